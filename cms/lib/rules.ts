/**
 * Field rules shared by the Studio schema and scripts/cms-check.ts (which checks the local
 * dataset offline, where the Studio's own validation cannot run). No `sanity` import here.
 */
export { isSafeHref } from '../../app/domain/safe-href'
/** Search engines show about this many characters of a description; the storefront cuts there too. */
export { META_DESCRIPTION_LIMIT } from '../../app/domain/meta-text'

/** As displayed: +38 (067) 123-45-67. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{10,20}$/

/** The storefront's i18n keys: `home.latest`, `header.recall`. */
export const TRANSLATION_KEY_PATTERN = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)*$/

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
