import type { Locale } from '../domain/locale'

/** The storefront's own banner for a page without one, with words in the page's language (rendered into R2 with the CMS images). */
export function defaultPageBanner(locale: Locale): string {
  return locale === 'en' ? '/media/cms/page-default.en.webp' : '/media/cms/page-default.webp'
}
