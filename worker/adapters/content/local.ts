import { evaluate, parse } from 'groq-js'
import { type DatasetDocument, parseDataset } from '../../../cms/dataset/parse'
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

let bundledDataset: Promise<DatasetDocument[]> | undefined

/** The checked-in dataset, bundled as text (no fs in a Worker) and parsed once, on first use. */
function loadBundledDataset(): Promise<DatasetDocument[]> {
  bundledDataset ??= import('../../../cms/dataset/production.ndjson?raw').then(({ default: text }) =>
    parseDataset(text),
  )
  return bundledDataset
}

/**
 * Evaluates GROQ with groq-js over the bundled dataset, or over `ndjson` when given (tests).
 * groq-js binds parameters while parsing, so every call parses afresh (about 0.1 ms).
 */
export function createLocalContentSource(ndjson?: string): ContentSource {
  let documents: DatasetDocument[] | undefined
  const load = async () => (documents ??= ndjson === undefined ? await loadBundledDataset() : parseDataset(ndjson))
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
