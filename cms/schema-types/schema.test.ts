import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '.'

/** The Studio speaks Ukrainian to marketers: every title of a type, field, option and style. */
const UKRAINIAN = /[А-ЩЬЮЯЄІЇҐа-щьюяєіїґ]/
/** Names of networks are written as their owners write them. */
const PROPER_NAMES = new Set(['Instagram', 'Facebook', 'Telegram', 'TikTok', 'YouTube'])

interface Definition {
  name?: string
  type?: string
  title?: string
  fields?: Definition[]
  of?: Definition[]
  options?: { list?: Array<string | { title?: string; value: string }> }
  styles?: Array<{ title: string }>
  lists?: Array<{ title: string }>
  marks?: { decorators?: Array<{ title: string }>; annotations?: Definition[] }
}

/** Every title under a type, each with the path that names it, and the paths that have none. */
function titles(def: Definition, path: string, out: Array<[string, string | undefined]>) {
  out.push([path, def.title])
  for (const field of def.fields ?? []) titles(field, `${path}.${field.name}`, out)
  for (const member of def.of ?? []) {
    const memberPath = `${path}[${member.name ?? member.type}]`
    // A member that only names a declared type (`{ type: 'link' }`) carries that type's title.
    if (member.fields || member.type === 'block' || member.name || member.type === 'image')
      titles(member, memberPath, out)
  }
  for (const option of def.options?.list ?? [])
    if (typeof option !== 'string') out.push([`${path}:${option.value}`, option.title])
  for (const style of [...(def.styles ?? []), ...(def.lists ?? []), ...(def.marks?.decorators ?? [])])
    out.push([`${path}:style`, style.title])
  for (const annotation of def.marks?.annotations ?? []) titles(annotation, `${path}.${annotation.name}`, out)
  return out
}

const byName = new Map((schemaTypes as Definition[]).map((type) => [type.name!, type]))

describe('the Studio schema', () => {
  it.each((schemaTypes as Definition[]).map((type) => [type.name!, type] as const))(
    '%s has a Ukrainian title on the type and on every field',
    (name, type) => {
      const missing = titles(type, name, []).filter(
        ([, title]) => !title || !(UKRAINIAN.test(title) || PROPER_NAMES.has(title)),
      )
      expect(missing).toEqual([])
    },
  )

  it('gives pages and blog posts an SEO title and description in both languages and a sharing image', () => {
    for (const name of ['page', 'blogPost']) {
      const seoField = byName.get(name)!.fields!.find((field) => field.name === 'seo')
      expect(seoField?.type).toBe('seo')
    }
    const seo = byName.get('seo')!
    expect(seo.fields!.map((field) => [field.name, field.type])).toEqual([
      ['title', 'localeString'],
      ['description', 'localeText'],
      ['image', 'image'],
    ])
  })

  it('lets the UI texts pick a key from the storefront only', () => {
    const entry = byName.get('uiTranslations')!.fields![0]!.of![0]!
    const key = entry.fields!.find((field) => field.name === 'key') as Definition & {
      components?: { input?: unknown }
      validation?: unknown
    }
    expect(key.components?.input).toBeTypeOf('function')
  })

  it('names every list of the Studio desk (cms/structure.ts) in Ukrainian', () => {
    const source = readFileSync(new URL('../structure.ts', import.meta.url), 'utf8')
    const named = [...source.matchAll(/title(?:\(|: )'([^']*)'/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThanOrEqual(8)
    expect(named.filter((title) => !UKRAINIAN.test(title))).toEqual([])
  })
})
