import type { Locale } from '../../domain/locale'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../../domain/reviews'
import { signedIn } from './query'
import { reviewKeys } from './reviews'
import { storeClient, storeQuery } from './use-store-query'

/** A product's first page of reviews or questions as the signed-in buyer sees it (own votes, own hidden posts). */
export const productReviewsQuery = (locale: Locale, productId: number, type: ReviewType) =>
  storeQuery({
    queryKey: [...reviewKeys.all, 'product', productId, type, locale],
    queryFn: ({ signal }) =>
      signedIn(locale, (api) =>
        api.shop.comments.$get(
          { query: { product_id: productId, type, page: 1, limit: REVIEWS_PAGE_SIZE } },
          { init: { signal } },
        ),
      ),
  })

/**
 * The product page's re-read once a token is known: through Query's client, imported with this
 * module only then (app/components/reviews/use-reviews.ts; a module of its own, which no page imports statically), so an anonymous visit loads none of it.
 */
export const readSignedInReviews = (locale: Locale, productId: number, type: ReviewType) =>
  storeClient().then((client) => client.fetchQuery(productReviewsQuery(locale, productId, type)))
