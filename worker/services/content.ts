import { z } from 'zod'
import { type Advantage, advantageSchema, type Banner, bannerSchema, type SiteSettings, siteSettingsSchema } from '../../app/contract/content'
import type { Locale } from '../../app/domain/locale'
import { advantagesQuery, bannersQuery, siteSettingsQuery } from '../../cms/queries'
import type { ContentSource } from '../adapters/content'
import { CACHE_TTL, type Cache, cacheKey } from './cache'

/**
 * Marketing content from Sanity, localised by the queries and checked against the contract, so a
 * malformed document fails here rather than in a page.
 */
export function createContentService(source: ContentSource, cache: Cache) {
  async function load<S extends z.ZodType>(query: string, params: Record<string, unknown>, schema: S): Promise<z.infer<S>> {
    return schema.parse(await source.fetch(query, params))
  }

  return {
    banners(kind: 'retail' | 'wholesale', locale: Locale): Promise<Banner[]> {
      return cache.getOrLoad(cacheKey('banners', locale, 'retail', kind), CACHE_TTL.banners, () =>
        load(bannersQuery, { locale, kind }, z.array(bannerSchema)),
      )
    },
    advantages(locale: Locale): Promise<Advantage[]> {
      return cache.getOrLoad(cacheKey('advantages', locale), CACHE_TTL.advantages, () =>
        load(advantagesQuery, { locale }, z.array(advantageSchema)),
      )
    },
    siteSettings(locale: Locale): Promise<SiteSettings> {
      return cache.getOrLoad(cacheKey('siteSettings', locale), CACHE_TTL.siteSettings, () =>
        load(siteSettingsQuery, { locale }, siteSettingsSchema),
      )
    },
  }
}
export type ContentService = ReturnType<typeof createContentService>
