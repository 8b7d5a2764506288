import { z } from 'zod'
import {
  type Advantage,
  type Banner,
  type BlogPost,
  type BlogPostSummary,
  type Page,
  portableTextSchema,
  type SiteSettings,
  type TranslationOverrides,
  type WholesalePage,
} from '../../app/contract/content'
import { SELLER_KINDS } from '../../app/domain/seller-identity'
import type { Locale } from '../../app/domain/locale'
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
import type { ContentSource } from '../adapters/content'
import { AppError } from '../../app/domain/app-error'
import { CACHE_TTL, type Cache, cacheKey } from './cache'
import { boxed, optionalBoxed, optionalFramed, rawFramed, rawOptionalFramed } from './content-framing'
import { BLOG_CARD_BOX, CONTENT_IMAGE_SIZES } from '../../app/domain/content-image-sizes'
import { shareImageUrl } from '../../app/domain/content-image-url'
import { noteDegraded } from './degraded'
import { sanitizePortableText } from './rich-text'

/**
 * What the GROQ projections of cms/queries.ts return. A document the Studio lets through with a
 * text or an entry missing costs that text or entry, not the whole block: an advantage without its
 * text, or settings without an address, must not blank every page's phones and legal details.
 * What is left out is counted (noteDegraded) and cms:check refuses it in the dataset.
 */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')
/** The entries that have their shape; one broken entry is left out, the others stay. */
const entriesOf = <S extends z.ZodType>(entry: S) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item): z.infer<S>[] => {
        const parsed = entry.safeParse(item)
        if (parsed.success) return [parsed.data]
        noteDegraded('content-entry', parsed.error)
        return []
      }),
    )
const labelled = z.object({ label: z.string().nullable(), href: z.string() })
const phone = z.object({ name: z.string(), phone: z.string() })
const rawSettings = z.object({
  retailPhones: entriesOf(phone),
  wholesalePhones: entriesOf(phone),
  workingHours: text,
  email: text,
  address: text,
  seller: z
    .object({
      kind: z.enum(SELLER_KINDS),
      name: z.string(),
      code: z.string(),
      iban: z.string(),
      // Settings published before the bank was asked for still name the seller.
      bank: z.string().catch(''),
      address: z.string(),
    })
    .nullable()
    .catch(null),
  socialLinks: z.record(z.string(), z.string().nullable()).nullable().catch(null),
  faqLinks: entriesOf(labelled),
  footerInfoLinks: entriesOf(labelled),
  footerPartnersText: z.string().nullable().catch(null),
  footerClientsText: z.string().nullable().catch(null),
  paymentMethods: entriesOf(z.object({ key: z.string(), label: z.string() })),
})
const rawBanner = z.object({
  _id: z.string(),
  title: z.string(),
  link: z.object({ href: z.string(), label: z.string().nullish() }).nullable(),
  imagePc: rawFramed,
  imageMobile: rawFramed,
})
const rawAdvantage = z.object({ _id: z.string(), image: z.string(), title: z.string(), text })
const rawSeo = {
  seoTitle: z.string().nullish(),
  seoDescription: z.string().nullable(),
  shareImage: rawOptionalFramed,
}
const seoOf = (raw: {
  seoTitle?: string | null
  seoDescription: string | null
  shareImage?: z.infer<typeof rawOptionalFramed>
}) => {
  const share = optionalFramed(raw.shareImage)
  return {
    title: raw.seoTitle?.trim() || null,
    description: raw.seoDescription?.trim() || null,
    image: share.image === null ? null : shareImageUrl(share.image, share.focus, CONTENT_IMAGE_SIZES.shareImage),
  }
}
const rawPage = z.object({
  slug: z.string(),
  title: z.string(),
  banner: rawOptionalFramed,
  text: portableTextSchema.nullable(),
  ...rawSeo,
})
const rawPostSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: rawOptionalFramed,
  date: z.string(),
  translated: z.boolean().default(true),
})
const rawPost = rawPostSummary.extend({ text: portableTextSchema.nullable(), ...rawSeo })
const rawWholesalePage = z.object({
  title: z.string(),
  paragraphs: z.array(z.string().nullable()),
  bannerPc: rawFramed,
  bannerMobile: rawFramed,
})
const rawTranslations = z.array(z.object({ key: z.string(), value: z.string() }))

