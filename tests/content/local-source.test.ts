import { describe, expect, it } from 'vitest'
import {
  advantagesQuery,
  bannersQuery,
  blogPostBySlugQuery,
  blogPostsQuery,
  pageBySlugQuery,
  siteSettingsQuery,
  translationsQuery,
  wholesalePageQuery,
} from '../../cms/queries'
import type {
  AdvantagesQueryResult,
  BannersQueryResult,
  BlogPostBySlugQueryResult,
  BlogPostsQueryResult,
  PageBySlugQueryResult,
  SiteSettingsQueryResult,
  TranslationsQueryResult,
  WholesalePageQueryResult,
} from '../../cms/sanity.types'
import { createContentSource } from '../../worker/adapters/content'
import { createLocalContentSource, parseDataset } from '../../worker/adapters/content/local'

const source = createContentSource({ source: 'local' })
const LOCALES = ['ua', 'en'] as const
const CYRILLIC = /[А-Яа-яІіЇїЄєҐґ]/

type Block = { _type: string; children?: Array<{ text?: string }> }
const plainText = (blocks: Block[] | null | undefined) =>
  (blocks ?? []).flatMap((block) => block.children?.map((span) => span.text ?? '') ?? []).join(' ')

/** Images with words on them come in the page's language: `name.webp` in Ukrainian, `name.en.webp` in English. */
const imageIn = (locale: 'ua' | 'en', name: string) => `/media/cms/${name}${locale === 'en' ? '.en' : ''}.webp`

