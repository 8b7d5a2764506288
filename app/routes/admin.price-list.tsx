import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { FormField } from '../components/admin/form-field'
import { useFormatters } from '../components/admin/formatters'
import { HeldLinesNotice, HeldPriceLines } from '../components/admin/held-price-lines'
import { type PriceListValues, priceListUploadSchema } from '../contract/price-list'
import { useLocale } from '../i18n/use-locale'
import { applyPriceList, previewPriceList } from '../lib/admin-queries/price-list'
import { downloadCsv } from '../lib/admin-session'

export const Route = createFileRoute('/admin/price-list')({ component: PriceListPage })

const VALUE_KEYS: (keyof PriceListValues)[] = [
  'price',
  'whoosale_price',
  'discount_price',
  'discount_whoosale_price',
  'stock',
  'stock_opt',
  'barcode',
]
const MONEY_KEYS: ReadonlySet<keyof PriceListValues> = new Set([
  'price',
  'whoosale_price',
  'discount_price',
  'discount_whoosale_price',
])

/** Upload a CSV or XLSX price list, see what it would change, then apply it in one go; below, the ERP's held lines. */
function PriceListPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const locale = useLocale()
  const previewing = useMutation(previewPriceList(locale))
  const applying = useMutation(applyPriceList(locale))
  const [confirmed, setConfirmed] = useState(false)
  const form = useForm({
    defaultValues: { file: undefined } as { file?: File },
    validators: { onSubmit: priceListUploadSchema.pick({ file: true }) },
    onSubmit: async ({ value }) => {
      applying.reset()
      setConfirmed(false)
      await previewing.mutateAsync({ file: value.file!, confirm_large: false }).catch(() => null)
    },
  })
  const preview = applying.isSuccess ? null : (previewing.data ?? null)
  const result = applying.data ?? null
  const error = applying.error ?? previewing.error
  const busy = previewing.isPending || applying.isPending
  const apply = () => applying.mutate({ file: form.state.values.file!, confirm_large: confirmed })
  const show = (key: keyof PriceListValues, value: number | string | null | undefined) =>
    value === undefined ? '' : value === null ? '—' : MONEY_KEYS.has(key) ? fmt.money(Number(value)) : String(value)

  return (
    <AdminPage
      title={t('admin.nav.price_list')}
      actions={
        <>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() =>
              downloadCsv((api) => api.admin['price-list']['template.csv'].$get(), locale, 'price-list-template')
            }
          >
            {t('admin.price_list.template')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => downloadCsv((api) => api.admin['price-list']['export.csv'].$get(), locale, 'prices')}
            data-testid="price-list-export"
          >
            {t('admin.price_list.export')}
          </button>
        </>
      }
    >
      <HeldLinesNotice />
      <form
        className="adm-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <p className="muted" style={{ marginTop: 0 }}>
          {t('admin.price_list.help')}
        </p>
        <form.Field name="file">
          {(field) => (
            <FormField label={t('admin.price_list.file')} name="file" errors={field.state.meta.errors} server={error}>
              <input
                type="file"
                name="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  previewing.reset()
                  applying.reset()
                  field.handleChange(e.target.files?.[0])
                }}
                data-testid="price-list-file"
              />
            </FormField>
          )}
        </form.Field>
        <div className="adm-inline" style={{ marginTop: 12 }}>
          <button
            type="submit"
            className="btn btn--outline btn--small"
            disabled={busy}
            data-testid="price-list-preview"
          >
            {t('admin.price_list.preview')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={!preview || preview.changes.length === 0 || (preview.large > 0 && !confirmed) || busy}
            onClick={apply}
            data-testid="price-list-apply"
          >
            {t('admin.price_list.apply')}
          </button>
        </div>
      </form>
      {error && error.fields && !error.fields.file && (
        <div className="adm-alert adm-alert--error" role="alert" data-testid="price-list-errors">
          <p>{error.message}</p>
          <table className="adm-table">
            <tbody>
              {Object.entries(error.fields).map(([where, messages]) => (
                <tr key={where}>
                  <td className="nowrap">
                    <b>{where}</b>
                  </td>
                  <td>{messages.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && !error.fields && <FormError error={error} />}
      {result && (
        <p className="adm-alert adm-alert--ok" data-testid="price-list-result">
          {t('admin.price_list.applied', {
            updated: result.updated,
            unchanged: result.unchanged,
            unknown: result.unknown,
          })}
        </p>
      )}
      {preview && (
        <div data-testid="price-list-summary">
          <p className="adm-alert adm-alert--ok">
            {t('admin.price_list.summary', {
              rows: preview.rows,
              changes: preview.changes.length,
              unchanged: preview.unchanged,
              unknown: preview.unknown_codes.length,
            })}
          </p>
          {preview.large > 0 && (
            <div className="adm-alert adm-alert--error" role="alert" data-testid="price-list-large">
              <p>{t('admin.price_list.large', { count: preview.large })}</p>
              <label>
                <input
                  type="checkbox"
                  checked={confirmed}
                  onChange={(e) => setConfirmed(e.target.checked)}
                  data-testid="price-list-confirm"
                />{' '}
                {t('admin.price_list.confirm_large')}
              </label>
            </div>
          )}
          {preview.changes.length > 0 && (
            <div className="adm-table-wrap">
              <table className="adm-table">
                <thead>
                  <tr>
                    <th>{t('admin.price_list.row')}</th>
                    <th>{t('admin.products.code')}</th>
                    <th>{t('admin.order.product')}</th>
                    {VALUE_KEYS.map((k) => (
                      <th key={k}>{t(`admin.variant.${k}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.map((c) => (
                    <tr key={c.code} className={c.large ? 'adm-row--warn' : undefined}>
                      <td className="num" data-label={t('admin.price_list.row')}>
                        {c.row}
                      </td>
                      <td className="nowrap" data-label={t('admin.products.code')}>
                        {c.code}{' '}
                        {c.large && (
                          <span className="adm-badge adm-badge--declined">{t('admin.price_list.large_badge')}</span>
                        )}
                      </td>
                      <td data-label={t('admin.order.product')}>{c.product_name}</td>
                      {VALUE_KEYS.map((k) => (
                        <td key={k} className="nowrap" data-label={t(`admin.variant.${k}`)}>
                          {c.after[k] !== undefined && (
                            <>
                              <s className="muted">{show(k, c.before[k])}</s> → <b>{show(k, c.after[k])}</b>
                            </>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {preview.unknown_codes.length > 0 && (
            <div className="adm-card" style={{ marginTop: 16 }}>
              <h2>{t('admin.price_list.unknown')}</h2>
              <p>{preview.unknown_codes.map((u) => `${u.code} (${t('admin.price_list.row')} ${u.row})`).join(', ')}</p>
            </div>
          )}
        </div>
      )}
      <HeldPriceLines />
    </AdminPage>
  )
}
