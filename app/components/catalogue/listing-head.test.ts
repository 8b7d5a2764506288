import { describe, expect, it } from 'vitest'
import { listingHead } from './listing-head'

const input = {
  matches: [{ loaderData: { siteUrl: 'https://shop.example' } }],
  path: '/catalogue/face',
  title: 'Обличчя',
  listName: 'Обличчя',
  description: 'Догляд за обличчям',
  products: [],
  crumbs: [],
}
const canonicalOf = (head: ReturnType<typeof listingHead>) => head.links.find((l) => l.rel === 'canonical')!.href

describe('the head of a listing', () => {
  it('gives each page past the first its own canonical address, with its language', () => {
    expect(canonicalOf(listingHead({ ...input, locale: 'ua', page: 1 }))).toBe('https://shop.example/catalogue/face')
    expect(canonicalOf(listingHead({ ...input, locale: 'ua', page: 2 }))).toBe(
      'https://shop.example/catalogue/face?page=2',
    )
    expect(canonicalOf(listingHead({ ...input, locale: 'en', page: 3 }))).toBe(
      'https://shop.example/catalogue/face?page=3&lang=en',
    )
  })

  it('names the canonical address as its Open Graph address, in either language', () => {
    for (const locale of ['ua', 'en'] as const) {
      const head = listingHead({ ...input, locale, page: 2 })
      expect(head.meta).toContainEqual({ property: 'og:url', content: canonicalOf(head) })
    }
  })
})

describe('the link preview of a listing', () => {
  it('shows the category’s or brand’s picture at its full address, and none without one', () => {
    const head = listingHead({ ...input, locale: 'ua', page: 1, image: '/media/categories/face.webp' })
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://shop.example/media/categories/face.webp',
    })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    const bare = listingHead({ ...input, locale: 'ua', page: 1, image: null })
    expect(bare.meta.some((m) => 'property' in m && m.property === 'og:image')).toBe(false)
  })
})