describe('local content source: every query, both locales', () => {
  describe.each(LOCALES)('locale %s', (locale) => {
    it('site settings: phones, hours, socials, FAQ links, payment methods', async () => {
      const settings = await source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, { locale })
      expect(settings).not.toBeNull()
      expect(settings!.retailPhones[0]).toEqual({
        name: locale === 'ua' ? 'Київстар' : 'Kyivstar',
        phone: '+38 (067) 123-45-67',
      })
      expect(settings!.wholesalePhones.length).toBeGreaterThan(0)
      expect(settings!.workingHours).toContain('09:30-18:30')
      expect(settings!.workingHours).toContain('09:30-17:00')
      expect(settings!.workingHours).toMatch(locale === 'ua' ? /Пн-Пт/ : /Mon-Fri/)
      expect(settings!.email).toMatch(/@/)
      expect(Object.keys(settings!.socialLinks ?? {}).sort()).toEqual([
        'facebook',
        'instagram',
        'telegram',
        'tiktok',
        'youtube',
      ])
      expect(settings!.faqLinks.map((l) => l.href)).toEqual(['/page/delivery', '/page/return-product', '/page/payment'])
      expect(settings!.faqLinks[0]!.label).toBe(locale === 'ua' ? 'Доставка' : 'Delivery')
      expect(settings!.paymentMethods.map((m) => m.key)).toContain('visa')
    })

    it('retail banners: active only, in order, with both images in the locale as /media/cms URLs', async () => {
      const banners = await source.fetch<BannersQueryResult>(bannersQuery, { locale, kind: 'retail' })
      expect(banners.map((b) => b._id)).toEqual([
        'banner-spring-glow',
        'banner-new-arrivals',
        'banner-free-delivery',
        'banner-spf',
      ])
      for (const banner of banners) {
        expect(banner.imagePc?.url).toMatch(
          locale === 'en' ? /^\/media\/cms\/[\w-]+-pc\.en\.webp$/ : /^\/media\/cms\/[\w-]+-pc\.webp$/,
        )
        expect(banner.imageMobile?.url).toMatch(
          locale === 'en' ? /^\/media\/cms\/[\w-]+-mobile\.en\.webp$/ : /^\/media\/cms\/[\w-]+-mobile\.webp$/,
        )
      }
      expect(banners[0]!.imagePc?.url).toBe(imageIn(locale, 'banner-spring-pc'))
      expect(CYRILLIC.test(banners[0]!.title)).toBe(locale === 'ua')
    })

    it('wholesale banners are a separate set', async () => {
      const banners = await source.fetch<BannersQueryResult>(bannersQuery, { locale, kind: 'wholesale' })
      expect(banners.map((b) => b._id)).toEqual(['banner-wholesale-prices', 'banner-wholesale-profit'])
      expect(banners[0]!.link?.href).toBe('/registration/business')
      expect(banners[0]!.imageMobile?.url).toBe(imageIn(locale, 'banner-wholesale-prices-mobile'))
    })

    it('advantages in order, each with an icon and a title', async () => {
      const advantages = await source.fetch<AdvantagesQueryResult>(advantagesQuery, { locale })
      expect(advantages).toHaveLength(7)
      expect(advantages[0]!._id).toBe('advantage-original')
      for (const advantage of advantages) {
        expect(advantage.image).toMatch(/^\/media\/cms\/advantage-[\w-]+\.webp$/)
        expect(CYRILLIC.test(advantage.title)).toBe(locale === 'ua')
      }
    })

    it.each(['about', 'terms-of-use', 'delivery', 'return-product', 'payment', 'donate'])('page %s', async (slug) => {
      const page = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale, slug })
      expect(page?.slug).toBe(slug)
      expect(page!.text.length).toBeGreaterThan(2)
      expect(page!.text[0]!._type).toBe('block')
      expect(CYRILLIC.test(page!.title)).toBe(locale === 'ua')
      expect(CYRILLIC.test(plainText(page!.text))).toBe(locale === 'ua')
    })

    it('an info page banner in the locale; a page without one has none in either', async () => {
      const about = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale, slug: 'about' })
      expect(about!.banner?.url).toBe(imageIn(locale, 'page-about'))
      const terms = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale, slug: 'terms-of-use' })
      expect(terms!.banner).toBeNull()
    })

    it('blog list, newest first', async () => {
      const posts = await source.fetch<BlogPostsQueryResult>(blogPostsQuery, { locale })
      expect(posts.length).toBeGreaterThanOrEqual(4)
      const dates = posts.map((p) => p.date)
      expect(dates).toEqual([...dates].sort().reverse())
      for (const post of posts) expect(post.image?.url).toMatch(/^\/media\/cms\/blog-[\w-]+(\.en)?\.webp$/)
      expect(posts.find((p) => p.slug === 'how-to-choose-skincare')!.image?.url).toBe(imageIn(locale, 'blog-skin-type'))
      // Written in Ukrainian only, so its cover has Ukrainian words in both languages.
      expect(posts.find((p) => p.slug === 'salon-partnership')!.image?.url).toBe(imageIn('ua', 'blog-salon-partners'))
    })

    it('blog post by slug', async () => {
      const post = await source.fetch<BlogPostBySlugQueryResult>(blogPostBySlugQuery, {
        locale,
        slug: 'how-to-choose-skincare',
      })
      expect(post?.name).toBe(
        locale === 'ua' ? 'Як підібрати догляд за типом шкіри' : 'How to choose skincare for your skin type',
      )
      expect(post!.date).toBe('2026-03-12')
      expect(post!.text.some((block) => block._type === 'block' && block.style === 'h2')).toBe(true)
    })

    it('wholesale page: title, two paragraphs, both banners', async () => {
      const page = await source.fetch<WholesalePageQueryResult>(wholesalePageQuery, { locale })
      expect(page?.paragraphs).toHaveLength(2)
      expect(page!.paragraphs.every((p) => p.length > 50)).toBe(true)
      expect(page!.bannerPc?.url).toBe(imageIn(locale, 'wholesale-page-pc'))
      expect(page!.bannerMobile?.url).toBe(imageIn(locale, 'wholesale-page-mobile'))
      expect(CYRILLIC.test(page!.title)).toBe(locale === 'ua')
    })

    it('translations as key/value pairs', async () => {
      const entries = await source.fetch<TranslationsQueryResult>(translationsQuery, { locale })
      const byKey = Object.fromEntries(entries.map((e) => [e.key, e.value]))
      expect(byKey['home.latest']).toBe(locale === 'ua' ? 'Новинки' : 'New arrivals')
    })
  })
})

