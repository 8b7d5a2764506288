import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type AdminProduct, productUpdateSchema } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import type { ApiError } from '../../lib/api-client'
import { updateProduct } from '../../lib/admin-queries/products'
import { useCatalogueOptions } from './catalogue-options'
import { FormError } from './fields'
import { ChoiceSelect, FormField, NumberInput } from './form-field'
import { PRODUCT_LONG, ProductContentFields } from './product-content-fields'
import { SEO_FIELDS } from './product-seo-field'
import { useServerFields } from './server-fields'

export const PRODUCT_TEXTS = ['name_ua', 'name_en', 'slug', 'serie', 'short_ua', 'short_en'] as const
const NUMBERS = ['brand_id', 'category_id', 'sort_order'] as const

type Values = z.input<typeof productUpdateSchema>

const valuesOf = (p: AdminProduct): Values => ({
  ...(Object.fromEntries([...PRODUCT_TEXTS, ...PRODUCT_LONG, ...SEO_FIELDS].map((k) => [k, p[k]])) as Record<
    (typeof PRODUCT_TEXTS)[number] | (typeof PRODUCT_LONG)[number] | (typeof SEO_FIELDS)[number],
    string
  >),
  brand_id: p.brand_id,
  category_id: p.category_id,
  sort_order: p.sort_order,
  is_active: p.is_active,
})

/** The product's form: checked by the contract's schema, saved, then shown as the server saved it. */
function useProductEdit(product: AdminProduct) {
  const save = useMutation(updateProduct(useLocale(), product.id))
  const [saved, setSaved] = useState(false)
  const form = useForm({
    defaultValues: valuesOf(product),
    validators: { onSubmit: productUpdateSchema },
    onSubmit: async ({ value }) => {
      const next = await save.mutateAsync(value).catch(() => null)
      if (next) {
        form.reset(valuesOf(next))
        setSaved(true)
      }
    },
  })
  return { form, error: save.error, saved, setSaved }
}

type ProductEditApi = ReturnType<typeof useProductEdit>['form']

/** The product's own fields, checked by the contract's schema before they go, saved together. */
export function ProductEditForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation()
  const { form, error, saved, setSaved } = useProductEdit(product)
  const { server, onEdit } = useServerFields(error)
  return (
    <form
      className="adm-card adm-form adm-form--pairs"
      data-testid="product-form"
      noValidate
      onChange={() => setSaved(false)}
      onInput={onEdit}
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      {PRODUCT_TEXTS.map((k) => (
        <form.Field key={k} name={k}>
          {(field) => (
            <FormField label={t(`admin.product.${k}`)} name={k} errors={field.state.meta.errors} server={server}>
              <input name={k} value={field.state.value ?? ''} onChange={(e) => field.handleChange(e.target.value)} />
            </FormField>
          )}
        </form.Field>
      ))}
      <ProductPlacementFields form={form} server={server} />
      <ProductContentFields form={form} server={server} />
      <div className="adm-form__actions">
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <button type="submit" className="btn btn--primary" disabled={submitting} data-testid="product-save">
              {t('admin.common.save')}
            </button>
          )}
        </form.Subscribe>
        {saved && <span className="adm-badge adm-badge--true">{t('admin.common.saved')}</span>}
      </div>
      <FormError error={server} shown={[...PRODUCT_TEXTS, ...PRODUCT_LONG, ...SEO_FIELDS, ...NUMBERS]} />
    </form>
  )
}

/** The brand and category, each chosen from the catalogue's list, and the sort order. */
function ProductPlacementFields({ form, server }: { form: ProductEditApi; server: ApiError | null }) {
  const { t } = useTranslation()
  const options = useCatalogueOptions()
  return NUMBERS.map((k) => (
    <form.Field key={k} name={k}>
      {(field) => (
        <FormField
          label={t(k === 'sort_order' ? 'admin.products.sort_order' : `admin.products.${k.replace('_id', '')}`)}
          name={k}
          errors={field.state.meta.errors}
          server={server}
        >
          {k === 'sort_order' ? (
            <NumberInput name={k} value={field.state.value} onNumber={field.handleChange} />
          ) : (
            <ChoiceSelect name={k} value={field.state.value} onChoose={field.handleChange} options={options[k]} />
          )}
        </FormField>
      )}
    </form.Field>
  ))
}
