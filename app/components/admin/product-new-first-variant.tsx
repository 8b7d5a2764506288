import { useTranslation } from 'react-i18next'
import { FormField, NumberInput } from './form-field'
import type { NewProductForm } from './product-new-form'
import type { ApiError } from '../../lib/api-client'

export const FIRST_VARIANT_TEXTS = ['code', 'value_ua', 'value_en'] as const
/** A variant's prices, stock and pack, as a new product's first variant has them (an edited one adds its place). */
export const FIRST_VARIANT_NUMBERS = [
  'price',
  'discount_price',
  'whoosale_price',
  'discount_whoosale_price',
  'stock',
  'stock_opt',
  'pack_size',
] as const

/** The new product's first variant: its code and values, then its prices and stock. */
export function NewProductFirstVariant({ form, server }: { form: NewProductForm; server: ApiError | null }) {
  const { t } = useTranslation()
  return (
    <>
      <h2 className="adm-field--wide">{t('admin.products.first_variant')}</h2>
      {[...FIRST_VARIANT_TEXTS, ...FIRST_VARIANT_NUMBERS].map((k) => (
        <form.Field key={k} name={`variant.${k}`}>
          {(field) => (
            <FormField
              label={t(`admin.variant.${k}`)}
              name={`variant.${k}`}
              errors={field.state.meta.errors}
              server={server}
            >
              {typeof field.state.value === 'string' ? (
                <input
                  name={`variant.${k}`}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              ) : (
                <NumberInput
                  inputMode="numeric"
                  name={`variant.${k}`}
                  value={field.state.value}
                  onNumber={field.handleChange}
                />
              )}
            </FormField>
          )}
        </form.Field>
      ))}
    </>
  )
}
