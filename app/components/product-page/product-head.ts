import type { Product } from '../../contract/catalogue'
import type { Review } from '../../contract/reviews'
import type { Locale } from '../../domain/locale'
import { getI18n } from '../../i18n'
import { absoluteUrl, breadcrumbJsonLd, jsonLdScript, localizedUrl, pageMeta, productJsonLd } from '../../lib/seo'
import { productCrumbs, retailPrice, selectVariant, variantAvailability } from './product-model'

/**
 * The product page's head: title, description (staff's SEO texts when set), Open Graph, and Product +
 * BreadcrumbList JSON-LD.
 * Canonical and hreflang come from the root (path only, so `?variant=` pages share the product's).
 * Prices are the anonymous retail ones the server rendered; the reviews are the newest published ones.
 */
export function productHead(
  product: Product,
  variantCode: string | undefined,
  siteUrl: string,
  locale: Locale,
  reviews: Review[] = [],
  seo: { title: string | null; description: string | null } = { title: null, description: null },
) {
  const t = getI18n(locale).t
  const variant = selectVariant(product, variantCode)
  const path = `/product/${product.slug}`
  const price = variant ? retailPrice(variant).current : 0
  const image = variant?.images[0]?.l ?? product.variants.find((v) => v.images.length > 0)?.images[0]?.l
  // Staff's own texts win; without them, the title and description made from the product.
  const title = seo.title ?? t('seo.product_title', { name: product.name, brand: product.brand.name })
  const human = product.human.trim()
  const sentence = human && !/[.!?…]$/.test(human) ? `${human}.` : human
  const description =
    seo.description ??
    t('seo.product_description', {
      name: product.name,
      brand: product.brand.name,
      human: sentence,
      price,
    })

  const productLd = productJsonLd(siteUrl, {
    name: product.name,
    description: product.description || product.human,
    images: (variant?.images ?? []).map((i) => i.l).concat(variant?.images.length ? [] : image ? [image] : []),
    sku: variant?.code ?? '',
    brand: product.brand.name,
    url: path,
    offers: product.variants.map((v) => ({
      sku: v.code,
      priceUah: retailPrice(v).current,
      availability: variantAvailability(v),
      url: v.url,
    })),
    rating: product.rating,
    reviews: reviews
      .filter((r) => r.type === 'COMMENT' && r.rate !== null && r.status === 'published')
      .map((r) => ({ author: r.user_name || t('reviews.customer'), date: r.date, body: r.text, rating: r.rate! })),
  })
  const crumbs = productCrumbs(product, { home: t('product_page.home'), catalogue: t('product_page.catalogue') })

  return {
    meta: pageMeta({
      title,
      description,
      locale,
      type: 'product',
      url: localizedUrl(siteUrl, path, locale),
      image: image ? absoluteUrl(siteUrl, image) : undefined,
    }),
    scripts: [jsonLdScript(productLd), jsonLdScript(breadcrumbJsonLd(siteUrl, crumbs))],
  }
}
