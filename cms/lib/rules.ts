/**
 * Field rules shared by the Studio schema and scripts/cms-check.ts (which checks the local
 * dataset offline, where the Studio's own validation cannot run). No `sanity` import here.
 */
export { isSafeHref } from '../../app/domain/safe-href'
import { toLatin } from '../../app/domain/transliterate'
/** Search engines show about this many characters of a description; the storefront cuts there too. */
export { META_DESCRIPTION_LIMIT } from '../../app/domain/meta-text'

/** As displayed: +38 (067) 123-45-67. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{10,20}$/

/** The storefront's i18n keys: `home.latest`, `header.recall`. */
export const TRANSLATION_KEY_PATTERN = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)*$/

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The Studio's «Згенерувати» for a slug: from the English title, else the Ukrainian one in the
 * national transliteration («Оплата і доставка» → oplata-i-dostavka). Sanity's own slugify drops
 * Cyrillic, so a page with only a Ukrainian title got an empty slug and a saved one was erased.
 */
export function slugFromTitle(title: string): string {
  return toLatin(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/, '')
}

/** The title a slug is made from: English when there is one, the Ukrainian otherwise. */
export const slugSource = (field: 'title' | 'name') => (doc: Record<string, unknown>) => {
  const title = doc[field] as { en?: string; ua?: string } | undefined
  return title?.en?.trim() || title?.ua || ''
}
