import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminHealth } from '../../contract/admin-health'
import { useFormatters } from './formatters'

/** One thing that needs a person: a title, a sentence saying what and what to do, then its items. */
function Panel({ id, title, text, children }: { id: string; title: string; text?: string; children?: ReactNode }) {
  return (
    <section className="adm-card adm-health__panel" aria-labelledby={`health-${id}`} data-testid={`health-${id}`}>
      <h2 id={`health-${id}`}>{title}</h2>
      {text && <p>{text}</p>}
      {children}
    </section>
  )
}

type Order = AdminHealth['payment_checks']['latest'][number]

function OrderList({ orders, owed }: { orders: Order[]; owed?: boolean }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <ul className="adm-list">
      {orders.map((o) => (
        <li key={o.id}>
          <Link to="/admin/orders/$id" params={{ id: String(o.id) }}>
            {t('admin.health.order', { number: o.number })}
          </Link>{' '}
          · {owed ? t('admin.health.refund_owed', { amount: fmt.money(o.amount) }) : fmt.money(o.amount)}
          <span className="muted"> · {fmt.dateTime(o.at)}</span>
        </li>
      ))}
    </ul>
  )
}

/** Every list of the health page that has something in it; "all good" when none has. */
export function HealthPanels({ health }: { health: AdminHealth }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const nothing =
    health.failed_emails.count +
      health.failed_messages +
      health.payment_checks.count +
      health.refunds_owed.count +
      health.receipts.count ===
      0 &&
    health.failed_jobs.length === 0 &&
    health.carrier_failing_since === null

  return (
    <>
      {nothing && (
        <p className="adm-card" role="status" data-testid="health-all-good">
          {t('admin.health.all_good')}
        </p>
      )}
      <div className="adm-dash-columns">
        <MoneyPanels health={health} />
        <DeliveryPanel health={health} />
        <JobsPanel jobs={health.failed_jobs} />
        {health.carrier_failing_since !== null && (
          <Panel
            id="carrier"
            title={t('admin.health.carrier_title')}
            text={t('admin.health.carrier_failing', { since: fmt.dateTime(health.carrier_failing_since) })}
          />
        )}
      </div>
    </>
  )
}

/**
 * Receipts Checkbox rejected count at any age (the rejection is news at once); the rest are counted
 * only once they have waited over half an hour, and only they are said to be late.
 */
export function receiptsText(t: TFunction, receipts: AdminHealth['receipts']): string {
  const late = receipts.count - receipts.rejected
  return [
    receipts.rejected > 0 ? t('admin.health.receipts_rejected', { count: receipts.rejected }) : '',
    late > 0 ? t('admin.health.receipts_late', { count: late }) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Payments that did not match, refunds still owed, receipts not issued. */
function MoneyPanels({ health }: { health: AdminHealth }) {
  const { t } = useTranslation()
  return (
    <>
      {health.payment_checks.count > 0 && (
        <Panel
          id="payments"
          title={t('admin.health.checks_title')}
          text={t('admin.health.checks_text', { count: health.payment_checks.count })}
        >
          <OrderList orders={health.payment_checks.latest} />
        </Panel>
      )}
      {health.refunds_owed.count > 0 && (
        <Panel
          id="refunds"
          title={t('admin.health.refunds_title')}
          text={t('admin.health.refunds_text', { count: health.refunds_owed.count })}
        >
          <OrderList orders={health.refunds_owed.latest} owed />
        </Panel>
      )}
      {health.receipts.count > 0 && (
        <Panel id="receipts" title={t('admin.health.receipts_title')} text={receiptsText(t, health.receipts)}>
          <Link to="/admin/receipts" className="btn btn--primary btn--small">
            {t('admin.health.receipts_open')}
          </Link>
        </Panel>
      )}
    </>
  )
}

/** Emails and Viber/SMS messages that did not go out, the latest emails with their buyer. */
function DeliveryPanel({ health }: { health: AdminHealth }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const emails = health.failed_emails
  if (emails.count + health.failed_messages === 0) return null
  return (
    <Panel
      id="emails"
      title={t('admin.health.emails_title')}
      text={[
        emails.count > 0 ? t('admin.health.emails_text', { count: emails.count }) : '',
        health.failed_messages > 0 ? t('admin.health.messages_text', { count: health.failed_messages }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Link to="/admin/deliveries" className="btn btn--primary btn--small">
        {t('admin.health.emails_resend')}
      </Link>
      <ul className="adm-list">
        {emails.latest.map((e) => (
          <li key={e.id}>
            <span className="muted">{fmt.dateTime(e.created)}</span> · {e.to}
            <div>{e.subject}</div>
            <Link to="/admin/users" search={{ q: e.to } as never}>
              {t('admin.health.emails_customer')}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

/** Background work out of attempts (alert and status emails), by kind. */
function JobsPanel({ jobs }: { jobs: AdminHealth['failed_jobs'] }) {
  const { t } = useTranslation()
  if (jobs.length === 0) return null
  return (
    <Panel id="jobs" title={t('admin.health.jobs_title')} text={t('admin.health.jobs_text')}>
      <ul className="adm-list">
        {jobs.map((j) => (
          <li key={j.kind}>
            {j.kind === 'stock_alert'
              ? t('admin.health.job_stock_alert', { count: j.count })
              : j.kind === 'status_mail'
                ? t('admin.health.job_status_mail', { count: j.count })
                : t('admin.health.job_other', { count: j.count })}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
