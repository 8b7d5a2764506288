import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductRating } from '../../contract/catalogue'
import type { ReviewPage } from '../../contract/reviews'
import type { Locale } from '../../domain/locale'
import { REVIEW_TYPES, type ReviewType } from '../../domain/reviews'
import { RatingSummary } from './rating'
import { ReviewForm } from './review-form'
import { ReviewItem } from './review-item'
import { useReviews } from './use-reviews'
import { onTabKey } from '../../lib/tab-keys'

const TAB_KEY: Record<ReviewType, 'tab_comments' | 'tab_questions'> = {
  COMMENT: 'tab_comments',
  QUESTION: 'tab_questions',
}

/**
 * Spec §2 reviews block (shown when the product has an id): tabs comments (default) and questions,
 * stars, like and dislike, nested replies; the review and reply forms for signed-in visitors.
 */
export function ReviewsBlock(props: {
  productId: number
  locale: Locale
  initial: Record<ReviewType, ReviewPage>
  rating: ProductRating
  onRatingChange: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [tab, setTab] = useState<ReviewType>('COMMENT')
  const reviews = useReviews(props)
  const signedIn = reviews.token !== null

  return (
    <section className="container ptabs reviews" id="reviews" aria-labelledby={`${id}-title`} data-testid="reviews">
      <h2 className="reviews__title" id={`${id}-title`}>
        {t('reviews.title')}
      </h2>
      <div className="ptabs__list" role="tablist">
        {REVIEW_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`${id}-${type}-tab`}
            aria-controls={`${id}-${type}`}
            aria-selected={tab === type}
            tabIndex={tab === type ? 0 : -1}
            className={tab === type ? 'ptabs__tab ptabs__tab--on' : 'ptabs__tab'}
            onClick={() => setTab(type)}
            onKeyDown={(e) => onTabKey(e, REVIEW_TYPES, type, setTab)}
          >
            {t(`reviews.${TAB_KEY[type]}`)} <span className="ptabs__count">{reviews.lists[type].count}</span>
          </button>
        ))}
      </div>
      {REVIEW_TYPES.map((type) => {
        const list = reviews.lists[type]
        return (
          <div
            key={type}
            className="reviews__panel"
            role="tabpanel"
            id={`${id}-${type}`}
            aria-labelledby={`${id}-${type}-tab`}
            hidden={tab !== type}
          >
            <div className="reviews__aside">
              {type === 'COMMENT' && <RatingSummary rating={props.rating} />}
              <ReviewForm type={type} signedIn={signedIn} onSubmit={(text, rate) => reviews.submit(type, text, rate)} />
            </div>
            <div className="reviews__list">
              {list.items.length === 0 && (
                <p className="reviews__empty">
                  {type === 'COMMENT' ? t('reviews.empty_comments') : t('reviews.empty_questions')}
                </p>
              )}
              {list.items.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  locale={props.locale}
                  signedIn={signedIn}
                  actions={{
                    vote: reviews.vote,
                    reply: reviews.reply,
                    remove: (reviewId) => reviews.remove(type, reviewId),
                  }}
                />
              ))}
              {list.items.length < list.count && (
                <button
                  type="button"
                  className="btn btn--ghost reviews__more"
                  disabled={list.loading}
                  onClick={() => void reviews.loadMore(type)}
                >
                  {list.loading ? t('reviews.loading') : t('reviews.load_more')}
                </button>
              )}
            </div>
          </div>
        )
      })}
    </section>
  )
}
