import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProductBulk, productBulkSchema } from '../../contract/admin-product-bulk'
import { BULK_PRICE_FIELDS, type BulkPriceField } from '../../domain/bulk-edit'
import { useLocale } from '../../i18n/use-locale'
import { bulkEditProducts } from '../../lib/admin-queries/products'
import { FormError, toInt } from './fields'
import { FormField } from './form-field'

type Kind = 'prices' | 'hide' | 'show' | 'stock'
interface Values {
  kind: Kind
  percent: string
  fields: BulkPriceField[]
  stock: string
  stock_opt: string
}
const START: Values = { kind: 'prices', percent: '', fields: ['price'], stock: '', stock_opt: '' }

/** The products a change names: those chosen, or every product of the list's brand or category filter. */
export type BulkTarget = { ids: number[] } | { filter: { brand_id?: number; category_id?: number } }

function bodyOf(v: Values, target: BulkTarget): unknown {
  const percent = v.percent.trim().replace(',', '.').replace('−', '-')
  const action =
    v.kind === 'prices'
      ? { kind: 'prices', percent: percent === '' ? Number.NaN : Number(percent), fields: v.fields }
      : v.kind === 'stock'
        ? { kind: 'stock', stock: toInt(v.stock), stock_opt: toInt(v.stock_opt) }
        : { kind: 'visibility', is_active: v.kind === 'show' }
  return { ...target, action }
}

/** Where a schema issue is shown: the action's own fields by their names. */
const FIELD_OF: Record<string, keyof Values> = {
  percent: 'percent',
  fields: 'fields',
  stock: 'stock',
  stock_opt: 'stock_opt',
}

/** Prices by a percentage, hide or show, or stock, for the chosen products or the filter's; all or nothing. */
export function ProductBulkBar({ target, count, onDone }: { target: BulkTarget; count: number; onDone: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const bulk = useMutation(bulkEditProducts(locale))
  const [done, setDone] = useState<{ products: number; variants: number } | null>(null)
  const form = useForm({
    defaultValues: START,
    validators: {
      onSubmit: ({ value }) => {
        const parsed = productBulkSchema.safeParse(bodyOf(value, target))
        if (parsed.success) return undefined
        const fields: Record<string, string> = {}
        for (const issue of parsed.error.issues) {
          const name = FIELD_OF[String(issue.path.at(-1) ?? '')] ?? 'kind'
          fields[name] ??= issue.message
        }
        return { fields }
      },
    },
    onSubmit: async ({ value }) => {
      if (!window.confirm(t('admin.bulk_products.confirm', { count }))) return
      setDone(null)
      const answer = await bulk.mutateAsync(bodyOf(value, target) as ProductBulk).catch(() => null)
      if (answer) {
        setDone(answer)
        onDone()
      }
    },
  })

  return (
    <form
      className="adm-card adm-bulk adm-form"
      data-testid="products-bulk"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p data-testid="products-bulk-count">
        <b>{t('admin.bulk_products.chosen', { count })}</b>
      </p>
      <div className="adm-inline">
        <form.Field name="kind">
          {(field) => (
            <FormField label={t('admin.bulk_products.action')} name="kind" errors={field.state.meta.errors}>
              <select
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value as Kind)}
                data-testid="products-bulk-kind"
              >
                {(['prices', 'hide', 'show', 'stock'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`admin.bulk_products.${k}`)}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.values.kind}>
          {(kind) => (
            <>
              {kind === 'prices' && (
                <>
                  <form.Field name="percent">
                    {(field) => (
                      <FormField
                        label={t('admin.bulk_products.percent')}
                        name="percent"
                        errors={field.state.meta.errors}
                      >
                        <input
                          inputMode="decimal"
                          value={field.state.value}
                          onChange={(e) => field.handleChange(e.target.value)}
                          data-testid="products-bulk-percent"
                        />
                      </FormField>
                    )}
                  </form.Field>
                  <form.Field name="fields">
                    {(field) => (
                      <fieldset className="adm-field">
                        <legend className="adm-field__label">{t('admin.bulk_products.which_prices')}</legend>
                        {BULK_PRICE_FIELDS.map((f) => (
                          <label key={f} className="adm-check">
                            <input
                              type="checkbox"
                              checked={field.state.value.includes(f)}
                              onChange={(e) =>
                                field.handleChange(
                                  e.target.checked
                                    ? [...field.state.value, f]
                                    : field.state.value.filter((x) => x !== f),
                                )
                              }
                              data-testid={`products-bulk-field-${f}`}
                            />{' '}
                            {t(`admin.variant.${f}`)}
                          </label>
                        ))}
                      </fieldset>
                    )}
                  </form.Field>
                </>
              )}
              {kind === 'stock' &&
                (['stock', 'stock_opt'] as const).map((name) => (
                  <form.Field key={name} name={name}>
                    {(field) => (
                      <FormField
                        label={t(`admin.bulk_products.${name === 'stock' ? 'stock_retail' : 'stock_wholesale'}`)}
                        name={name}
                        errors={field.state.meta.errors}
                      >
                        <input
                          inputMode="numeric"
                          value={field.state.value}
                          onChange={(e) => field.handleChange(e.target.value)}
                          data-testid={`products-bulk-${name}`}
                        />
                      </FormField>
                    )}
                  </form.Field>
                ))}
            </>
          )}
        </form.Subscribe>
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={bulk.isPending || count === 0}
          data-testid="products-bulk-apply"
        >
          {t('admin.bulk_products.apply')}
        </button>
      </div>
      {done && !bulk.error && (
        <p className="adm-alert adm-alert--ok" role="status" data-testid="products-bulk-done">
          {t('admin.bulk_products.done', done)}
        </p>
      )}
      <FormError error={bulk.error} shown={['percent', 'fields', 'stock', 'stock_opt']} />
    </form>
  )
}
