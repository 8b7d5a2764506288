import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { FormField } from '../components/admin/form-field'
import { PRODUCT_LONG, ProductContentFields } from '../components/admin/product-content-fields'
import { SEO_FIELDS } from '../components/admin/product-seo-field'
import type { z } from 'zod'
import { productCreateSchema } from '../contract/admin-catalogue'
import { useLocale } from '../i18n/use-locale'
import { brandsQuery } from '../lib/admin-queries/brands'
import { categoriesQuery } from '../lib/admin-queries/categories'
import { createProduct } from '../lib/admin-queries/products'

export const Route = createFileRoute('/admin/products/new')({ component: NewProductPage })

const TEXTS = ['name_ua', 'name_en', 'slug', 'serie', 'short_ua', 'short_en'] as const
const VARIANT_TEXTS = ['code', 'value_ua', 'value_en'] as const
const VARIANT_NUMBERS = [
  'price',
  'discount_price',
  'whoosale_price',
  'discount_whoosale_price',
  'stock',
  'stock_opt',
  'pack_size',
] as const

type Values = z.input<typeof productCreateSchema>

const EMPTY: Values = {
  ...(Object.fromEntries([...TEXTS, ...PRODUCT_LONG, ...SEO_FIELDS].map((k) => [k, ''])) as Record<
    (typeof TEXTS)[number] | (typeof PRODUCT_LONG)[number] | (typeof SEO_FIELDS)[number],
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

const numberOf = (input: HTMLInputElement) => (input.value === '' ? Number.NaN : input.valueAsNumber)

/** A new product with its first variant; pictures and more variants are added on its page. */
function NewProductPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const brands = useQuery(brandsQuery(locale)).data ?? []
  const categories = useQuery(categoriesQuery(locale)).data ?? []
  const create = useMutation(createProduct(locale))
  const form = useForm({
    defaultValues: EMPTY,
    validators: { onSubmit: productCreateSchema },
    onSubmit: async ({ value }) => {
      const product = await create.mutateAsync(value).catch(() => null)
      if (product) await navigate({ to: '/admin/products/$id', params: { id: String(product.id) } })
    },
  })
  const server = create.error

  return (
    <AdminPage
      title={t('admin.products.new')}
      actions={
        <Link to="/admin/products" className="btn btn--ghost btn--small">
          ← {t('admin.nav.products')}
        </Link>
      }
    >
      <form
        className="adm-card adm-form adm-form--pairs"
        data-testid="new-product-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {TEXTS.map((k) => (
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
        ))}
        {(
          [
            ['brand_id', 'admin.products.brand', brands.map((b) => ({ id: b.id, label: b.name }))],
            [
              'category_id',
              'admin.products.category',
              categories.map((c) => ({
                id: c.id,
                label: `${c.parent_id ? '— ' : ''}${locale === 'en' ? c.name_en : c.name_ua}`,
              })),
            ],
          ] as const
        ).map(([name, label, options]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <FormField label={t(label)} name={name} errors={field.state.meta.errors} server={server}>
                <select
                  name={name}
                  value={Number.isNaN(field.state.value) ? '' : String(field.state.value)}
                  onChange={(e) => field.handleChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                >
                  <option value="">{t('admin.products.choose')}</option>
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </FormField>
            )}
          </form.Field>
        ))}
        <ProductContentFields form={form} server={server} />
        <h2 className="adm-field--wide">{t('admin.products.first_variant')}</h2>
        {VARIANT_TEXTS.map((k) => (
          <form.Field key={k} name={`variant.${k}`}>
            {(field) => (
              <FormField
                label={t(`admin.variant.${k}`)}
                name={`variant.${k}`}
                errors={field.state.meta.errors}
                server={server}
              >
                <input
                  name={`variant.${k}`}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              </FormField>
            )}
          </form.Field>
        ))}
        {VARIANT_NUMBERS.map((k) => (
          <form.Field key={k} name={`variant.${k}`}>
            {(field) => (
              <FormField
                label={t(`admin.variant.${k}`)}
                name={`variant.${k}`}
                errors={field.state.meta.errors}
                server={server}
              >
                <input
                  type="number"
                  inputMode="numeric"
                  name={`variant.${k}`}
                  value={field.state.value === undefined || Number.isNaN(field.state.value) ? '' : field.state.value}
                  onChange={(e) => field.handleChange(numberOf(e.target))}
                />
              </FormField>
            )}
          </form.Field>
        ))}
        <div className="adm-form__actions">
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <button type="submit" className="btn btn--primary" disabled={submitting} data-testid="new-product-save">
                {t('admin.products.create')}
              </button>
            )}
          </form.Subscribe>
        </div>
        <FormError
          error={server}
          shown={[
            ...TEXTS,
            ...PRODUCT_LONG,
            ...SEO_FIELDS,
            'brand_id',
            'category_id',
            ...[...VARIANT_TEXTS, ...VARIANT_NUMBERS].map((k) => `variant.${k}`),
          ]}
        />
      </form>
    </AdminPage>
  )
}
