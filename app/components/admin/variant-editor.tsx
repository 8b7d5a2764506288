import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type AdminVariant, variantUpdateSchema } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import { updateVariant } from '../../lib/admin-queries/products'
import { FormError } from './fields'
import { FormField } from './form-field'
import { FIRST_VARIANT_NUMBERS } from './product-new-first-variant'
import { VariantImages } from './variant-images'
import { useServerFields } from './server-fields'

const NUMBER_FIELDS = [...FIRST_VARIANT_NUMBERS, 'sort_order'] as const
const TEXT_FIELDS = ['code', 'barcode', 'value_ua', 'value_en'] as const
type Values = z.input<typeof variantUpdateSchema>

const valuesOf = (v: AdminVariant): Values => ({
  code: v.code,
  barcode: v.barcode ?? '',
  value_ua: v.value_ua,
  value_en: v.value_en,
  price: v.price,
  discount_price: v.discount_price,
  whoosale_price: v.whoosale_price,
  discount_whoosale_price: v.discount_whoosale_price,
  stock: v.stock,
  stock_opt: v.stock_opt,
  pack_size: v.pack_size,
  sort_order: v.sort_order,
})

const isNumber = (f: string) => (NUMBER_FIELDS as readonly string[]).includes(f)
/** A field's value in its input: an unset or unreadable number shows empty. */
const shown = (value: string | number | null | undefined) =>
  value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value)) ? '' : value

/** One variant: values, prices, stocks and sort order saved together, and its pictures. */
export function VariantEditor({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(updateVariant(locale, variant.id))
  const [saved, setSaved] = useState(false)
  const { server, onEdit } = useServerFields(save.error)
  const form = useForm({
    defaultValues: valuesOf(variant),
    validators: { onSubmit: variantUpdateSchema },
    onSubmit: async ({ value }) => {
      const product = await save.mutateAsync(value).catch(() => null)
      const next = product?.variants.find((v) => v.id === variant.id)
      if (next) {
        form.reset(valuesOf(next))
        setSaved(true)
      }
    },
  })

  return (
    <div className="adm-card" data-testid={`variant-${variant.id}`}>
      <form
        className="adm-form"
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))' }}
        noValidate
        onChange={() => setSaved(false)}
        onInput={onEdit}
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {[...TEXT_FIELDS, ...NUMBER_FIELDS].map((f) => (
          <form.Field key={f} name={f}>
            {(field) => (
              <FormField label={t(`admin.variant.${f}`)} name={f} errors={field.state.meta.errors} server={server}>
                <input
                  className="adm-input"
                  type={isNumber(f) ? 'number' : 'text'}
                  name={f}
                  value={shown(field.state.value)}
                  onChange={(e) =>
                    field.handleChange(
                      isNumber(f) ? (e.target.value === '' ? Number.NaN : e.target.valueAsNumber) : e.target.value,
                    )
                  }
                  data-testid={`variant-${variant.id}-${f}`}
                />
              </FormField>
            )}
          </form.Field>
        ))}
        <div className="adm-form__actions">
          <button
            type="submit"
            className="btn btn--primary btn--small"
            disabled={save.isPending}
            data-testid={`variant-${variant.id}-save`}
          >
            {t('admin.common.save')}
          </button>
          {saved && <span className="adm-badge adm-badge--true">{t('admin.common.saved')}</span>}
        </div>
      </form>
      <FormError error={server} shown={[...TEXT_FIELDS, ...NUMBER_FIELDS]} />
      <VariantImages variant={variant} />
    </div>
  )
}
