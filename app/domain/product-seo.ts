import { META_DESCRIPTION_LIMIT } from './meta-text'
import type { Locale } from './locale'

/**
 * A product's own search-engine title and description, per language. Search engines show about 60–70
 * characters of a title and 160 of a description, so longer texts are refused rather than cut where
 * the staff member cannot see it. Plain text only (the no-markup rule of names). An empty one means
 * "the generated one", in that language: an English page never shows the Ukrainian SEO text.
 */
export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = META_DESCRIPTION_LIMIT

export interface ProductSeoTexts {
  seoTitleUa: string
  seoTitleEn: string
  seoDescriptionUa: string
  seoDescriptionEn: string
}

/** The page's SEO title and description in its language; null where staff set none. */
export function productSeo(
  locale: Locale,
  texts: ProductSeoTexts,
): { title: string | null; description: string | null } {
  const title = (locale === 'en' ? texts.seoTitleEn : texts.seoTitleUa).trim()
  const description = (locale === 'en' ? texts.seoDescriptionEn : texts.seoDescriptionUa).trim()
  return { title: title || null, description: description || null }
}
