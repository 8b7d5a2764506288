import type { MutationFunctionContext } from '@tanstack/query-core'
import { ApiError } from './api-client'

/*
 * What the back office's query layer (app/lib/admin-queries) and the storefront's
 * (app/lib/store-queries) share: how a call's failure reaches Query, a write's answer, and the
 * invalidation a write runs. Types and plain functions only, so importing it loads no part of Query.
 */

/** A call's answer, or its failure as an ApiError (a network failure too): what Query's `error` holds. */
export async function asApiError<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, 'unknown', String(error))
  }
}

/** A write's answer: its JSON, or `true` for an empty one (204). */
export async function answered<T>(answer: Promise<T>): Promise<NonNullable<T> | true> {
  return (await answer) ?? true
}

/** A write's `onSuccess` that reloads every list and record under the given keys. */
export const invalidates =
  (...keys: (readonly unknown[])[]) =>
  (_answer: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))

/**
 * The same after a write that succeeded or was refused (`onSettled`): a refusal because another tab or
 * person got there first (409) reads the page again, so it shows what is now true.
 */
export const invalidatesSettled =
  (...keys: (readonly unknown[])[]) =>
  (
    _answer: unknown,
    _error: ApiError | null,
    _variables: unknown,
    _result: unknown,
    context: MutationFunctionContext,
  ) =>
    invalidates(...keys)(_answer, _variables, _result, context)
