import { describe, expect, it } from 'vitest'
import { sectionPageHead } from './content-head'

const at = (locale: 'ua' | 'en') => ({
  loaderData: { locale },
  matches: [{ loaderData: { siteUrl: 'https://shop.example' } }],
  match: { pathname: '/contacts' },
})

describe('the head of a page named by its text section', () => {
  it('takes its title and description from the section, in the page language', () => {
    const head = sectionPageHead('contacts', '/contacts')
    const ua = JSON.stringify(head(at('ua')))
    const en = JSON.stringify(head(at('en')))
    expect(ua).toContain('Контакти | Beauty Pro')
    expect(en).toContain('Contacts | Beauty Pro')
    expect(ua).toContain('https://shop.example/contacts')
  })

  it('gives one breadcrumb after Home, to the page itself', () => {
    const head = sectionPageHead('lead', '/intersharm')(at('ua')) as { scripts: { children: string }[] }
    const crumbs = JSON.parse(head.scripts[0]!.children) as { itemListElement: { position: number; item: string }[] }
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      'https://shop.example/',
      'https://shop.example/intersharm',
    ])
  })

  it('adds nothing before the loader has answered', () => {
    expect(sectionPageHead('blog', '/blog')({ ...at('ua'), loaderData: undefined })).toEqual({})
  })
})
