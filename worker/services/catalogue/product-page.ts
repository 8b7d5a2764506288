import type { Product } from '../../../app/contract/catalogue'
import type { ReviewPage } from '../../../app/contract/reviews'
import type { Locale } from '../../../app/domain/locale'
import { productSeo } from '../../../app/domain/product-seo'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../../../app/domain/reviews'
import type { Viewer } from '../../../app/domain/viewer'
import type { Db } from '../../../db/client'
import { productPageRows } from '../../../db/queries/product-page'
import { toReviewDtos } from '../reviews/review-dto'
import { toProductDtos } from './product-dto'

export interface ProductPageData {
  product: Product
  /** The first page of each review tab, as an anonymous visitor sees it (also the JSON-LD's reviews). */
  reviews: Record<ReviewType, ReviewPage>
  /** Staff's own title and description for the page's head in its language, null where none is set. */
  seo: { title: string | null; description: string | null }
}

/**
 * The product page's product and first review pages from one database round trip. The viewer (who
 * may need a look-up of their own) is awaited only once the rows are asked for, so the two overlap.
 * Null for an unknown or inactive slug.
 */
export async function productPage(
  db: Db,
  slug: string,
  locale: Locale,
  viewer: Viewer | Promise<Viewer>,
): Promise<ProductPageData | null> {
  const found = await productPageRows(db, slug, REVIEWS_PAGE_SIZE)
  if (!found) return null
  const [product] = toProductDtos([found.row], found.media, locale, await viewer)
  const page = ({ rows, replies, count }: (typeof found.reviews)[ReviewType]): ReviewPage => ({
    count,
    results: toReviewDtos(rows, replies, null),
  })
  return {
    product: product!,
    reviews: { COMMENT: page(found.reviews.COMMENT), QUESTION: page(found.reviews.QUESTION) },
    seo: productSeo(locale, found.seo),
  }
}
