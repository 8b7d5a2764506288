import { createClient } from '@sanity/client'
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
      client.fetch<T>(query, params, { timeout: timeoutMs }),
  }
}
