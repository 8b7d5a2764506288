import { z } from 'zod'
import type { Advantage, Banner, SiteSettings } from '../../app/contract/content'
import type { Locale } from '../../app/domain/locale'
import { advantagesQuery, bannersQuery, siteSettingsQuery } from '../../cms/queries'
import type { ContentSource } from '../adapters/content'
import { CACHE_TTL, type Cache, cacheKey } from './cache'

/** What the GROQ projections of cms/queries.ts return; checked here so a bad document fails loudly. */
const labelled = z.object({ label: z.string().nullable(), href: z.string() })
const rawSettings = z.object({
  retailPhones: z.array(z.object({ name: z.string(), phone: z.string() })),
  wholesalePhones: z.array(z.object({ name: z.string(), phone: z.string() })),
  workingHours: z.string(),
  email: z.string(),
  address: z.string(),
  socialLinks: z.record(z.string(), z.string().nullable()).nullable(),
  faqLinks: z.array(labelled),
  footerInfoLinks: z.array(labelled),
  footerPartnersText: z.string().nullable(),
  footerClientsText: z.string().nullable(),
  paymentMethods: z.array(z.object({ key: z.string(), label: z.string() })),
})
const rawBanner = z.object({
  _id: z.string(),
  title: z.string(),
  link: z.object({ href: z.string() }).nullable(),
  imagePc: z.string(),
  imageMobile: z.string(),
})
const rawAdvantage = z.object({ _id: z.string(), image: z.string(), title: z.string(), text: z.string() })

const links = (list: z.infer<typeof labelled>[]) => list.map((l) => ({ label: l.label ?? l.href, href: l.href }))

/** Marketing content from Sanity, localised by the queries, shaped to the contract and cached per locale. */
export function createContentService(source: ContentSource, cache: Cache) {
  const load = async <S extends z.ZodType>(query: string, params: Record<string, unknown>, schema: S): Promise<z.infer<S>> =>
    schema.parse(await source.fetch(query, params))

  return {
    banners(kind: 'retail' | 'wholesale', locale: Locale): Promise<Banner[]> {
      return cache.getOrLoad(cacheKey('banners', locale, 'retail', kind), CACHE_TTL.banners, async () =>
        (await load(bannersQuery, { locale, kind }, z.array(rawBanner))).map((b) => ({
          id: b._id,
          title: b.title,
          link: b.link?.href ?? null,
          pc: { image: b.imagePc },
          mobile: { image: b.imageMobile },
        })),
      )
    },

    advantages(locale: Locale): Promise<Advantage[]> {
      return cache.getOrLoad(cacheKey('advantages', locale), CACHE_TTL.advantages, async () =>
        (await load(advantagesQuery, { locale }, z.array(rawAdvantage))).map((a) => ({ id: a._id, image: a.image, title: a.title, text: a.text })),
      )
    },

    siteSettings(locale: Locale): Promise<SiteSettings> {
      return cache.getOrLoad(cacheKey('siteSettings', locale), CACHE_TTL.siteSettings, async () => {
        const s = await load(siteSettingsQuery, { locale }, rawSettings)
        return {
          phones: { retail: s.retailPhones, wholesale: s.wholesalePhones },
          workingHours: s.workingHours,
          email: s.email,
          address: s.address,
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
