import {
  inStock,
  itemDescription,
  itemTitle,
  picturesOf,
  productWarnings,
  retailPrices,
  stockQuantity,
  variantUrl,
} from './rules'
import { absoluteUrl, cdata, descriptionHtml, xml } from './text'
import type { FeedContext, FeedEntry, FeedProduct } from './types'

/**
 * Rozetka YML (seller requirements for the XML price list, checked 2026-11-28): one offer per variant
 * with a stable id (the variant's id), `available`, `price` and `price_old` (the shelf price while
 * discounted), UAH, the store category, up to 15 pictures, `vendor`, `name`/`name_ua` and
 * `description`/`description_ua` in CDATA, volume and series as `param`s, and `stock_quantity`.
 * The store keeps no Russian text, so `name` and `description` carry the Ukrainian ones too.
 */
export const ROZETKA_LIMITS = { title: 255, description: 50_000, pictures: 15 } as const

export function rozetkaEntry(p: FeedProduct, ctx: FeedContext): FeedEntry {
  const plain = itemDescription(p, 'ua', ROZETKA_LIMITS.description)
  const warnings = productWarnings(p, 'ua', ROZETKA_LIMITS.title, plain)
  const description = descriptionHtml(plain)
  let out = ''
  let items = 0
  const names: string[] = []
  for (const v of p.variants) {
    const prices = retailPrices(v)
    if (!prices) continue
    const name = itemTitle(p, v, 'ua', ROZETKA_LIMITS.title, true).title
    const pictures = picturesOf(p, v).slice(0, ROZETKA_LIMITS.pictures)
    const params =
      (v.valueUa ? `<param name="Об'єм">${xml(v.valueUa)}</param>` : '') +
      (p.serie.trim() ? `<param name="Серія">${xml(p.serie.trim())}</param>` : '')
    out +=
      `<offer id="${v.id}" available="${inStock(v)}">` +
      `<url>${xml(variantUrl(ctx.siteUrl, p, v, 'ua'))}</url>` +
      `<price>${prices.effectiveUah}</price>` +
      (prices.saleUah === null ? '' : `<price_old>${prices.regularUah}</price_old>`) +
      '<currencyId>UAH</currencyId>' +
      `<categoryId>${p.categoryId}</categoryId>` +
      pictures.map((pic) => `<picture>${xml(absoluteUrl(ctx.siteUrl, pic))}</picture>`).join('') +
      `<vendor>${xml(p.brandName.trim())}</vendor>` +
      `<article>${xml(v.code)}</article>` +
      `<name>${xml(name)}</name><name_ua>${xml(name)}</name_ua>` +
      `<description>${cdata(description)}</description><description_ua>${cdata(description)}</description_ua>` +
      params +
      `<stock_quantity>${stockQuantity(v)}</stock_quantity>` +
      '</offer>\n'
    items++
    names.push(name)
  }
  return { xml: out, items, warnings, names }
}
