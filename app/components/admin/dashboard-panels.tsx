import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminSalesPeriod, AdminSummary as Summary } from '../../contract/admin-staff'
import { useLocale } from '../../i18n/use-locale'
import { saveStaffSettings } from '../../lib/admin-queries/dashboard'
import { FormError } from './fields'
import { FormField } from './form-field'
import { useFormatters } from './formatters'
import { useServerFields } from './server-fields'

/** Today's and the week's orders, revenue and average order, side by side. */
export function SalesPanel({ summary }: { summary: Summary | null }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const periods: Array<['today' | 'week', AdminSalesPeriod | undefined]> = [
    ['today', summary?.today],
    ['week', summary?.week],
  ]
  return (
    <section className="adm-card" aria-labelledby="dash-sales">
      <h2 id="dash-sales">{t('admin.dashboard.sales')}</h2>
      <div className="adm-sales">
        {periods.map(([key, p]) => (
          <dl key={key} className="adm-sales__period" data-testid={`sales-${key}`}>
            <dt className="adm-sales__title">{t(`admin.dashboard.${key}`)}</dt>
            <dd>
              <span className="muted">{t('admin.dashboard.orders_count')}</span>{' '}
              <b data-testid={`sales-${key}-orders`}>{p ? p.orders : '…'}</b>
            </dd>
            <dd>
              <span className="muted">{t('admin.dashboard.revenue')}</span>{' '}
              <b data-testid={`sales-${key}-revenue`}>{p ? fmt.money(p.revenue) : '…'}</b>
            </dd>
            <dd>
              <span className="muted">{t('admin.dashboard.average_order')}</span>{' '}
              <b data-testid={`sales-${key}-average`}>{p ? fmt.money(p.average_order) : '…'}</b>
            </dd>
          </dl>
        ))}
      </div>
      <p className="muted adm-sales__hint">{t('admin.dashboard.revenue_hint')}</p>
    </section>
  )
}

/** Variants running low, each leading to its product, and the threshold staff set. */
export function LowStockPanel({ summary }: { summary: Summary | null }) {
  const { t } = useTranslation()
  const low = summary?.low_stock
  return (
    <section className="adm-card" aria-labelledby="dash-low" data-testid="low-stock">
      <h2 id="dash-low">{t('admin.dashboard.low_stock')}</h2>
      {low && (
        <p className="muted">
          {low.count === 0
            ? t('admin.dashboard.low_stock_none', { threshold: low.threshold })
            : t('admin.dashboard.low_stock_hint', { threshold: low.threshold, count: low.count })}
        </p>
      )}
      {low && low.variants.length > 0 && (
        <ul className="adm-list" data-testid="low-stock-list">
          {low.variants.map((v) => (
            <li key={v.variant_id}>
              <a href={`/admin/products/${v.product_id}`}>{v.name}</a> <span className="muted nowrap">{v.code}</span>
              <div className="muted">
                {t('admin.dashboard.stock_pieces', { stock: v.stock, stock_opt: v.stock_opt })}
              </div>
            </li>
          ))}
        </ul>
      )}
      {low && low.count > 0 && (
        <p>
          <a href="/admin/products?stock=low&sort=stock&dir=asc">{t('admin.dashboard.low_stock_all')} →</a>
        </p>
      )}
      {low && <ThresholdForm threshold={low.threshold} />}
    </section>
  )
}

/**
 * Saving reads the summary again (its low-stock list follows the threshold). The form is not keyed by
 * the threshold: remounting it on the new figure would drop the "saved" notice of the same click.
 */
function ThresholdForm({ threshold }: { threshold: number }) {
  const { t } = useTranslation()
  const save = useMutation(saveStaffSettings(useLocale()))
  const { server, onEdit } = useServerFields(save.error)
  const form = useForm({
    defaultValues: { low_stock_threshold: String(threshold) },
    // The server checks the figure (staffSettingsSchema) and names what is wrong under the field.
    onSubmit: async ({ value }) => {
      const typed = value.low_stock_threshold.trim()
      await save.mutateAsync({ low_stock_threshold: typed === '' ? NaN : Number(typed) }).catch(() => undefined)
    },
  })
  return (
    <form
      className="adm-inline-form"
      data-testid="threshold-form"
      onInput={onEdit}
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="low_stock_threshold">
        {(field) => (
          <FormField
            label={t('admin.dashboard.threshold')}
            name="low_stock_threshold"
            errors={field.state.meta.errors}
            server={server}
          >
            <input
              type="number"
              inputMode="numeric"
              name="low_stock_threshold"
              min={0}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              data-testid="threshold-input"
            />
          </FormField>
        )}
      </form.Field>
      <button type="submit" className="btn btn--ghost btn--small" disabled={save.isPending}>
        {t('admin.dashboard.threshold_save')}
      </button>
      {save.isSuccess && (
        <span className="muted" role="status">
          {t('admin.dashboard.threshold_saved')}
        </span>
      )}
      <FormError error={server} shown={['low_stock_threshold']} />
    </form>
  )
}

/** Emails the provider refused: how many, the latest few. */
export function FailedEmailsPanel({ summary }: { summary: Summary | null }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const failed = summary?.failed_emails
  return (
    <section className="adm-card" aria-labelledby="dash-failed" data-testid="failed-emails">
      <h2 id="dash-failed">{t('admin.dashboard.failed_emails')}</h2>
      {failed && failed.count === 0 && <p className="muted">{t('admin.dashboard.failed_emails_none')}</p>}
      {failed && failed.count > 0 && (
        <>
          <p className="muted">{t('admin.dashboard.failed_emails_hint', { count: failed.count })}</p>
          <ul className="adm-list">
            {failed.latest.map((e) => (
              <li key={e.id}>
                <span className="muted">{fmt.dateTime(e.created)}</span> · {e.to}
                <div>{e.subject}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