/** Slugs are the cache key's suffix; the schema allows only these characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const summary = (p: z.infer<typeof rawPostSummary>): BlogPostSummary => {
  return {
    id: p._id,
    slug: p.slug,
    name: p.name,
    image: optionalBoxed(p.image, CONTENT_IMAGE_SIZES.blogCover),
    card_image: optionalBoxed(p.image, BLOG_CARD_BOX),
    date: p.date,
    translated: p.translated,
  }
}

const links = (list: z.infer<typeof labelled>[]) => list.map((l) => ({ label: l.label ?? l.href, href: l.href }))

/** Marketing content from Sanity, localised by the queries, shaped to the contract and cached per locale. */
export function createContentService(source: ContentSource, cache: Cache) {
  const load = async <S extends z.ZodType>(
    query: string,
    params: Record<string, unknown>,
    schema: S,
  ): Promise<z.infer<S>> => {
    let raw: unknown
    try {
      raw = await source.fetch(query, params)
    } catch (error) {
      // Sanity down or slow: the cache answers its last good copy; with none, a clean 503.
      noteDegraded('content-fetch', error)
      throw new AppError('unavailable', 'Content is temporarily unavailable')
    }
    return schema.parse(raw)
  }

  return {
    banners(kind: 'retail' | 'wholesale', locale: Locale): Promise<Banner[]> {
      return cache.getOrLoad(cacheKey('banners', locale, 'retail', kind), CACHE_TTL.banners, async () =>
        (await load(bannersQuery, { locale, kind }, entriesOf(rawBanner))).map((b) => ({
          id: b._id,
          title: b.title,
          link: b.link?.href ?? null,
          link_label: b.link?.label?.trim() || null,
          pc: boxed(b.imagePc, CONTENT_IMAGE_SIZES.bannerPc),
          mobile: boxed(b.imageMobile, CONTENT_IMAGE_SIZES.bannerMobile),
        })),
      )
    },

    advantages(locale: Locale): Promise<Advantage[]> {
      return cache.getOrLoad(cacheKey('advantages', locale), CACHE_TTL.advantages, async () =>
        (await load(advantagesQuery, { locale }, entriesOf(rawAdvantage))).map((a) => ({
          id: a._id,
          image: a.image,
          title: a.title,
          text: a.text,
        })),
      )
    },

    /** A content page (about, delivery, …) or null when there is none with that slug. */
    async page(slug: string, locale: Locale): Promise<Page | null> {
      if (!SLUG.test(slug)) return null
      return cache.getOrLoad(cacheKey('pages', locale, 'retail', slug), CACHE_TTL.pages, async () => {
        const page = await load(pageBySlugQuery, { locale, slug }, rawPage.nullable())
        return (
          page && {
            slug: page.slug,
            title: page.title,
            banner: optionalBoxed(page.banner, CONTENT_IMAGE_SIZES.pageBanner),
            text: sanitizePortableText(page.text ?? []),
            seo: seoOf(page),
          }
        )
      })
    },

    /** Every post, newest first (spec §2 Blog: image, name, date). */
    blogPosts(locale: Locale): Promise<BlogPostSummary[]> {
      return cache.getOrLoad(cacheKey('blogPosts', locale, 'retail', 'list'), CACHE_TTL.blogPosts, async () =>
        (await load(blogPostsQuery, { locale }, z.array(rawPostSummary))).map(summary),
      )
    },

    async blogPost(slug: string, locale: Locale): Promise<BlogPost | null> {
      if (!SLUG.test(slug)) return null
      return cache.getOrLoad(cacheKey('blogPosts', locale, 'retail', `slug:${slug}`), CACHE_TTL.blogPosts, async () => {
        const post = await load(blogPostBySlugQuery, { locale, slug }, rawPost.nullable())
        return post && { ...summary(post), text: sanitizePortableText(post.text ?? []), seo: seoOf(post) }
      })
    },

    /** The /opt page (spec §2 Wholesale page). */
    wholesalePage(locale: Locale): Promise<WholesalePage | null> {
      return cache.getOrLoad(cacheKey('wholesalePage', locale), CACHE_TTL.wholesalePage, async () => {
        const page = await load(wholesalePageQuery, { locale }, rawWholesalePage.nullable())
        return (
          page && {
            title: page.title,
            paragraphs: page.paragraphs.filter((p): p is string => !!p),
            pc: boxed(page.bannerPc, CONTENT_IMAGE_SIZES.bannerPc),
            mobile: boxed(page.bannerMobile, CONTENT_IMAGE_SIZES.bannerMobile),
          }
        )
      })
    },

    /** UI label overrides of the Sanity translations document, merged by the storefront over its bundled texts. */
    async translations(locale: Locale): Promise<TranslationOverrides> {
      return cache.getOrLoadShared(cacheKey('translations', locale), CACHE_TTL.translations, async () =>
        Object.fromEntries((await load(translationsQuery, { locale }, rawTranslations)).map((e) => [e.key, e.value])),
      )
    },

    siteSettings(locale: Locale): Promise<SiteSettings> {
      return cache.getOrLoadShared(cacheKey('siteSettings', locale), CACHE_TTL.siteSettings, async () => {
        const s = await load(siteSettingsQuery, { locale }, rawSettings)
        return {
          phones: { retail: s.retailPhones, wholesale: s.wholesalePhones },
          workingHours: s.workingHours,
          email: s.email,
          address: s.address,
          seller: s.seller,
          social: Object.entries(s.socialLinks ?? {}).flatMap(([network, url]) => (url ? [{ network, url }] : [])),
          faq: links(s.faqLinks),
          footerLinks: links(s.footerInfoLinks),
          partnersText: s.footerPartnersText ?? '',
          clientsText: s.footerClientsText ?? '',
          paymentMethods: s.paymentMethods,
        }
      })
    },
  }
}
export type ContentService = ReturnType<typeof createContentService>
