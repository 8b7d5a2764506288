import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { FormError, StatusBadge } from '../components/admin/fields'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import { useList } from '../components/admin/use-list'
import type { AdminComment } from '../contract/admin-people'

export const Route = createFileRoute('/admin/reviews')({ component: ReviewsPage })

function ReplyBox({ comment, onDone }: { comment: AdminComment; onDone: () => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const action = useAdminAction()
  return (
    <form
      className="adm-inline"
      style={{ marginTop: 8 }}
      onSubmit={async (e) => {
        e.preventDefault()
        if (
          (await action.run((api) =>
            api.admin.comments[':id'].replies.$post({ param: { id: String(comment.id) }, json: { text } }),
          )) !== null
        ) {
          setText('')
          onDone()
        }
      }}
    >
      <input
        className="adm-input"
        style={{ flex: 1, minWidth: 200 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('admin.reviews.reply_hint')}
      />
      <button type="submit" className="btn btn--outline btn--small" disabled={action.busy || !text.trim()}>
        {t('admin.reviews.reply')}
      </button>
      <FormError error={action.error} />
    </form>
  )
}

function ReviewsPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList({ sort: 'created', filters: { status: '', type: '', q: '' }, limit: 20, inUrl: true })
  const { data, loading, reload } = useAdminData(list.asks, (api) => api.admin.comments.$get({ query: list.query }))
  const action = useAdminAction()

  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  async function moderate(of: 'comments' | 'replies', id: number, status: 'published' | 'hidden') {
    const request = { param: { id: String(id) }, json: { status } }
    const done =
      of === 'comments'
        ? await action.run((api) => api.admin.comments[':id'].$patch(request))
        : await action.run((api) => api.admin.replies[':id'].$patch(request))
    if (done !== null) reload()
  }
  async function moderateChosen(status: 'published' | 'hidden') {
    if ((await action.run((api) => api.admin.comments.bulk.$post({ json: { ids: [...chosen], status } }))) !== null) {
      setChosen(new Set())
      reload()
    }
  }
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const columns: Column<AdminComment>[] = [
    {
      key: 'choose',
      label: '',
      render: (c) => (
        <input
          type="checkbox"
          checked={chosen.has(c.id)}
          onChange={() => toggle(c.id)}
          aria-label={t('admin.reviews.choose')}
          data-testid={`choose-comment-${c.id}`}
        />
      ),
    },
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (c) => fmt.dateTime(c.created),
    },
    {
      key: 'product',
      label: t('admin.order.product'),
      render: (c) => (
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
      ),
    },
    {
      key: 'text',
      label: t('admin.reviews.text'),
      render: (c) => (
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
                onClick={() => moderate('replies', r.id, r.status === 'hidden' ? 'published' : 'hidden')}
              >
                {r.status === 'hidden' ? t('admin.reviews.show') : t('admin.reviews.hide')}
              </button>
              {r.status === 'hidden' && <StatusBadge status="hidden" label={t('admin.reviews.status_hidden')} />}
            </div>
          ))}
          <ReplyBox comment={c} onDone={reload} />
        </>
      ),
    },
    { key: 'rate', label: t('admin.reviews.rate'), sort: 'rate', className: 'num', render: (c) => c.rate ?? '—' },
    {
      key: 'status',
      label: t('admin.orders.status'),
      render: (c) => (
        <div className="adm-inline">
          <StatusBadge status={c.status} label={t(`admin.reviews.status_${c.status}`)} />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => moderate('comments', c.id, c.status === 'hidden' ? 'published' : 'hidden')}
            data-testid={`toggle-comment-${c.id}`}
          >
            {c.status === 'hidden' ? t('admin.reviews.show') : t('admin.reviews.hide')}
          </button>
        </div>
      ),
    },
  ]

  return (
    <AdminPage title={t('admin.nav.reviews')}>
      <div className="adm-filters">
        <label className="adm-field adm-field--grow">
          <span className="adm-field__label">{t('admin.common.search')}</span>
          <input type="search" value={list.filters.q} onChange={(e) => list.setFilter('q', e.target.value)} />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.reviews.type')}</span>
          <select value={list.filters.type} onChange={(e) => list.setFilter('type', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            <option value="COMMENT">{t('admin.reviews.type_COMMENT')}</option>
            <option value="QUESTION">{t('admin.reviews.type_QUESTION')}</option>
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.orders.status')}</span>
          <select value={list.filters.status} onChange={(e) => list.setFilter('status', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            <option value="published">{t('admin.reviews.status_published')}</option>
            <option value="hidden">{t('admin.reviews.status_hidden')}</option>
          </select>
        </label>
      </div>
      {chosen.size > 0 && (
        <div className="adm-inline adm-bulk" data-testid="reviews-bulk">
          <span>{t('admin.reviews.chosen', { count: chosen.size })}</span>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={action.busy}
            onClick={() => moderateChosen('hidden')}
          >
            {t('admin.reviews.hide')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={action.busy}
            onClick={() => moderateChosen('published')}
          >
            {t('admin.reviews.show')}
          </button>
        </div>
      )}
      <FormError error={action.error} />
      <DataTable
        columns={columns}
        rows={data?.results ?? []}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}
