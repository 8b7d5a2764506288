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
