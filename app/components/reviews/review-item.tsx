import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Reply, Review } from '../../contract/reviews'
import type { Locale } from '../../domain/locale'
import { AuthNotice } from './auth-notice'
import { reviewDate } from './review-date'
import { ReplyForm } from './review-form'
import { Stars, ThumbDownIcon, ThumbUpIcon } from './stars'
import type { WriteOutcome } from './use-reviews'

export interface ReviewActions {
  vote: (target: 'comments' | 'replies', id: number, value: 1 | -1) => Promise<WriteOutcome>
  reply: (commentId: number, text: string) => Promise<WriteOutcome>
  remove: (id: number) => Promise<WriteOutcome>
}

function Votes({
  item,
  onVote,
}: {
  item: Pick<Review, 'my_vote' | 'like_count' | 'dislike_count'>
  onVote: (value: 1 | -1) => void
}) {
  const { t } = useTranslation()
  return (
    <span className="votes">
      <button
        type="button"
        className={item.my_vote === 1 ? 'vote vote--on' : 'vote'}
        aria-pressed={item.my_vote === 1}
        title={t('reviews.like')}
        onClick={() => onVote(1)}
      >
        <ThumbUpIcon />
        {/* The name holds the count a sighted user sees beside the thumb (WCAG 2.5.3: label in name). */}
        <span className="visually-hidden">{`${t('reviews.like')} `}</span>
        <span className="vote__count" data-testid="like-count">
          {item.like_count}
        </span>
      </button>
      <button
        type="button"
        className={item.my_vote === -1 ? 'vote vote--on' : 'vote'}
        aria-pressed={item.my_vote === -1}
        title={t('reviews.dislike')}
        onClick={() => onVote(-1)}
      >
        <ThumbDownIcon />
        <span className="visually-hidden">{`${t('reviews.dislike')} `}</span>
        <span className="vote__count" data-testid="dislike-count">
          {item.dislike_count}
        </span>
      </button>
    </span>
  )
}

function Author({ name, byStore, date, locale }: { name: string; byStore?: boolean; date: string; locale: Locale }) {
  const { t } = useTranslation()
  const shown = name || t('reviews.customer')
  return (
    <div className="review__who">
      <span className={byStore ? 'review__avatar review__avatar--store' : 'review__avatar'} aria-hidden="true">
        {shown.charAt(0)}
      </span>
      <span className="review__meta">
        <b className="review__author">{shown}</b>
        {byStore && <span className="review__badge">{t('reviews.store_answer')}</span>}
        <time className="review__date" dateTime={date}>
          {reviewDate(date, locale)}
        </time>
      </span>
    </div>
  )
}

function ReplyItem({ reply, locale, onVote }: { reply: Reply; locale: Locale; onVote: (value: 1 | -1) => void }) {
  const { t } = useTranslation()
  return (
    <li className={reply.by_store ? 'reply reply--store' : 'reply'} data-testid="reply">
      <Author name={reply.user_name} byStore={reply.by_store} date={reply.date} locale={locale} />
      {reply.status === 'hidden' && <p className="review__hidden">{t('reviews.hidden')}</p>}
      <p className="review__text">{reply.text}</p>
      <div className="review__actions">
        <Votes item={reply} onVote={onVote} />
      </div>
    </li>
  )
}

/** One comment or question: author, date, stars, text, votes, its replies and the reply form. Text is rendered as text (escaped). */
export function ReviewItem({
  review,
  locale,
  signedIn,
  actions,
}: {
  review: Review
  locale: Locale
  signedIn: boolean
  actions: ReviewActions
}) {
  const { t } = useTranslation()
  const [replying, setReplying] = useState(false)
  const [needsAuth, setNeedsAuth] = useState(false)
  const run = async (action: Promise<WriteOutcome>) => {
    const outcome = await action
    setNeedsAuth(!outcome.ok && outcome.reason === 'not_authenticated')
    return outcome
  }

  return (
    <article className="review" data-testid="review" data-review-id={review.id}>
      <header className="review__head">
        <Author name={review.user_name} date={review.date} locale={locale} />
        {review.type === 'COMMENT' && review.rate !== null && <Stars value={review.get_rate.length} size={16} />}
      </header>
      {review.status === 'hidden' && <p className="review__hidden">{t('reviews.hidden')}</p>}
      {review.status === 'pending' && <p className="review__hidden">{t('reviews.pending')}</p>}
      <p className="review__text">{review.text}</p>
      <div className="review__actions">
        <Votes item={review} onVote={(value) => void run(actions.vote('comments', review.id, value))} />
        <button
          type="button"
          className="review__link"
          aria-expanded={replying}
          onClick={() => (signedIn ? setReplying(!replying) : setNeedsAuth(true))}
        >
          {t('reviews.reply')}
        </button>
        {review.is_mine && (
          <button
            type="button"
            className="review__link review__link--danger"
            onClick={() => window.confirm(t('reviews.delete_confirm')) && void run(actions.remove(review.id))}
          >
            {t('reviews.delete')}
          </button>
        )}
      </div>
      {needsAuth && <AuthNotice />}
      {review.replies.length > 0 && (
        <ul className="review__replies">
          {review.replies.map((r) => (
            <ReplyItem
              key={r.id}
              reply={r}
              locale={locale}
              onVote={(value) => void run(actions.vote('replies', r.id, value))}
            />
          ))}
        </ul>
      )}
      {replying && (
        <ReplyForm onSubmit={(text) => run(actions.reply(review.id, text))} onClose={() => setReplying(false)} />
      )}
    </article>
  )
}
