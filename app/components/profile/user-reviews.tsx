import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatShortDate } from '../../lib/content-date'
import { useLocale } from '../../i18n/use-locale'
import { useAccessToken } from '../../lib/access-token'
import { itemsOf, userReviewsPages } from '../../lib/store-queries/reviews'
import { useStorePages } from '../../lib/store-queries/use-store-query'
import { Stars } from '../reviews/stars'

/** Spec §2: dates in the browser's own local format (this section renders in the browser only). */

/**
 * Spec §2 profile, reviews section: a loading text, then a no-reviews text or the list; each shows the
 * product name linking to /product/{slug}, the text, the date and the nested replies with their dates.
 * Self-contained: it reads the stored access token and asks GET /shop/user-reviews/ itself.
 */
export function UserReviews() {
  const { t, i18n } = useTranslation()
  const localDate = (iso: string) => formatShortDate(iso, i18n.language)
  const locale = useLocale()
  const token = useAccessToken()
  const read = useStorePages(userReviewsPages(locale, Boolean(token)))
  const items = read.data ? itemsOf(read.data.pages) : null
  // Spec §8: a failed load of the user's reviews is logged only.
  useEffect(() => {
    if (read.error) console.warn('User reviews failed to load', read.error)
  }, [read.error])

  return (
    <section className="user-reviews" data-testid="user-reviews">
      <h2 className="user-reviews__title">{t('reviews.profile_title')}</h2>
      {items === null && <p className="muted">{t('reviews.profile_loading')}</p>}
      {items?.length === 0 && <p className="muted">{t('reviews.profile_empty')}</p>}
      {items && items.length > 0 && (
        <ul className="user-reviews__list">
          {items.map((r) => (
            <li key={r.id} className="user-review" data-testid="user-review">
              <div className="user-review__head">
                <Link className="user-review__product" to="/product/$slug" params={{ slug: r.product_slug }}>
                  {r.product_name}
                </Link>
                <span className="user-review__type">
                  {r.type === 'COMMENT' ? t('reviews.review') : t('reviews.question')}
                </span>
                <time className="review__date" dateTime={r.date}>
                  {localDate(r.date)}
                </time>
              </div>
              {r.rate !== null && <Stars value={r.get_rate.length} size={15} />}
              {r.status === 'hidden' && <p className="review__hidden">{t('reviews.hidden')}</p>}
              <p className="review__text">{r.text}</p>
              {r.replies.length > 0 && (
                <ul className="review__replies">
                  {r.replies.map((reply) => (
                    <li
                      key={reply.id}
                      className={reply.by_store ? 'reply reply--store' : 'reply'}
                      data-testid="user-review-reply"
                    >
                      <span className="review__meta">
                        <b className="review__author">{reply.user_name || t('reviews.customer')}</b>
                        {reply.by_store && <span className="review__badge">{t('reviews.store_answer')}</span>}
                        <time className="review__date" dateTime={reply.date}>
                          {localDate(reply.date)}
                        </time>
                      </span>
                      <p className="review__text">{reply.text}</p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {items && read.hasNextPage && (
        <button type="button" className="btn btn--ghost" onClick={read.fetchNextPage}>
          {t('reviews.load_more')}
        </button>
      )}
    </section>
  )
}
