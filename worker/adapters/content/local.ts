import { evaluate, parse } from 'groq-js'
import type { ContentSource } from './index'

export interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** Unpublished edits: drafts and documents inside content releases. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.')
}

/** Parses `sanity dataset export` NDJSON, keeping only published documents (perspective "published"). */
export function parseDataset(ndjson: string): DatasetDocument[] {
  const documents: DatasetDocument[] = []
  for (const [index, line] of ndjson.split('\n').entries()) {
    if (!line.trim()) continue
    let doc: DatasetDocument
    try {
      doc = JSON.parse(line) as DatasetDocument
    } catch (error) {
      throw new Error(`Dataset line ${index + 1} is not JSON`, { cause: error })
    }
    if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new Error(`Dataset line ${index + 1} has no _id or _type`)
    }
    if (isPublishedId(doc._id)) documents.push(doc)
  }
  return documents
}

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
  bundledDataset ??= import('../../../cms/dataset/production.ndjson?raw').then(({ default: text }) => parseDataset(text))
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