describe('English falls back to Ukrainian', () => {
  it('a post written only in Ukrainian reads in Ukrainian under en', async () => {
    const params = { slug: 'salon-partnership' }
    const ua = await source.fetch<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { ...params, locale: 'ua' })
    const en = await source.fetch<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { ...params, locale: 'en' })
    expect(en?.name).toBe('Як салону почати співпрацю з нами')
    // The same post, which says it has no English version.
    expect(en).toEqual({ ...ua, translated: false })
    expect(ua?.translated).toBe(true)
  })

  it('an untranslated UI label overrides nothing in English (the bundled English label stays), a translated one does', async () => {
    const entries = await source.fetch<TranslationsQueryResult>(translationsQuery, { locale: 'en' })
    const byKey = Object.fromEntries(entries.map((e) => [e.key, e.value]))
    expect(byKey).not.toHaveProperty(['product.pre_order'])
    expect(byKey['content.opt.register']).toBe('Become a partner')
    const ua = await source.fetch<TranslationsQueryResult>(translationsQuery, { locale: 'ua' })
    expect(Object.fromEntries(ua.map((e) => [e.key, e.value]))['product.pre_order']).toBe('Передзамовлення')
  })

  it('an image without an English version shows the Ukrainian one in English', async () => {
    const asset = (id: string) => ({ _id: id, _type: 'sanity.imageAsset', url: `/media/cms/${id}.webp` })
    const ref = (id: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: id } })
    const local = createLocalContentSource(
      ndjson([
        asset('ua-only-pc'),
        asset('ua-only-mobile'),
        asset('both-pc'),
        asset('both-pc-en'),
        asset('both-mobile'),
        {
          _id: 'a',
          _type: 'banner',
          kind: 'retail',
          active: true,
          order: 1,
          title: { ua: 'А' },
          imagePc: ref('ua-only-pc'),
          imageMobile: ref('ua-only-mobile'),
        },
        {
          _id: 'b',
          _type: 'banner',
          kind: 'retail',
          active: true,
          order: 2,
          title: { ua: 'Б' },
          imagePc: { ...ref('both-pc'), hotspot: { x: 0.2, y: 0.5, width: 0.1, height: 0.1 } },
          imagePcEn: { ...ref('both-pc-en'), crop: { top: 0, bottom: 0, left: 0.5, right: 0 } },
          imageMobile: ref('both-mobile'),
        },
      ]),
    )
    const images = async (locale: 'ua' | 'en') =>
      (await local.fetch<BannersQueryResult>(bannersQuery, { locale, kind: 'retail' })).map((b) => [
        b.imagePc?.url,
        b.imageMobile?.url,
      ])
    expect(await images('en')).toEqual([
      ['/media/cms/ua-only-pc.webp', '/media/cms/ua-only-mobile.webp'],
      ['/media/cms/both-pc-en.webp', '/media/cms/both-mobile.webp'],
    ])
    expect(await images('ua')).toEqual([
      ['/media/cms/ua-only-pc.webp', '/media/cms/ua-only-mobile.webp'],
      ['/media/cms/both-pc.webp', '/media/cms/both-mobile.webp'],
    ])
    // The crop and hotspot come with the image they were set on, never the other language's.
    const framing = async (locale: 'ua' | 'en') => {
      const pc = (await local.fetch<BannersQueryResult>(bannersQuery, { locale, kind: 'retail' }))[1]!.imagePc
      return { crop: pc?.crop ?? null, hotspot: pc?.hotspot ?? null }
    }
    expect(await framing('ua')).toEqual({ crop: null, hotspot: { x: 0.2, y: 0.5, width: 0.1, height: 0.1 } })
    expect(await framing('en')).toEqual({ crop: { top: 0, bottom: 0, left: 0.5, right: 0 }, hotspot: null })
  })

  it('field by field, on a dataset with gaps', async () => {
    const local = createLocalContentSource(
      ndjson([
        {
          _id: 'a',
          _type: 'advantage',
          order: 1,
          title: { ua: 'Оригінал', en: 'Original' },
          text: { ua: 'Лише офіційні дистрибʼютори' },
        },
        { _id: 'b', _type: 'advantage', order: 2, title: { ua: 'Доставка' } },
      ]),
    )
    expect(await local.fetch(advantagesQuery, { locale: 'en' })).toEqual([
      { _id: 'a', image: null, title: 'Original', text: 'Лише офіційні дистрибʼютори' },
      { _id: 'b', image: null, title: 'Доставка', text: null },
    ])
  })
})

