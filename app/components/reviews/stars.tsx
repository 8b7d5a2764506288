import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RATING_MAX } from '../../domain/reviews'

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z'

const EMPTY_STAR = 'var(--star-empty, #e6d9de)'

/** A star painted whole or not at all: one colour, no gradient (most stars of a page; each gradient needs its own id). */
function WholeStar({ painted, size }: { painted: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="stars__star">
      <path d={STAR} fill={painted ? 'currentColor' : EMPTY_STAR} />
    </svg>
  )
}

function Star({ fill, size }: { fill: number; size: number }) {
  // fill: 0..1 of this star painted (a partial star for averages such as 4.3).
  const id = `star${useId().replace(/[^\w-]/g, '')}`
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="stars__star">
      <defs>
        <linearGradient id={id}>
          <stop offset={fill} stopColor="currentColor" />
          <stop offset={fill} stopColor={EMPTY_STAR} />
        </linearGradient>
      </defs>
      <path d={STAR} fill={`url(#${id})`} />
    </svg>
  )
}

/**
 * Five stars for a rating: a review's whole stars (its get_rate list) or an average (partial stars).
 * The label says the value in words for screen readers.
 */
export function Stars({ value, size = 18, className }: { value: number; size?: number; className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={className ? `stars ${className}` : 'stars'} role="img" aria-label={t('reviews.rating', { value })}>
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = Math.min(1, Math.max(0, value - i))
        return fill === 0 || fill === 1 ? (
          <WholeStar key={i} painted={fill === 1} size={size} />
        ) : (
          <Star key={i} fill={fill} size={size} />
        )
      })}
    </span>
  )
}

/** The rating picker of the review form: five radio buttons drawn as stars. */
export function StarInput({
  value,
  onChange,
  name,
}: {
  value: number
  onChange: (value: number) => void
  name: string
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend">{t('reviews.your_rating')}</legend>
      <div className="star-input__stars">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={n <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}
            title={t('reviews.stars', { n })}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('reviews.stars', { n })}
            />
            <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
              <path d={STAR} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export const ThumbUpIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" />
  </svg>
)
export const ThumbDownIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M17 14V3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-3Zm0 0-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.3-8A2 2 0 0 1 5.8 3H17" />
  </svg>
)
