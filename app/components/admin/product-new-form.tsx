import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { productCreateSchema } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import { createProduct } from '../../lib/admin-queries/products'
import { useCatalogueOptions } from './catalogue-options'
import { ChoiceSelect, FormField } from './form-field'
import { PRODUCT_LONG } from './product-content-fields'
import { SEO_FIELDS } from './product-seo-field'
import type { ApiError } from '../../lib/api-client'

export const NEW_PRODUCT_TEXTS = ['name_ua', 'name_en', 'slug', 'serie', 'short_ua', 'short_en'] as const

type Values = z.input<typeof productCreateSchema>

const EMPTY: Values = {
  ...(Object.fromEntries([...NEW_PRODUCT_TEXTS, ...PRODUCT_LONG, ...SEO_FIELDS].map((k) => [k, ''])) as Record<
    (typeof NEW_PRODUCT_TEXTS)[number] | (typeof PRODUCT_LONG)[number] | (typeof SEO_FIELDS)[number],
    string
  >),
  // No brand or category until one is picked: the schema answers "choose one".
  brand_id: Number.NaN,
  category_id: Number.NaN,
  is_active: true,
  variant: { code: '', value_ua: '', value_en: '', price: Number.NaN, ...zeroes() },
}
function zeroes() {
  return { discount_price: 0, whoosale_price: 0, discount_whoosale_price: 0, stock: 0, stock_opt: 0, pack_size: 1 }
}

/** The address from the English name while the slug has not been typed by hand. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120)

/** The new product's form: checked by the contract's schema, created, then opened on its own page. */
export function useNewProductForm() {
  const locale = useLocale()
  const navigate = useNavigate()
  const create = useMutation(createProduct(locale))
  const form = useForm({
    defaultValues: EMPTY,
    validators: { onSubmit: productCreateSchema },
    onSubmit: async ({ value }) => {
      const product = await create.mutateAsync(value).catch(() => null)
      if (product) await navigate({ to: '/admin/products/$id', params: { id: String(product.id) } })
    },
  })
  return { form, error: create.error }
}

export type NewProductForm = ReturnType<typeof useNewProductForm>['form']
type Server = ApiError | null

/** The names, address, series and short texts; the address follows the English name until typed. */
export function NewProductTexts({ form, server }: { form: NewProductForm; server: Server }) {
  const { t } = useTranslation()
  return NEW_PRODUCT_TEXTS.map((k) => (
    <form.Field
      key={k}
      name={k}
      listeners={
        k === 'name_en'
          ? {
              onChange: ({ value }) => {
                if (!form.getFieldMeta('slug')?.isDirty)
                  form.setFieldValue('slug', slugOf(value ?? ''), { dontUpdateMeta: true })
              },
            }
          : undefined
      }
    >
      {(field) => (
        <FormField
          label={t(`admin.product.${k}`)}
          name={k}
          errors={field.state.meta.errors}
          server={server}
          hint={k === 'slug' ? t('admin.products.slug_hint') : undefined}
        >
          <input name={k} value={field.state.value ?? ''} onChange={(e) => field.handleChange(e.target.value)} />
        </FormField>
      )}
    </form.Field>
  ))
}

/** The brand and the category, each chosen from the catalogue's own list. */
export function NewProductChoices({ form, server }: { form: NewProductForm; server: Server }) {
  const { t } = useTranslation()
  const choices = useCatalogueOptions()
  return (
    [
      ['brand_id', 'admin.products.brand', choices.brand_id],
      ['category_id', 'admin.products.category', choices.category_id],
    ] as const
  ).map(([name, label, options]) => (
    <form.Field key={name} name={name}>
      {(field) => (
        <FormField label={t(label)} name={name} errors={field.state.meta.errors} server={server}>
          <ChoiceSelect
            name={name}
            value={field.state.value}
            onChoose={field.handleChange}
            options={options}
            choose={t('admin.products.choose')}
          />
        </FormField>
      )}
    </form.Field>
  ))
}
