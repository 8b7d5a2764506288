import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../lib/api-client'
import { ProductRichTextField } from './product-rich-text'
import { ProductSeoField, SEO_FIELDS } from './product-seo-field'

export const PRODUCT_LONG = [
  'description_ua',
  'description_en',
  'prescription_ua',
  'prescription_en',
  'application_ua',
  'application_en',
  'composition',
] as const
type ContentText = (typeof PRODUCT_LONG)[number] | (typeof SEO_FIELDS)[number]

/** What these fields use of a TanStack Form field (a form's own `Field` passes its full field API). */
interface FieldUse<V> {
  state: { value: V | undefined; meta: { errors: unknown[] } }
  handleChange: (value: V) => void
}

/**
 * The part of a product's form that creating and editing share: whether the shop shows it, its long
 * texts and its SEO texts. Each form passes its own TanStack Form (`form.Field`), whatever its other
 * fields are.
 */
export function ProductContentFields({
  form,
  server,
}: {
  form: {
    Field: {
      (props: { name: ContentText; children: (field: FieldUse<string>) => ReactNode }): ReactNode | Promise<ReactNode>
      (props: { name: 'is_active'; children: (field: FieldUse<boolean>) => ReactNode }): ReactNode | Promise<ReactNode>
    }
  }
  server: ApiError | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <form.Field name="is_active">
        {(field) => (
          <label className="adm-check">
            <input
              type="checkbox"
              name="is_active"
              checked={field.state.value ?? true}
              onChange={(e) => field.handleChange(e.target.checked)}
            />{' '}
            {t('admin.products.visible')}
          </label>
        )}
      </form.Field>
      {PRODUCT_LONG.map((k) => (
        <form.Field key={k} name={k}>
          {(field) => (
            <ProductRichTextField
              label={t(`admin.product.${k}`)}
              name={k}
              value={field.state.value ?? ''}
              onChange={field.handleChange}
              errors={field.state.meta.errors}
              server={server}
              hint={k === 'description_ua' ? t('admin.products.rich_hint') : undefined}
            />
          )}
        </form.Field>
      ))}
      <h2 className="adm-field--wide">{t('admin.product.seo')}</h2>
      <p className="muted adm-field--wide">{t('admin.product.seo_hint')}</p>
      {SEO_FIELDS.map((k) => (
        <form.Field key={k} name={k}>
          {(field) => (
            <ProductSeoField
              name={k}
              value={field.state.value ?? ''}
              onChange={field.handleChange}
              errors={field.state.meta.errors}
              server={server}
            />
          )}
        </form.Field>
      ))}
    </>
  )
}
