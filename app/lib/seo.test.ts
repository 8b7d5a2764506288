import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  canonicalPath,
  defaultSeoHead,
  itemListJsonLd,
  jsonLdScript,
  langFromSearch,
  languageLinks,
  localizedUrl,
  metaText,
  pageMeta,
  productJsonLd,
  serializeJsonLd,
  siteUrlFromMatches,
} from './seo'

const SITE = 'https://beauty.example'

describe('URLs', () => {
  it.each([
    ['/product/x', 'https://beauty.example/product/x'],
    ['product/x', 'https://beauty.example/product/x'],
    ['https://cdn.example/a.webp', 'https://cdn.example/a.webp'],
  ])('absoluteUrl(%s)', (path, expected) => {
    expect(absoluteUrl(SITE, path)).toBe(expected)
    expect(absoluteUrl(`${SITE}/`, path)).toBe(expected)
  })

  it('adds the language other than the default and keeps other parameters; the default language is the bare URL', () => {
    expect(localizedUrl(SITE, '/', 'ua')).toBe('https://beauty.example/')
    expect(localizedUrl(SITE, '/catalogue/face?page=2', 'ua')).toBe('https://beauty.example/catalogue/face?page=2')
    expect(localizedUrl(SITE, '/x?lang=en', 'ua')).toBe('https://beauty.example/x')
    expect(localizedUrl(SITE, '/catalogue/face?page=2', 'en')).toBe(
      'https://beauty.example/catalogue/face?page=2&lang=en',
    )
    expect(localizedUrl(SITE, '/x?lang=ua', 'en')).toBe('https://beauty.example/x?lang=en')
  })

  it('reads ?lang= from a parsed search object or a query string, and nothing else', () => {
    expect(langFromSearch({ lang: 'en' })).toBe('en')
    expect(langFromSearch('?lang=ua&variant=A')).toBe('ua')
    expect(langFromSearch({ lang: 'de' })).toBeUndefined()
    expect(langFromSearch({})).toBeUndefined()
    expect(langFromSearch(undefined)).toBeUndefined()
  })

  it.each([
    ['/brands/', '/brands'],
    ['/', '/'],
    ['/catalogue/face//', '/catalogue/face'],
    ['/x/?page=2', '/x?page=2'],
  ])('canonicalPath(%s) is %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected)
  })

  it('gives a canonical in the rendered language, one of the uk / en / x-default alternates', () => {
    expect(languageLinks(SITE, '/product/cream/', 'ua')[0]).toEqual({
      rel: 'canonical',
      href: 'https://beauty.example/product/cream',
    })
    expect(languageLinks(SITE, '/product/cream/', 'en')).toEqual([
      { rel: 'canonical', href: 'https://beauty.example/product/cream?lang=en' },
      { rel: 'alternate', hrefLang: 'uk', href: 'https://beauty.example/product/cream' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://beauty.example/product/cream?lang=en' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://beauty.example/product/cream' },
    ])
  })
})

describe('defaultSeoHead', () => {
  const root = { pathname: '/', loaderData: { siteUrl: SITE } }
  it('links the deepest match with the site URL from the root loader', () => {
    const head = defaultSeoHead([root, { pathname: '/product/cream', status: 'success' }], 'ua', '404')
    expect(head.meta).toEqual([])
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://beauty.example/product/cream' })
  })

  it('marks a not-found answer noindex, without a canonical', () => {
    for (const matches of [[root, { pathname: '/product/nope', status: 'notFound' }], [{ ...root, _notFound: true }]]) {
      const head = defaultSeoHead(matches, 'ua', 'Not found')
      expect(head.links).toEqual([])
      expect(head.meta).toEqual([{ title: 'Not found' }, { name: 'robots', content: 'noindex' }])
    }
  })

  it('falls back to the default site URL without root loader data', () => {
    expect(siteUrlFromMatches([{}])).toBe('http://localhost:3000')
  })
})

