import { useTranslation } from 'react-i18next'
import type { ProductRating } from '../../contract/catalogue'
import { formatOneDecimal } from '../../domain/money'
import { useLocale } from '../../i18n/use-locale'
import { pluralForm } from '../catalogue/product-count'
import { Stars } from './stars'

function useReviewCount() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (count: number) => t(`reviews.reviews_${pluralForm(count, locale)}`, { n: count })
}

/** Under the product's title: stars, the average and how many reviews, linking down to the reviews block. */
export function RatingLink({ rating }: { rating: ProductRating }) {
  const { t, i18n } = useTranslation()
  const reviewCount = useReviewCount()
  return (
    <a className="rating-link" href="#reviews" data-testid="product-rating">
      <Stars value={rating.average} size={17} />
      {rating.count > 0 ? (
        <>
          <b className="rating-link__average">{formatOneDecimal(i18n.language, rating.average)}</b>
          <span className="rating-link__count">{reviewCount(rating.count)}</span>
        </>
      ) : (
        <span className="rating-link__count">{t('reviews.no_rating')}</span>
      )}
    </a>
  )
}

/**
 * The reviews tab's summary: the average large, its stars and the count. Unrated, it says so in
 * words beside empty stars: a large dash read as a black bar, not as "no rating".
 */
export function RatingSummary({ rating }: { rating: ProductRating }) {
  const { t, i18n } = useTranslation()
  const reviewCount = useReviewCount()
  return (
    <div className="rating-summary" data-testid="rating-summary">
      {rating.count > 0 && (
        <span className="rating-summary__average">{formatOneDecimal(i18n.language, rating.average)}</span>
      )}
      <span className="rating-summary__side">
        <Stars value={rating.average} size={20} />
        <span className="rating-summary__count">
          {rating.count > 0 ? reviewCount(rating.count) : t('reviews.no_rating')}
        </span>
      </span>
    </div>
  )
}

/** On a product card: small stars and the count, only once someone has rated the product. */
export function RatingBadge({ rating }: { rating: ProductRating }) {
  const { i18n } = useTranslation()
  if (rating.count === 0) return null
  return (
    <span className="card__rating" data-testid="card-rating">
      <Stars value={rating.average} size={14} />
      <span className="card__rating-text">
        {formatOneDecimal(i18n.language, rating.average)} ({rating.count})
      </span>
    </span>
  )
}
