import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminComment } from '../../contract/admin-people'
import { useLocale } from '../../i18n/use-locale'
import { reply } from '../../lib/admin-queries/comments'
import type { ApiError } from '../../lib/api-client'
import { FormError, StatusBadge } from './fields'

type Moderate = UseMutationResult<
  unknown,
  ApiError,
  { of: 'comments' | 'replies'; id: number; status: 'published' | 'hidden' }
>

/** The product a review is about: its back-office page, and its page in the store. */
export function ReviewProduct({ comment: c }: { comment: AdminComment }) {
  const { t } = useTranslation()
  return (
    <>
      <a href={`/admin/products/${c.product_id}`} data-testid="review-product">
        {c.product_name}
      </a>
      <div>
        <a className="muted" href={`/product/${c.product_slug}`} target="_blank" rel="noreferrer">
          {t('admin.products.open_in_store')}
        </a>
      </div>
    </>
  )
}

/** Who wrote it and what, the replies under it (each can be hidden), and the store's answer box. */
export function ReviewText({ comment: c, moderate }: { comment: AdminComment; moderate: Moderate }) {
  const { t } = useTranslation()
  return (
    <>
      <div className="muted">
        {t(`admin.reviews.type_${c.type}`)} ·{' '}
        <Link to="/admin/users/$id" params={{ id: String(c.user_id) }}>
          {c.user_name}
        </Link>
        {c.rate ? ` · ${'★'.repeat(c.rate)}` : ''}
      </div>
      <div>{c.text}</div>
      {c.replies.map((r) => (
        <div key={r.id} className="adm-reply">
          <b>{r.user_name}</b>: {r.text}{' '}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() =>
              moderate.mutate({ of: 'replies', id: r.id, status: r.status === 'hidden' ? 'published' : 'hidden' })
            }
          >
            {r.status === 'hidden' ? t('admin.reviews.show') : t('admin.reviews.hide')}
          </button>
          {r.status === 'hidden' && <StatusBadge status="hidden" label={t('admin.reviews.status_hidden')} />}
        </div>
      ))}
      <ReplyBox comment={c} />
    </>
  )
}

function ReplyBox({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const send = useMutation(reply(useLocale()))
  return (
    <form
      className="adm-inline"
      style={{ marginTop: 8 }}
      onSubmit={(e) => {
        e.preventDefault()
        send.mutate({ id: comment.id, text }, { onSuccess: () => setText('') })
      }}
    >
      <input
        className="adm-input"
        style={{ flex: 1, minWidth: 200 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('admin.reviews.reply_hint')}
      />
      <button type="submit" className="btn btn--outline btn--small" disabled={send.isPending || !text.trim()}>
        {t('admin.reviews.reply')}
      </button>
      {comment.status === 'pending' && (
        <p className="muted" style={{ flexBasis: '100%', margin: 0 }} data-testid="reply-held">
          {t('admin.reviews.reply_held')}
        </p>
      )}
      <FormError error={send.error} />
    </form>
  )
}

/** Published or hidden, and the button that turns it the other way; a waiting one is approved or rejected. */
export function ReviewStatus({ comment: c, moderate }: { comment: AdminComment; moderate: Moderate }) {
  const { t } = useTranslation()
  if (c.status === 'pending')
    return (
      <div className="adm-inline">
        <StatusBadge status="pending" label={t('admin.reviews.status_pending')} />
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ of: 'comments', id: c.id, status: 'published' })}
          data-testid={`approve-comment-${c.id}`}
        >
          {t('admin.reviews.approve')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ of: 'comments', id: c.id, status: 'hidden' })}
          data-testid={`reject-comment-${c.id}`}
        >
          {t('admin.reviews.reject')}
        </button>
      </div>
    )
  return (
    <div className="adm-inline">
      <StatusBadge status={c.status} label={t(`admin.reviews.status_${c.status}`)} />
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() =>
          moderate.mutate({ of: 'comments', id: c.id, status: c.status === 'hidden' ? 'published' : 'hidden' })
        }
        data-testid={`toggle-comment-${c.id}`}
      >
        {c.status === 'hidden' ? t('admin.reviews.show') : t('admin.reviews.hide')}
      </button>
    </div>
  )
}
