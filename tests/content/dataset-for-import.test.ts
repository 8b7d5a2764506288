import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assetKeys, datasetForImport } from '../../cms/dataset/for-import'

const ndjson = readFileSync('cms/dataset/production.ndjson', 'utf8')
const keys = assetKeys(ndjson)
const files = [...new Set(keys.values())].map((key) => ({ key, path: `/tmp/pictures/${key.replaceAll('/', '_')}` }))

describe('the local dataset for `sanity dataset import`', () => {
  const lines = datasetForImport(ndjson, files).trim().split('\n')
  const docs = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  const published = ndjson
    .split('\n')
    .filter(
      (line) =>
        line.trim() && !/"_id":"(drafts|versions)\./.test(line) && !line.includes('"_type":"sanity.imageAsset"'),
    )

  it('keeps every published document except the local asset descriptions', () => {
    expect(docs.length).toBe(published.length)
    expect(docs.some((doc) => doc._type === 'sanity.imageAsset')).toBe(false)
    expect(docs.map((doc) => doc._type)).toEqual(
      expect.arrayContaining(['siteSettings', 'banner', 'advantage', 'page', 'blogPost']),
    )
  })

  it('turns every image reference into the rendered file to upload', () => {
    const text = lines.join('\n')
    expect(text).not.toMatch(/"_ref":"image-/)
    const uploads = text.match(/"_sanityAsset":"image@file:\/\/\/tmp\/pictures\/[^"]+"/g) ?? []
    expect(uploads.length).toBe((published.join('\n').match(/"_ref":"image-/g) ?? []).length)
    expect(uploads.length).toBeGreaterThan(50)
  })

  it('refuses when a picture was not rendered, naming the asset', () => {
    expect(() => datasetForImport(ndjson, files.slice(1))).toThrow(/No rendered picture for asset image-/)
  })
})
