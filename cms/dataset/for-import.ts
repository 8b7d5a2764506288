/**
 * The local dataset (cms/dataset/production.ndjson) made importable into a real Sanity dataset.
 * Its `sanity.imageAsset` documents describe pictures that live in the local R2 bucket, which the
 * Content Lake cannot see; `sanity dataset import` uploads an image when the image object names a
 * file instead (`_sanityAsset: "image@file://…"`). So the asset documents are dropped and every
 * reference to one becomes the file it was rendered to.
 */
import { parseDataset } from './parse'

interface AssetFile {
  /** R2 key of the picture (the path after /media/), as IMAGE_SPECS names it. */
  key: string
  /** Where the picture was written, absolute. */
  path: string
}

/** R2 keys of the pictures the dataset's asset documents stand for, by asset id. */
export function assetKeys(ndjson: string): Map<string, string> {
  const keys = new Map<string, string>()
  for (const doc of parseDataset(ndjson)) {
    if (doc._type !== 'sanity.imageAsset') continue
    const url = String(doc.url ?? '')
    if (!url.startsWith('/media/')) throw new Error(`Asset ${doc._id} has no local /media/ URL`)
    keys.set(doc._id, url.slice('/media/'.length))
  }
  return keys
}

function withFileAssets(value: unknown, fileOf: (assetId: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withFileAssets(item, fileOf))
  if (!value || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  const asset = object.asset as { _ref?: unknown } | undefined
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(object)) {
    if (key === 'asset' && typeof asset?._ref === 'string') copy._sanityAsset = `image@file://${fileOf(asset._ref)}`
    else copy[key] = withFileAssets(item, fileOf)
  }
  return copy
}

/** The NDJSON to hand `sanity dataset import`: published documents, images as files to upload. */
export function datasetForImport(ndjson: string, files: AssetFile[]): string {
  const keys = assetKeys(ndjson)
  const pathOfKey = new Map(files.map((file) => [file.key, file.path]))
  const fileOf = (assetId: string) => {
    const path = pathOfKey.get(keys.get(assetId) ?? '')
    if (!path) throw new Error(`No rendered picture for asset ${assetId}`)
    return path
  }
  return (
    parseDataset(ndjson)
      .filter((doc) => doc._type !== 'sanity.imageAsset')
      .map((doc) => JSON.stringify(withFileAssets(doc, fileOf)))
      .join('\n') + '\n'
  )
}