describe('unpublished documents are dropped', () => {
  it('the checked-in dataset holds a draft and a release version, and neither shows', async () => {
    const { default: raw } = await import('../../cms/dataset/production.ndjson?raw')
    expect(raw).toContain('"_id":"drafts.blogPost-spf-every-day"')
    expect(raw).toContain('"_id":"versions.rSummerSale.page-about"')
    const posts = await source.fetch<BlogPostsQueryResult>(blogPostsQuery, { locale: 'ua' })
    expect(posts.filter((p) => p.slug === 'spf-every-day').map((p) => p.name)).toEqual([
      'Сонцезахист щодня: міфи та факти',
    ])
    const about = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'ua', slug: 'about' })
    expect(about?.title).toBe('Про нас')
    expect(await source.fetch(`count(*[_type == "page" && slug.current == "about"])`)).toBe(1)
    expect(await source.fetch(`count(*[_id in path("drafts.**") || _id in path("versions.**")])`)).toBe(0)
  })

  it('drafts.* and versions.* are removed when the dataset is parsed', async () => {
    const docs = parseDataset(
      ndjson([
        { _id: 'page-x', _type: 'page', slug: { current: 'x' }, title: { ua: 'Опубліковано' } },
        { _id: 'drafts.page-x', _type: 'page', slug: { current: 'x' }, title: { ua: 'Чернетка' } },
        { _id: 'versions.r1.page-x', _type: 'page', slug: { current: 'x' }, title: { ua: 'Реліз' } },
        { _id: 'drafts.page-y', _type: 'page', slug: { current: 'y' }, title: { ua: 'Лише чернетка' } },
      ]),
    )
    expect(docs.map((d) => d._id)).toEqual(['page-x'])
    const local = createLocalContentSource(ndjson(docs))
    expect(await local.fetch(`*[_type == "page"].title.ua`)).toEqual(['Опубліковано'])
    expect(await local.fetch(pageBySlugQuery, { locale: 'ua', slug: 'y' })).toBeNull()
  })

  it('the drafts perspective (the preview route only) puts each draft in place of its document; releases stay out', async () => {
    const docs = parseDataset(
      ndjson([
        { _id: 'page-x', _type: 'page', slug: { current: 'x' }, title: { ua: 'Опубліковано' } },
        { _id: 'drafts.page-x', _type: 'page', slug: { current: 'x' }, title: { ua: 'Чернетка' } },
        { _id: 'versions.r1.page-x', _type: 'page', slug: { current: 'x' }, title: { ua: 'Реліз' } },
        { _id: 'drafts.page-y', _type: 'page', slug: { current: 'y' }, title: { ua: 'Лише чернетка' } },
        { _id: 'page-z', _type: 'page', slug: { current: 'z' }, title: { ua: 'Без чернетки' } },
      ]),
      'drafts',
    )
    expect(docs.map((d) => [d._id, d._originalId])).toEqual([
      ['page-x', 'drafts.page-x'],
      ['page-z', undefined],
      ['page-y', 'drafts.page-y'],
    ])
    const drafts = createLocalContentSource(ndjson(docs), 'drafts')
    expect(await drafts.fetch(`*[_type == "page"] | order(_id).title.ua`)).toEqual([
      'Чернетка',
      'Лише чернетка',
      'Без чернетки',
    ])
  })
})

