import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { PRODUCT_LONG, ProductContentFields } from '../components/admin/product-content-fields'
import {
  FIRST_VARIANT_NUMBERS,
  FIRST_VARIANT_TEXTS,
  NewProductFirstVariant,
} from '../components/admin/product-new-first-variant'
import {
  NEW_PRODUCT_TEXTS,
  NewProductChoices,
  NewProductTexts,
  useNewProductForm,
} from '../components/admin/product-new-form'
import { SEO_FIELDS } from '../components/admin/product-seo-field'
import { useServerFields } from '../components/admin/server-fields'

export const Route = createFileRoute('/admin/products/new')({ component: NewProductPage })

/** The fields the form shows by name; any other field the server names is listed under the form. */
const SHOWN = [
  ...NEW_PRODUCT_TEXTS,
  ...PRODUCT_LONG,
  ...SEO_FIELDS,
  'brand_id',
  'category_id',
  ...[...FIRST_VARIANT_TEXTS, ...FIRST_VARIANT_NUMBERS].map((k) => `variant.${k}`),
]

/** A new product with its first variant; pictures and more variants are added on its page. */
function NewProductPage() {
  const { t } = useTranslation()
  const { form, error } = useNewProductForm()
  // A server's message under a field goes once the field is changed.
  const { server, onEdit } = useServerFields(error)
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
        onInput={onEdit}
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <NewProductTexts form={form} server={server} />
        <NewProductChoices form={form} server={server} />
        <ProductContentFields form={form} server={server} />
        <NewProductFirstVariant form={form} server={server} />
        <div className="adm-form__actions">
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <button type="submit" className="btn btn--primary" disabled={submitting} data-testid="new-product-save">
                {t('admin.products.create')}
              </button>
            )}
          </form.Subscribe>
        </div>
        <FormError error={server} shown={SHOWN} />
      </form>
    </AdminPage>
  )
}
