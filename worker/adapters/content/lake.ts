import { createClient } from '@sanity/client'
import { DependencyError } from '../../../app/domain/dependency-error'
import type { ContentSource } from './index'

export interface LakeOptions {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** The client's own request timeout (its default is 300 s). */
  timeoutMs: number
  /** Another API address (a local stand-in speaking the Content Lake's HTTP API). */
  apiHost?: string
  /** `drafts` (the preview route) reads unpublished edits: it needs the token, and never the CDN. */
  perspective?: 'published' | 'drafts'
}

/** Published content from Sanity's CDN (freshness is handled by KV and the webhook purge), or drafts from the API. */
export function createLakeContentSource({
  projectId,
  dataset,
  apiVersion,
  token,
  timeoutMs,
  apiHost,
  perspective = 'published',
}: LakeOptions): ContentSource {
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    token,
    useCdn: apiHost === undefined && perspective === 'published',
    perspective,
    ...(apiHost !== undefined && { apiHost, useProjectHostname: false }),
  })
  return {
    fetch: <T>(query: string, params: Record<string, unknown> = {}) =>
      client.fetch<T>(query, params, { timeout: timeoutMs }).catch((error: unknown) => {
        throw asDependencyFailure(error)
      }),
  }
}

/**
 * Sanity unreachable or failing on its side (no answer, a 5xx) is a dependency failure: pages and the
 * API answer 503 and try again. A 4xx (a query or a token the store got wrong) stays the store's error.
 */
function asDependencyFailure(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (typeof status === 'number' && status < 500) return error
  return new DependencyError('the Content Lake could not be reached or failed', { cause: error })
}