describe('SEO fields of pages and posts', () => {
  it('a page with them answers its description in each language and its sharing image', async () => {
    const ua = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'ua', slug: 'about' })
    const en = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'en', slug: 'about' })
    expect(ua?.seoDescription).toMatch(/^Професійна косметика від офіційних дистриб’юторів/)
    expect(en?.seoDescription).toMatch(/^Professional cosmetics from official distributors/)
    expect(ua?.shareImage?.url).toBe('/media/cms/blog-salon-partners.webp')
  })

  it('without them both are null (the storefront uses the text and the banner)', async () => {
    const page = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'ua', slug: 'delivery' })
    expect([page?.seoDescription, page?.shareImage]).toEqual([null, null])
    const post = await source.fetch<BlogPostBySlugQueryResult>(blogPostBySlugQuery, {
      locale: 'en',
      slug: 'spf-every-day',
    })
    expect(post?.seoDescription).toMatch(/^Do you need SPF in winter/)
    expect(post?.shareImage).toBeNull()
  })
})

describe('page by slug', () => {
  it('an unknown slug returns null', async () => {
    expect(await source.fetch(pageBySlugQuery, { locale: 'ua', slug: 'no-such-page' })).toBeNull()
    expect(await source.fetch(blogPostBySlugQuery, { locale: 'en', slug: 'no-such-post' })).toBeNull()
  })

  it('a page without a banner returns banner null (the storefront shows its default image)', async () => {
    const page = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'ua', slug: 'terms-of-use' })
    expect(page?.banner).toBeNull()
  })

  it('parameters are bound per call, never reused from an earlier query', async () => {
    const [about, payment] = await Promise.all([
      source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'en', slug: 'about' }),
      source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'ua', slug: 'payment' }),
    ])
    expect([about?.title, payment?.title]).toEqual(['About us', 'Оплата'])
  })
})

describe('parity with the Content Lake', () => {
  it('a missing parameter is an error, as on the Lake', async () => {
    await expect(source.fetch(pageBySlugQuery, { slug: 'about' })).rejects.toThrow(
      'param $locale referenced, but not provided',
    )
  })

  it('rich-text images come with their URL, size and alt text', async () => {
    const post = await source.fetch<BlogPostBySlugQueryResult>(blogPostBySlugQuery, {
      locale: 'ua',
      slug: 'professional-peeling',
    })
    const image = post!.text.find((block) => block._type === 'image')
    expect(image).toMatchObject({ url: '/media/cms/blog-peeling-aftercare.webp', width: 1200, height: 630 })
    expect(image && 'alt' in image && image.alt).toMatch(/SPF 50/)
  })

  it('rich-text links keep their hrefs in markDefs', async () => {
    const page = await source.fetch<PageBySlugQueryResult>(pageBySlugQuery, { locale: 'ua', slug: 'terms-of-use' })
    const hrefs = page!.text.flatMap((block) =>
      block._type === 'block' ? (block.markDefs?.map((def) => def.href) ?? []) : [],
    )
    expect(hrefs).toContain('mailto:info@beauty-store.com.ua')
  })

  it('results are copies: mutating one does not change the next answer', async () => {
    const first = await source.fetch<AdvantagesQueryResult>(advantagesQuery, { locale: 'ua' })
    first[0]!.title = 'змінено'
    const second = await source.fetch<AdvantagesQueryResult>(advantagesQuery, { locale: 'ua' })
    expect(second[0]!.title).toBe('Оригінальна продукція')
  })
})

function ndjson(docs: object[]): string {
  return docs.map((doc) => JSON.stringify(doc)).join('\n')
}
