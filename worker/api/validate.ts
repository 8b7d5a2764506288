import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from '../../app/domain/app-error'
import { issueCode, issueText } from '../../app/contract/field-check'
import type { ApiEnv } from './app-env'
import { readJson, refuseControlCharacters } from './body'

/**
 * The contract boundary: zod issues as the envelope's `fields` (wire names → the spec's texts,
 * produced here once from the rules' codes) and `codes` (wire names → the first issue's code).
 */
export function invalidRequest(error: z.ZodError, message = 'Invalid request'): AppError {
  const fields: Record<string, string[]> = {}
  const codes: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors'
    ;(fields[key] ??= []).push(issueText(issue))
    codes[key] ??= issueCode(issue)
  }
  return new AppError('invalid_data', message, fields, codes)
}

function check<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw invalidRequest(parsed.error)
  return parsed.data
}

/** Parses a JSON body with its contract schema (malformed JSON and control characters are 400s). */
export async function parseJson<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): Promise<z.infer<S>> {
  return check(schema, await readJson(c))
}

export function parseQuery<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): z.infer<S> {
  const query = c.req.query()
  refuseControlCharacters(c, query)
  return check(schema, query)
}

/** A path parameter that does not fit is a request for something that does not exist. */
export function parseParam<S extends z.ZodType>(schema: S, value: string | undefined): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new AppError('not_found', 'Not found')
  return parsed.data
}
