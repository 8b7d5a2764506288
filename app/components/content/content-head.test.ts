import { describe, expect, it } from 'vitest'
import { contentHead, sectionPageHead } from './content-head'

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

describe('the head of a content page', () => {
  const input = {
    locale: 'ua' as const,
    matches: [{ loaderData: { siteUrl: 'https://shop.example' } }],
    path: '/page/about',
    title: 'Про нас',
    description: 'Опис',
    crumbs: [{ label: 'Про нас', href: '/page/about' }],
  }
  const titleOf = (head: ReturnType<typeof contentHead>) =>
    (head.meta as { title?: string }[]).find((m) => m.title !== undefined)?.title

  it('uses marketing’s own title for search engines whole, and «title | Beauty Pro» without one', () => {
    expect(titleOf(contentHead({ ...input, seoTitle: 'Про Beauty Pro — професійна косметика' }))).toBe(
      'Про Beauty Pro — професійна косметика',
    )
    expect(titleOf(contentHead({ ...input, seoTitle: null }))).toBe('Про нас | Beauty Pro')
  })
})

describe('the Open Graph address of a content page', () => {
  it('is the canonical address of the page in its language', () => {
    const input = {
      matches: [{ loaderData: { siteUrl: 'https://shop.example' } }],
      path: '/blog/spf/',
      title: 'SPF',
      description: 'Опис',
      crumbs: [],
    }
    for (const locale of ['ua', 'en'] as const) {
      const head = contentHead({ ...input, locale })
      const canonical = head.links.find((l) => l.rel === 'canonical')!.href
      expect(head.meta).toContainEqual({ property: 'og:url', content: canonical })
    }
    expect(contentHead({ ...input, locale: 'en' }).links[0]!.href).toBe('https://shop.example/blog/spf?lang=en')
  })
})
