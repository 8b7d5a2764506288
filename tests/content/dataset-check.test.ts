import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkDataset, type DatasetDoc, type SchemaEntry } from '../../cms/lib/dataset-check'

const schema = JSON.parse(readFileSync(new URL('../../cms/schema.json', import.meta.url), 'utf8')) as SchemaEntry[]
const ndjson = readFileSync(new URL('../../cms/dataset/production.ndjson', import.meta.url), 'utf8')
const docs = ndjson
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as DatasetDoc)
const options = { singletons: ['siteSettings', 'wholesalePage', 'uiTranslations'] }

/** The checked-in dataset with one document changed. */
function withChange(id: string, change: (doc: DatasetDoc) => void): string {
  return docs
    .map((doc) => {
      if (doc._id !== id) return JSON.stringify(doc)
      const copy = structuredClone(doc)
      change(copy)
      return JSON.stringify(copy)
    })
    .join('\n')
}

describe('cms dataset check (what npm run cms:check runs on the NDJSON)', () => {
  it('passes the checked-in dataset', () => {
    expect(checkDataset(ndjson, schema, options)).toEqual([])
  })

  it.each<[string, string, (doc: DatasetDoc) => void, string]>([
    [
      'a missing Ukrainian title',
      'page-about',
      (d) => delete (d.title as { ua?: string }).ua,
      'page-about.title.ua: required (Ukrainian is the fallback locale)',
    ],
    [
      'missing Ukrainian rich text',
      'page-payment',
      (d) => delete (d.text as { ua?: unknown }).ua,
      'page-payment.text.ua: required',
    ],
    [
      'an unknown _type',
      'banner-spf',
      (d) => (d._type = 'promo'),
      'banner-spf: _type "promo" is not a document type of the schema',
    ],
    [
      'a banner kind outside the list',
      'banner-spf',
      (d) => (d.kind = 'vip'),
      'banner-spf.kind: expected one of "retail", "wholesale", got "vip"',
    ],
    [
      'a field the schema does not have',
      'advantage-original',
      (d) => (d.subtitle = 'x'),
      'advantage-original.subtitle: not in the schema',
    ],
    [
      'a number where a string belongs',
      'siteSettings',
      (d) => (d.email = 42),
      'siteSettings.email: expected a string, got number',
    ],
    [
      'a javascript: link',
      'banner-spf',
      (d) => ((d.link as { href: string }).href = 'javascript:alert(1)'),
      'banner-spf.link.href: unsafe href "javascript:alert(1)"',
    ],
    [
      'a broken image reference',
      'advantage-original',
      (d) => ((d.image as { asset: { _ref: string } }).asset._ref = 'image-nope-1x1-webp'),
      'advantage-original.image.asset: reference to missing document image-nope-1x1-webp',
    ],
    [
      'a duplicate slug',
      'page-donate',
      (d) => ((d.slug as { current: string }).current = 'about'),
      'page-donate: slug "about" is also used by page-about',
    ],
    [
      'a singleton under another id',
      'wholesalePage',
      (d) => (d._id = 'wholesale-page-2'),
      'wholesale-page-2: a wholesalePage singleton must have _id "wholesalePage"',
    ],
  ])('catches %s', (_name, id, change, problem) => {
    const problems = checkDataset(withChange(id, change), schema, options)
    expect(problems).toEqual([expect.stringContaining(problem)])
  })

  it('reports lines that are not JSON', () => {
    expect(checkDataset(`${ndjson.trimEnd()}\n{oops`, schema, options)).toContain(`line ${docs.length + 1}: not JSON`)
  })
})
