export interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** Unpublished edits: drafts and documents inside content releases. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.')
}

/**
 * What a query sees, as the Content Lake's perspectives: `published` (what visitors see) or `drafts`
 * (each draft in place of its published document, under the published id, as an editor would see the
 * site if every draft were published; documents in releases stay out of both).
 */
export type Perspective = 'published' | 'drafts'

const DRAFT_PREFIX = 'drafts.'

/** Parses `sanity dataset export` NDJSON, keeping the documents the perspective sees. */
export function parseDataset(ndjson: string, perspective: Perspective = 'published'): DatasetDocument[] {
  const documents: DatasetDocument[] = []
  const drafts: DatasetDocument[] = []
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
    else if (perspective === 'drafts' && doc._id.startsWith(DRAFT_PREFIX)) drafts.push(doc)
  }
  if (drafts.length === 0) return documents
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  for (const draft of drafts) {
    const id = draft._id.slice(DRAFT_PREFIX.length)
    byId.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...byId.values()]
}
