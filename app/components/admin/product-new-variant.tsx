import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { variantCreateSchema } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import { addVariant } from '../../lib/admin-queries/products'
import { FormError } from './fields'
import { FormField, NumberInput } from './form-field'

const EMPTY = { code: '', value_ua: '', value_en: '', price: Number.NaN }
const TEXTS = ['code', 'value_ua', 'value_en'] as const

/** One more variant of the product: its code, values and price; the rest is edited on it afterwards. */
export function ProductNewVariant({ productId }: { productId: number }) {
  const { t } = useTranslation()
  const add = useMutation(addVariant(useLocale(), productId))
  const form = useForm({
    defaultValues: EMPTY,
    validators: { onSubmit: variantCreateSchema },
    onSubmit: async ({ value }) => {
      if (await add.mutateAsync(value).catch(() => null)) form.reset(EMPTY)
    },
  })
  // A duplicate code comes back under the name the product's creation uses.
  const serverName = (k: string) => (k === 'code' ? 'variant.code' : k)
  return (
    <form
      className="adm-card adm-form"
      data-testid="new-variant-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h2 className="adm-field--wide">{t('admin.products.new_variant')}</h2>
      {TEXTS.map((k) => (
        <form.Field key={k} name={k}>
          {(field) => (
            <FormField
              label={t(`admin.variant.${k}`)}
              name={serverName(k)}
              errors={field.state.meta.errors}
              server={add.error}
            >
              <input name={k} value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} />
            </FormField>
          )}
        </form.Field>
      ))}
      <form.Field name="price">
        {(field) => (
          <FormField label={t('admin.variant.price')} name="price" errors={field.state.meta.errors} server={add.error}>
            <NumberInput inputMode="numeric" name="price" value={field.state.value} onNumber={field.handleChange} />
          </FormField>
        )}
      </form.Field>
      <div className="adm-form__actions">
        <button type="submit" className="btn btn--outline" disabled={add.isPending}>
          {t('admin.products.add_variant')}
        </button>
      </div>
      <FormError error={add.error} shown={['variant.code', 'code', 'value_ua', 'value_en', 'price']} />
    </form>
  )
}
