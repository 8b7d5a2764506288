import { evaluate, parse } from 'groq-js'
import { type DatasetDocument, parseDataset, type Perspective } from '../../../cms/dataset/parse'
import type { ContentSource } from './index'

export { parseDataset }

const PARAM = /\$([A-Za-z_][A-Za-z0-9_]*)/g

/** The Content Lake rejects a query that names a parameter it was not given; so does this source. */
function assertParamsProvided(query: string, params: Record<string, unknown>): void {
  for (const [, name] of query.matchAll(PARAM)) {
    if (name !== undefined && params[name] === undefined) {
      throw new Error(`param $${name} referenced, but not provided`)
    }
  }
}

const bundledDatasets = new Map<Perspective, Promise<DatasetDocument[]>>()

/** The checked-in dataset, bundled as text (no fs in a Worker) and parsed once per perspective, on first use. */
function loadBundledDataset(perspective: Perspective): Promise<DatasetDocument[]> {
  let dataset = bundledDatasets.get(perspective)
  if (!dataset) {
    dataset = import('../../../cms/dataset/production.ndjson?raw').then(({ default: text }) =>
      parseDataset(text, perspective),
    )
    bundledDatasets.set(perspective, dataset)
  }
  return dataset
}

/**
 * Evaluates GROQ with groq-js over the bundled dataset, or over `ndjson` when given (tests), as the
 * perspective sees it (drafts only for the preview route). groq-js binds parameters while parsing,
 * so every call parses afresh (about 0.1 ms).
 */
export function createLocalContentSource(ndjson?: string, perspective: Perspective = 'published'): ContentSource {
  let documents: DatasetDocument[] | undefined
  const load = async () =>
    (documents ??= ndjson === undefined ? await loadBundledDataset(perspective) : parseDataset(ndjson, perspective))
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      assertParamsProvided(query, params)
      const dataset = await load()
      const tree = parse(query, { params })
      const value = await evaluate(tree, { dataset, params })
      // Results share objects with the cached dataset; a copy keeps callers from mutating it.
      return structuredClone(await value.get()) as T
    },
  }
}
