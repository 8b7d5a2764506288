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
}

/** Published content from Sanity's CDN; freshness is handled by KV and the webhook purge. */
export function createLakeContentSource({
  projectId,
  dataset,
  apiVersion,
  token,
  timeoutMs,
  apiHost,
}: LakeOptions): ContentSource {
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    token,
    useCdn: apiHost === undefined,
    perspective: 'published',
    ...(apiHost !== undefined && { apiHost, useProjectHostname: false }),
  })
  return {
    fetch: <T>(query: string, params: Record<string, unknown> = {}) =>
      client.fetch<T>(query, params, { timeout: timeoutMs }),
  }
}
