import { ymlDate } from './yml'
import { inStock, itemDescription, picturesOf, productWarnings, retailPrices, valueOf, variantUrl } from './rules'
import { absoluteUrl, cut, xml } from './text'
import type { FeedCategory, FeedContext, FeedEntry, FeedProduct, FeedWarning } from './types'

/**
 * Hotline XML price list (Hotline's technical requirements for price lists, checked 2026-11-28):
 * `price` with `date`, `firmName`, the categories, then `items/item` with `id`, `categoryId`,
 * `code`, `vendor`, `name`, `description`, `url`, `image`, `priceRUAH` and `stock`, in Ukrainian.
 * Content rules: no names in capitals only, no advertising words ("sale", "cheap", "new" and the
 * like) in names, no HTML. A variant out of stock is "Під замовлення": the store takes pre-orders.
 */
export const HOTLINE_LIMITS = { title: 200, description: 3000 } as const

/** Advertising words Hotline refuses in a name, in Ukrainian, Russian and English. */
const AD_WORDS =
  /(?<![\p{L}\p{N}])(sale|cheap|new|hit|розпродаж\p{L}*|знижк\p{L}*|акці\p{L}*|дешев\p{L}*|новинк\p{L}*|хіт|распродаж\p{L}*|скидк\p{L}*|акци\p{L}*)(?![\p{L}\p{N}])/giu

/** A name Hotline accepts: advertising words removed, and a name in capitals only written in sentence case. */
export function hotlineName(name: string, brand: string): { name: string; changed: boolean } {
  let clean = name
    .replace(AD_WORDS, ' ')
    .replace(/\s*[!]+/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:–-]+|[\s,;:–-]+$/g, '')
    .trim()
  const letters = clean.replace(/[^\p{L}]/gu, '')
  if (letters.length > 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    // The brand keeps its own spelling (RICA stays RICA); the rest becomes "Крем для рук".
    const lower = clean.toLocaleLowerCase('uk')
    clean = lower.charAt(0).toLocaleUpperCase('uk') + lower.slice(1)
    if (brand) clean = clean.replace(new RegExp(escapeRegExp(brand), 'iu'), brand)
  }
  return { name: clean, changed: clean !== name.trim() }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function hotlineHead(
  siteUrl: string,
  at: Date,
  categories: readonly FeedCategory[],
  channelCategory: (id: number) => string | null,
): string {
  // Kyiv time, as the store's YML feeds write it: the date carries no zone, so Hotline reads it as local.
  const date = ymlDate(at)
  const categoryXml = categories
    .map(
      (c) =>
        `<category><id>${c.id}</id>${c.parentId === null ? '' : `<parentId>${c.parentId}</parentId>`}<name>${xml(channelCategory(c.id) ?? c.nameUa)}</name></category>\n`,
    )
    .join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<price>\n<date>${date}</date>\n<firmName>Beauty Pro</firmName>\n<firmId>${xml(new URL(siteUrl).host)}</firmId>\n` +
    `<categories>\n${categoryXml}</categories>\n<items>\n`
  )
}
export const HOTLINE_TAIL = '</items>\n</price>\n'

export function hotlineEntry(p: FeedProduct, ctx: FeedContext): FeedEntry {
  const description = itemDescription(p, 'ua', HOTLINE_LIMITS.description)
  const warnings: FeedWarning[] = productWarnings(p, 'ua', HOTLINE_LIMITS.title, description)
  const brand = p.brandName.trim()
  let out = ''
  let items = 0
  const names: string[] = []
  for (const v of p.variants) {
    const prices = retailPrices(v)
    if (!prices) continue
    const value = valueOf(v, 'ua')
    const { name: clean, changed } = hotlineName(p.nameUa, brand)
    if (changed && !warnings.includes('words_removed')) warnings.push('words_removed')
    const name = value && !clean.toLowerCase().includes(value.toLowerCase()) ? `${clean} ${value}` : clean
    const picture = picturesOf(p, v)[0]
    out +=
      '<item>' +
      `<id>${v.id}</id>` +
      `<categoryId>${p.categoryId}</categoryId>` +
      `<code>${xml(v.code)}</code>` +
      (v.barcode ? `<barcode>${xml(v.barcode)}</barcode>` : '') +
      `<vendor>${xml(brand)}</vendor>` +
      `<name>${xml(cut(name, HOTLINE_LIMITS.title))}</name>` +
      `<description>${xml(description)}</description>` +
      `<url>${xml(variantUrl(ctx.siteUrl, p, v, 'ua'))}</url>` +
      (picture ? `<image>${xml(absoluteUrl(ctx.siteUrl, picture))}</image>` : '') +
      `<priceRUAH>${prices.effectiveUah}</priceRUAH>` +
      (prices.saleUah === null ? '' : `<oldprice>${prices.regularUah}</oldprice>`) +
      `<stock>${inStock(v) ? 'В наявності' : 'Під замовлення'}</stock>` +
      '<condition>0</condition>' +
      '</item>\n'
    items++
    names.push(cut(name, HOTLINE_LIMITS.title))
  }
  return { xml: out, items, warnings, names }
}
