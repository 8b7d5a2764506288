import { useId, useRef, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { DEFAULT_RATING, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type ReviewType } from '../../domain/reviews'
import { AuthNotice } from './auth-notice'
import { StarInput } from './stars'
import type { WriteOutcome } from './use-reviews'

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; held?: boolean }
  /** `field`: the text itself is what is wrong (too short), so the text area is marked and focused. */
  | { kind: 'error'; message: string; field?: boolean }
  | { kind: 'auth' }

/** The outcome of a write as a status line: sign in, too many writes, the server's message, or the generic failure. */
function statusOf(outcome: WriteOutcome, t: TFunction): Status {
  if (outcome.ok) return { kind: 'done', held: outcome.held }
  if (outcome.reason === 'not_authenticated') return { kind: 'auth' }
  if (outcome.reason === 'rate_limited') return { kind: 'error', message: t('content.errors.rate_limited') }
  return { kind: 'error', message: outcome.message ?? t('reviews.error') }
}

/** A text area with the shared length rule; `onSend` answers how the write ended. */
function useTextForm(onSend: (text: string) => Promise<WriteOutcome>) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const area = useRef<HTMLTextAreaElement>(null)
  async function send() {
    const trimmed = text.trim()
    if (trimmed.length < REVIEW_TEXT_MIN) {
      area.current?.focus()
      return setStatus({ kind: 'error', message: t('reviews.too_short', { count: REVIEW_TEXT_MIN }), field: true })
    }
    setStatus({ kind: 'sending' })
    const next = statusOf(await onSend(trimmed), t)
    if (next.kind === 'done') setText('')
    setStatus(next)
  }
  const wrong = status.kind === 'error' && status.field === true
  /** The text area's props that tie it to a too-short error (read out with it when it takes the focus). */
  const areaProps = (statusId: string) => ({
    ref: area,
    'aria-invalid': wrong || undefined,
    'aria-describedby': wrong ? statusId : undefined,
  })
  return { text, setText, status, setStatus, send, areaProps }
}

function StatusLine({ status, done, id }: { status: Status; done?: string; id?: string }) {
  if (status.kind === 'auth') return <AuthNotice />
  if (status.kind === 'error') {
    return (
      <p className="reviews__error" role="alert" id={id}>
        {status.message}
      </p>
    )
  }
  if (status.kind === 'done' && done) {
    return (
      <p className="reviews__done" role="status">
        {done}
      </p>
    )
  }
  return null
}

/**
 * The new review (with stars) or question form, for signed-in visitors. Signed out, the form is not
 * shown: its button is, and pressing it shows the not-authenticated message.
 */
export function ReviewForm({
  type,
  signedIn,
  onSubmit,
}: {
  type: ReviewType
  signedIn: boolean
  onSubmit: (text: string, rate: number) => Promise<WriteOutcome>
}) {
  const { t } = useTranslation()
  const id = useId()
  const [rate, setRate] = useState(DEFAULT_RATING)
  const form = useTextForm((text) => onSubmit(text, rate))
  const isComment = type === 'COMMENT'
  const title = isComment ? t('reviews.write_review') : t('reviews.ask_question')

  if (!signedIn) {
    return (
      <div className="review-form review-form--closed">
        <button type="button" className="btn btn--outline" onClick={() => form.setStatus({ kind: 'auth' })}>
          {title}
        </button>
        <StatusLine status={form.status} />
      </div>
    )
  }
  return (
    <form
      className="review-form"
      data-testid={`review-form-${type.toLowerCase()}`}
      onSubmit={(e) => {
        e.preventDefault()
        void form.send()
      }}
    >
      <h3 className="review-form__title">{title}</h3>
      {isComment && <StarInput value={rate} onChange={setRate} name={`${id}-rate`} />}
      <label className="review-form__label" htmlFor={`${id}-text`}>
        {isComment ? t('reviews.review_text') : t('reviews.question_text')}
      </label>
      <textarea
        {...form.areaProps(`${id}-status`)}
        id={`${id}-text`}
        className="review-form__text"
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        value={form.text}
        placeholder={isComment ? t('reviews.review_placeholder') : t('reviews.question_placeholder')}
        onChange={(e) => form.setText(e.target.value)}
      />
      <div className="review-form__foot">
        <button type="submit" className="btn btn--primary" disabled={form.status.kind === 'sending'}>
          {form.status.kind === 'sending'
            ? t('reviews.sending')
            : isComment
              ? t('reviews.submit_review')
              : t('reviews.submit_question')}
        </button>
        <StatusLine
          id={`${id}-status`}
          status={form.status}
          done={
            form.status.kind === 'done' && form.status.held
              ? t('reviews.thanks_held')
              : isComment
                ? t('reviews.thanks_comment')
                : t('reviews.thanks_question')
          }
        />
      </div>
    </form>
  )
}

/** The reply form under a review; it closes after a reply is sent. */
export function ReplyForm({
  onSubmit,
  onClose,
}: {
  onSubmit: (text: string) => Promise<WriteOutcome>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const form = useTextForm(async (text) => {
    const outcome = await onSubmit(text)
    if (outcome.ok) onClose()
    return outcome
  })
  return (
    <form
      className="reply-form"
      onSubmit={(e) => {
        e.preventDefault()
        void form.send()
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-reply`}>
        {t('reviews.reply_text')}
      </label>
      <textarea
        {...form.areaProps(`${id}-status`)}
        id={`${id}-reply`}
        className="review-form__text"
        rows={2}
        maxLength={REVIEW_TEXT_MAX}
        value={form.text}
        placeholder={t('reviews.reply_text')}
        onChange={(e) => form.setText(e.target.value)}
        autoFocus
      />
      <div className="review-form__foot">
        <button type="submit" className="btn btn--primary btn--small" disabled={form.status.kind === 'sending'}>
          {form.status.kind === 'sending' ? t('reviews.sending') : t('reviews.submit_reply')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {t('reviews.cancel')}
        </button>
        <StatusLine id={`${id}-status`} status={form.status} />
      </div>
    </form>
  )
}
