/**
 * Writes cms/dataset/production.ndjson from the TypeScript sources in ./source:
 * `npx tsx cms/dataset/build-dataset.ts`. The NDJSON has the shape of `sanity dataset export`, so
 * it can be imported into a real dataset (`sanity dataset import`) or replaced by an export.
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { IMAGE_SPECS, imageSpec } from './image-specs'
import { renderCmsImage } from './images'
import { assetId, imageAssetDocument } from './source/assets'
import { advantages } from './source/advantages'
import { banners } from './source/banners'
import { blogPosts } from './source/blog'
import { unpublished } from './source/drafts'
import { pages } from './source/pages'
import { siteSettings, uiTranslations, wholesalePage } from './source/settings'

const PROJECT_ID = 'local0000'
const DATASET = 'production'
const CREATED_AT = '2026-01-15T09:00:00Z'

type Doc = { _id: string; _type: string } & Record<string, unknown>

function referencedAssetIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedAssetIds(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '_ref' && typeof child === 'string') found.add(child)
      else referencedAssetIds(child, found)
    }
  }
  return found
}

function withSystemFields(doc: Doc): Doc {
  const { _id, _type, ...fields } = doc
  const updatedAt = typeof fields.date === 'string' ? `${fields.date}T08:00:00Z` : CREATED_AT
  const _rev = createHash('sha1').update(JSON.stringify(doc)).digest('base64url').slice(0, 22)
  return { _id, _type, _createdAt: CREATED_AT, _updatedAt: updatedAt, _rev, ...fields }
}

export async function buildDataset(): Promise<string> {
  const content: Doc[] = [
    siteSettings,
    wholesalePage,
    uiTranslations,
    ...banners,
    ...advantages,
    ...pages,
    ...blogPosts,
    ...unpublished,
  ]
  const specsById = new Map(IMAGE_SPECS.map((spec) => [assetId(spec), spec]))
  const assets: Doc[] = []
  for (const id of [...referencedAssetIds(content)].sort()) {
    const spec = specsById.get(id)
    if (!spec) throw new Error(`Referenced asset ${id} has no image spec`)
    const { body } = await renderCmsImage(imageSpec(spec.key))
    assets.push(imageAssetDocument(spec, body.byteLength, PROJECT_ID, DATASET))
  }
  const byTypeThenId = (a: Doc, b: Doc) => a._type.localeCompare(b._type) || a._id.localeCompare(b._id)
  const docs = [...assets.sort(byTypeThenId), ...content.sort(byTypeThenId)].map(withSystemFields)
  return docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('./production.ndjson', import.meta.url)
  const ndjson = await buildDataset()
  await writeFile(target, ndjson)
  console.log(`wrote ${ndjson.trim().split('\n').length} documents to ${fileURLToPath(target)}`)
}
