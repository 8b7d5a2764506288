import { useTranslation } from 'react-i18next'
import { BULK_PRICE_FIELDS } from '../../domain/bulk-edit'
import { FormField } from './form-field'
import type { BulkKind, ProductBulkForm } from './use-product-bulk'

/** What the change does: prices, hide, show or stock. */
export function BulkKindField({ form }: { form: ProductBulkForm }) {
  const { t } = useTranslation()
  return (
    <form.Field name="kind">
      {(field) => (
        <FormField label={t('admin.bulk_products.action')} name="kind" errors={field.state.meta.errors}>
          <select
            value={field.state.value}
            onChange={(e) => field.handleChange(e.target.value as BulkKind)}
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
  )
}

/** The percentage and which prices it moves. */
export function BulkPriceFields({ form }: { form: ProductBulkForm }) {
  const { t } = useTranslation()
  return (
    <>
      <form.Field name="percent">
        {(field) => (
          <FormField label={t('admin.bulk_products.percent')} name="percent" errors={field.state.meta.errors}>
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
                      e.target.checked ? [...field.state.value, f] : field.state.value.filter((x) => x !== f),
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
  )
}

/** The retail and wholesale stock to set. */
export function BulkStockFields({ form }: { form: ProductBulkForm }) {
  const { t } = useTranslation()
  return (['stock', 'stock_opt'] as const).map((name) => (
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
  ))
}
