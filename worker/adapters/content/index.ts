import { withTimeout } from '../../../app/domain/dependency-error'

/**
 * The one door to Sanity content. The app depends on `ContentSource.fetch(query, params)` only;
 * the same GROQ (cms/queries.ts) runs on the Content Lake in production and on the checked-in
 * NDJSON dataset locally and in tests.
 */
export interface ContentSource {
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>
}

export interface ContentSourceConfig {
  source: 'local' | 'lake'
  projectId?: string
  dataset?: string
  apiVersion?: string
  token?: string
  apiHost?: string
  /** `published` (every visitor) unless the preview route asks for `drafts`. */
  perspective?: 'published' | 'drafts'
}

/** Pinned so Content Lake behaviour cannot change under us; bump deliberately. */
export const SANITY_API_VERSION = '2025-02-19'

/**
 * A content fetch that takes longer is given up, so a page waits at most this long for Sanity
 * (its client would wait 300 s) and is answered from the last good copy in KV instead.
 */
export const CONTENT_TIMEOUT_MS = 4000

/** Loads the implementation on first use; later calls reuse it. Every fetch is bounded by CONTENT_TIMEOUT_MS. */
export function lazySource(load: () => Promise<ContentSource>, timeoutMs = CONTENT_TIMEOUT_MS): ContentSource {
  let loading: Promise<ContentSource> | undefined
  return {
    async fetch<T>(query: string, params?: Record<string, unknown>) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })
      const source = await loading
      return withTimeout(source.fetch<T>(query, params), timeoutMs, 'content fetch')
    },
  }
}

export function createContentSource(config: ContentSourceConfig): ContentSource {
  if (config.source === 'lake') {
    const { projectId, dataset } = config
    if (!projectId || !dataset) throw new Error('The Content Lake source needs a projectId and a dataset')
    const options = {
      projectId,
      dataset,
      apiVersion: config.apiVersion ?? SANITY_API_VERSION,
      token: config.token,
      apiHost: config.apiHost,
      timeoutMs: CONTENT_TIMEOUT_MS,
      perspective: config.perspective,
    }
    return lazySource(async () => (await import('./lake')).createLakeContentSource(options))
  }
  // Dynamic so that a Worker configured for the lake never parses the bundled dataset.
  return lazySource(async () => (await import('./local')).createLocalContentSource(undefined, config.perspective))
}
