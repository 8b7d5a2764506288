/**
 * Field rules shared by the Studio schema and scripts/cms-check.ts (which checks the local
 * dataset offline, where the Studio's own validation cannot run). No `sanity` import here.
 */
export { isSafeHref } from '../../app/domain/safe-href'
import { toLatin } from '../../app/domain/transliterate'
import { CONTENT_IMAGE_SIZES, type ContentImageKind } from '../../app/domain/content-image-sizes'
export { CONTENT_IMAGE_SIZES, type ContentImageKind }
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

/** An image asset's size as Sanity's metadata gives it, and the crop the marketer drew (fractions cut off each side). */
export interface ImageAssetSize {
  width: number
  height: number
  /** A vector (SVG) picture is sharp at any size. */
  vector?: boolean
}
export interface ImageCropFractions {
  top?: number
  bottom?: number
  left?: number
  right?: number
}

/**
 * What is wrong with a picture's size for where the store shows it (CONTENT_IMAGE_SIZES): at
 * `error`, smaller than its box on a 1× screen (the store stretches it on every screen); at
 * `warning`, smaller than the size the store asks for (soft on a sharp screen). The Studio's crop
 * counts: what is cut off is not shown. Null when it is fine.
 */
export function imageSizeProblem(
  kind: ContentImageKind,
  asset: ImageAssetSize,
  crop: ImageCropFractions | null | undefined,
  level: 'error' | 'warning',
): string | null {
  if (asset.vector) return null
  // Below the least size the error says it all.
  if (level === 'warning' && imageSizeProblem(kind, asset, crop, 'error')) return null
  const spec = CONTENT_IMAGE_SIZES[kind]
  const need = level === 'error' ? spec.least : spec
  const width = Math.round(asset.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0)))
  const height = Math.round(asset.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0)))
  if (width >= need.width && height >= need.height) return null
  const cropped = width !== asset.width || height !== asset.height
  const size = `${width}×${height} px${cropped ? ' (після обрізання)' : ''}`
  return level === 'error'
    ? `Зображення ${size} замале: сайт розтягне його й воно буде розмитим. Потрібно щонайменше ${need.width}×${need.height}, краще ${spec.width}×${spec.height}`
    : `Зображення ${size} менше за рекомендовані ${spec.width}×${spec.height}: на чітких екранах воно буде трохи розмитим`
}

/** The size the Studio names in an image field's description: «1600×500». */
export const imageSizeLabel = (kind: ContentImageKind) =>
  `${CONTENT_IMAGE_SIZES[kind].width}×${CONTENT_IMAGE_SIZES[kind].height}`
