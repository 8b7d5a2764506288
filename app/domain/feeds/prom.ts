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
 * Prom.ua YML import (Prom's help on the YML format, checked 2026-11-28): offers with `available`
 * ("true" in stock, "false" made to order, which is how the store sells what it has not in stock),
 * `price` and `oldprice`, UAH, the store category and Prom's own (`portal_category_id`), up to 10
 * pictures, `vendor`, `vendorCode`, `name_ua`/`description_ua`, `param`s and `quantity_in_stock`.
 *
 * Wholesale: Prom carries a quantity price (`prices/price` with `value` and `quantity`), which every
 * Prom buyer sees. The store's partner prices are for approved partners only, so the feed carries the
 * wholesale price column there only when staff set the quantity it starts from (null: not at all),
 * and never a discounted wholesale price.
 */
export const PROM_LIMITS = { title: 100, description: 12_000, pictures: 10 } as const

export function promEntry(p: FeedProduct, ctx: FeedContext): FeedEntry {
  const description = itemDescription(p, 'ua', PROM_LIMITS.description)
  const warnings = productWarnings(p, 'ua', PROM_LIMITS.title, description)
  const portalCategory = ctx.channelCategory(p.categoryId)
  const minQuantity = ctx.promWholesaleMinQuantity ?? null
  let out = ''
  let items = 0
  const names: string[] = []
  for (const v of p.variants) {
    const prices = retailPrices(v)
    if (!prices) continue
    const name = itemTitle(p, v, 'ua', PROM_LIMITS.title, true).title
    const pictures = picturesOf(p, v).slice(0, PROM_LIMITS.pictures)
    const wholesale =
      minQuantity !== null && v.wholesalePriceUah > 0 && v.wholesalePriceUah < prices.effectiveUah
        ? `<prices><price><value>${v.wholesalePriceUah}</value><quantity>${minQuantity}</quantity></price></prices>`
        : ''
    out +=
      `<offer id="${v.id}" available="${inStock(v)}" group_id="${p.id}">` +
      `<url>${xml(variantUrl(ctx.siteUrl, p, v, 'ua'))}</url>` +
      `<price>${prices.effectiveUah}</price>` +
      (prices.saleUah === null ? '' : `<oldprice>${prices.regularUah}</oldprice>`) +
      wholesale +
      '<currencyId>UAH</currencyId>' +
      `<categoryId>${p.categoryId}</categoryId>` +
      (portalCategory && /^\d+$/.test(portalCategory)
        ? `<portal_category_id>${portalCategory}</portal_category_id>`
        : '') +
      pictures.map((pic) => `<picture>${xml(absoluteUrl(ctx.siteUrl, pic))}</picture>`).join('') +
      `<vendor>${xml(p.brandName.trim())}</vendor>` +
      `<vendorCode>${xml(v.code)}</vendorCode>` +
      (v.barcode ? `<barcode>${xml(v.barcode)}</barcode>` : '') +
      `<name>${xml(name)}</name><name_ua>${xml(name)}</name_ua>` +
      `<description>${cdata(descriptionHtml(description))}</description><description_ua>${cdata(descriptionHtml(description))}</description_ua>` +
      (v.valueUa ? `<param name="Об'єм">${xml(v.valueUa)}</param>` : '') +
      (p.serie.trim() ? `<param name="Серія">${xml(p.serie.trim())}</param>` : '') +
      `<quantity_in_stock>${stockQuantity(v)}</quantity_in_stock>` +
      '</offer>\n'
    items++
    names.push(name)
  }
  return { xml: out, items, warnings, names }
}
