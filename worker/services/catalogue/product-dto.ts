import type { Product, ProductRating, Variant } from '../../../app/contract/catalogue'
import { visibleStock } from '../../../app/domain/availability'
import { type Locale, localized } from '../../../app/domain/locale'
import { roundedAverage } from '../../../app/domain/reviews'
import type { ProductRow, RatingRow, VariantImageRow, VariantRow } from '../../../db/queries/catalogue'
import { mediaUrl } from '../media-url'
import { partnerPrices } from '../../../app/domain/partner-tier'
import type { Viewer } from '../../../app/domain/viewer'

export function toVariantDto(
  row: VariantRow,
  images: VariantImageRow[],
  productSlug: string,
  locale: Locale,
  viewer: Viewer,
  brandId: number,
): Variant {
  const wholesale = viewer.isWholesaler
  const prices = partnerPrices(row, brandId, viewer)
  return {
    id: row.id,
    code: row.code,
    value: localized(locale, row.valueUa, row.valueEn),
    url: `/product/${productSlug}?variant=${encodeURIComponent(row.code)}`,
    price: row.priceUah,
    discount_price: row.discountPriceUah,
    whoosale_price: wholesale ? prices.wholesalePriceUah : null,
    discount_whoosale_price: wholesale ? prices.discountWholesalePriceUah : null,
    stock: visibleStock(row, wholesale),
    stock_opt: wholesale ? row.stockOpt : null,
    pack_size: wholesale ? row.packSize : null,
    views: row.views,
    images: images.map((img) => ({ xs: mediaUrl(img.xs)!, s: mediaUrl(img.s)!, l: mediaUrl(img.l)! })),
  }
}

export function toProductDtos(
  rows: ProductRow[],
  {
    variants: variantRows,
    images: imageRows,
    ratings,
  }: { variants: VariantRow[]; images: VariantImageRow[]; ratings: RatingRow[] },
  locale: Locale,
  viewer: Viewer,
): Product[] {
  const imagesByVariant = groupBy(imageRows, (i) => i.variantId)
  const variantsByProduct = groupBy(variantRows, (v) => v.productId)
  const ratingByProduct = new Map(ratings.map((r) => [r.productId, r]))
  return rows.map(({ product: p, brand, category, parent }) => ({
    id: p.id,
    name: localized(locale, p.nameUa, p.nameEn),
    slug: p.slug,
    human: localized(locale, p.shortUa, p.shortEn),
    description: localized(locale, p.descriptionUa, p.descriptionEn),
    prescription: localized(locale, p.prescriptionUa, p.prescriptionEn),
    application: localized(locale, p.applicationUa, p.applicationEn),
    composition: p.composition,
    serie: p.serie,
    sort_order: p.sortOrder,
    views: p.views,
    brand,
    category: {
      id: category.id,
      name: localized(locale, category.nameUa, category.nameEn),
      slug: category.slug,
      parent_id: category.parentId,
      parent_slug: parent?.slug ?? null,
      parent_name: parent ? localized(locale, parent.nameUa, parent.nameEn) : null,
    },
    unit: [{ unit: localized(locale, p.unitUa, p.unitEn) }],
    variants: (variantsByProduct.get(p.id) ?? []).map((v) =>
      toVariantDto(v, imagesByVariant.get(v.id) ?? [], p.slug, locale, viewer, brand.id),
    ),
    rating: productRating(ratingByProduct.get(p.id)),
  }))
}

function productRating(row: RatingRow | undefined): ProductRating {
  const count = Number(row?.count ?? 0)
  return { average: roundedAverage(Number(row?.sum ?? 0), count), count }
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = map.get(k)
    if (list) list.push(item)
    else map.set(k, [item])
  }
  return map
}