describe('meta', () => {
  it('cuts long descriptions at a word boundary with an ellipsis', () => {
    const text = 'слово '.repeat(60)
    const cut = metaText(text)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('слово…')).toBe(true)
    expect(metaText('  short\n text ')).toBe('short text')
  })

  it('pairs title and description with Open Graph tags', () => {
    const meta = pageMeta({
      title: 'T',
      description: 'D',
      locale: 'ua',
      url: 'https://x/',
      image: 'https://x/i.webp',
      type: 'product',
    })
    expect(meta).toContainEqual({ title: 'T' })
    expect(meta).toContainEqual({ name: 'description', content: 'D' })
    expect(meta).toContainEqual({ property: 'og:locale', content: 'uk_UA' })
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' })
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://x/i.webp' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://x/i.webp' })
  })

  it('gives X a small card and no image when the page has no picture', () => {
    const meta = pageMeta({ title: 'T', description: 'D', locale: 'en' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' })
    expect(meta.some((m) => 'name' in m && m.name === 'twitter:image')).toBe(false)
    expect(meta.some((m) => 'property' in m && m.property === 'og:image')).toBe(false)
  })
})

describe('JSON-LD', () => {
  it('escapes what could close the script element, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(data)
    expect(jsonLdScript(data)).toEqual({ type: 'application/ld+json', children: json })
  })

  const product = {
    name: 'Крем',
    description: 'Опис',
    images: ['/media/products/a-l.webp'],
    sku: 'AB-1',
    brand: 'Rica',
    url: '/product/krem',
    offers: [{ sku: 'AB-1', priceUah: 450, availability: 'InStock' as const, url: '/product/krem?variant=AB-1' }],
  }

  it('builds a Product with an absolute image, sku, brand and one UAH offer', () => {
    expect(productJsonLd(SITE, product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Крем',
      image: ['https://beauty.example/media/products/a-l.webp'],
      sku: 'AB-1',
      brand: { '@type': 'Brand', name: 'Rica' },
      description: 'Опис',
      url: 'https://beauty.example/product/krem',
      offers: {
        '@type': 'Offer',
        sku: 'AB-1',
        price: 450,
        priceCurrency: 'UAH',
        availability: 'https://schema.org/InStock',
        url: 'https://beauty.example/product/krem?variant=AB-1',
      },
    })
  })

  it('lists one offer per variant, with pre-order availability', () => {
    const ld = productJsonLd(SITE, {
      ...product,
      description: '',
      offers: [
        ...product.offers,
        { sku: 'AB-2', priceUah: 800, availability: 'PreOrder', url: '/product/krem?variant=AB-2' },
      ],
    })
    expect(ld).not.toHaveProperty('description')
    expect(ld.offers).toHaveLength(2)
    expect(ld.offers).toContainEqual(
      expect.objectContaining({ sku: 'AB-2', availability: 'https://schema.org/PreOrder' }),
    )
  })

  it('adds the aggregate rating and at most 5 reviews once someone has rated; nothing while nobody has', () => {
    expect(productJsonLd(SITE, { ...product, rating: { average: 0, count: 0 }, reviews: [] })).not.toHaveProperty(
      'aggregateRating',
    )
    expect(productJsonLd(SITE, { ...product, rating: { average: 0, count: 0 }, reviews: [] })).not.toHaveProperty(
      'review',
    )
    const reviews = Array.from({ length: 7 }, (_, i) => ({
      author: `Олена ${i}.`,
      date: '2026-03-0' + (i + 1) + 'T10:00:00.000Z',
      body: `</script> відгук ${i}`,
      rating: 5 - (i % 3),
    }))
    const ld = productJsonLd(SITE, { ...product, rating: { average: 4.3, count: 7 }, reviews })
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    })
    expect(ld.review).toHaveLength(5)
    expect(ld.review![1]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Олена 1.' },
      datePublished: '2026-03-02',
      reviewBody: '</script> відгук 1',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    })
    expect(serializeJsonLd(ld)).not.toContain('</script>')
  })

  it('caps an ItemList at 10 products, numbered from 1', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({
      name: `P${i}`,
      url: `/product/p${i}`,
      image: i === 0 ? '/media/p0.webp' : null,
    }))
    const ld = itemListJsonLd(SITE, items, 'Новинки')
    expect(ld['@type']).toBe('ItemList')
    expect(ld.name).toBe('Новинки')
    expect(ld.itemListElement).toHaveLength(10)
    expect(ld.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: 'https://beauty.example/product/p0',
      name: 'P0',
      image: 'https://beauty.example/media/p0.webp',
    })
    expect(ld.itemListElement[9]).toMatchObject({ position: 10, name: 'P9' })
    expect(ld.itemListElement[9]).not.toHaveProperty('image')
  })

  it('builds a BreadcrumbList whose last crumb (the page itself) has no item', () => {
    const ld = breadcrumbJsonLd(SITE, [
      { name: 'Головна', url: '/' },
      { name: 'Каталог', url: '/catalogue' },
      { name: 'Крем' },
    ])
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Головна', item: 'https://beauty.example/' },
      { '@type': 'ListItem', position: 2, name: 'Каталог', item: 'https://beauty.example/catalogue' },
      { '@type': 'ListItem', position: 3, name: 'Крем' },
    ])
  })
})
