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
}

/** Pinned so Content Lake behaviour cannot change under us; bump deliberately. */
export const SANITY_API_VERSION = '2025-02-19'

/** Loads the implementation on first use; later calls reuse it. */
function lazySource(load: () => Promise<ContentSource>): ContentSource {
  let loading: Promise<ContentSource> | undefined
  return {
    async fetch<T>(query: string, params?: Record<string, unknown>) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })
      return (await loading).fetch<T>(query, params)
    },
  }
}

export function createContentSource(config: ContentSourceConfig): ContentSource {
  if (config.source === 'lake') {
    const { projectId, dataset } = config
    if (!projectId || !dataset) throw new Error('The Content Lake source needs a projectId and a dataset')
    const options = { projectId, dataset, apiVersion: config.apiVersion ?? SANITY_API_VERSION, token: config.token }
    return lazySource(async () => (await import('./lake')).createLakeContentSource(options))
  }
  // Dynamic so that a Worker configured for the lake never parses the bundled dataset.
  return lazySource(async () => (await import('./local')).createLocalContentSource())
}
