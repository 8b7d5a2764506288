import type { UserReview } from '../../contract/reviews'
import type { Locale } from '../../domain/locale'
import { REVIEWS_PAGE_SIZE } from '../../domain/reviews'
import { keysOf, signedIn } from './query'
import { storePages } from './use-store-query'

/** Reviews and questions: the signed-in buyer's own, with the store's replies. */
export const reviewKeys = keysOf('reviews')

/** The next page of a paged list: none once every item is shown, or when a page came back empty. */
export const nextPageOf = (pages: readonly { results: readonly unknown[]; count: number }[]): number | undefined => {
  const last = pages[pages.length - 1]
  const shown = pages.reduce((sum, page) => sum + page.results.length, 0)
  return last && last.results.length > 0 && shown < last.count ? pages.length + 1 : undefined
}

/** A paged list's items, each once (a review may move to the next page while the buyer reads). */
export const itemsOf = <T extends { id: number }>(pages: readonly { results: readonly T[] }[]): T[] => {
  const seen = new Set<number>()
  return pages.flatMap((page) => page.results.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))))
}

/** GET /shop/user-reviews/, page by page. */
export const userReviewsPages = (locale: Locale, signedInNow: boolean) =>
  storePages({
    queryKey: [...reviewKeys.all, 'mine', locale],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      signedIn(locale, (api) =>
        api.shop['user-reviews'].$get({ query: { page: pageParam, limit: REVIEWS_PAGE_SIZE } }),
      ),
    initialPageParam: 1,
    getNextPageParam: (_last: { results: UserReview[]; count: number }, pages) => nextPageOf(pages),
    enabled: signedInNow,
  })
