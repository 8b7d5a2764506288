import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminProduct, productDuplicateSchema } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import { archiveProduct, duplicateProduct, restoreProduct } from '../../lib/admin-queries/products'
import { FormError } from './fields'
import { FormField } from './form-field'

/**
 * Duplicate (a hidden copy under its own address), archive (off the storefront) and restore (back on it),
 * from the product's page.
 */
export function ProductActions({ product }: { product: AdminProduct }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [copying, setCopying] = useState(false)
  const archive = useMutation(archiveProduct(locale))
  const restore = useMutation(restoreProduct(locale))
  const duplicate = useMutation(duplicateProduct(locale))
  const form = useForm({
    defaultValues: { slug: `${product.slug}-copy`.slice(0, 120), code_suffix: '-copy' },
    validators: { onSubmit: productDuplicateSchema },
    onSubmit: async ({ value }) => {
      const copy = await duplicate.mutateAsync({ id: product.id, body: value }).catch(() => null)
      if (copy) {
        setCopying(false)
        await navigate({ to: '/admin/products/$id', params: { id: String(copy.id) } })
      }
    },
  })

  return (
    <div className="adm-card" data-testid="product-actions">
      {!product.is_active && <p className="muted">{t('admin.products.archived')}</p>}
      <div className="adm-form__actions">
        <button type="button" className="btn btn--outline btn--small" onClick={() => setCopying(!copying)}>
          {t('admin.products.duplicate')}
        </button>
        {product.is_active ? (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={archive.isPending}
            onClick={() => {
              if (window.confirm(t('admin.products.confirm_archive'))) archive.mutate(product.id)
            }}
          >
            {t('admin.products.archive')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={restore.isPending}
            onClick={() => restore.mutate(product.id)}
            data-testid="product-restore"
          >
            {t('admin.products.restore')}
          </button>
        )}
      </div>
      <FormError error={archive.error ?? restore.error} />
      {copying && (
        <form
          className="adm-form"
          noValidate
          data-testid="duplicate-form"
          onSubmit={(e) => {
            e.preventDefault()
            void form.handleSubmit()
          }}
        >
          <h2 className="adm-field--wide">{t('admin.products.duplicate_title')}</h2>
          <p className="muted adm-field--wide">{t('admin.products.duplicate_hint')}</p>
          {(['slug', 'code_suffix'] as const).map((k) => (
            <form.Field key={k} name={k}>
              {(field) => (
                <FormField
                  label={k === 'slug' ? t('admin.product.slug') : t('admin.products.code_suffix')}
                  name={k}
                  errors={field.state.meta.errors}
                  server={duplicate.error}
                >
                  <input name={k} value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} />
                </FormField>
              )}
            </form.Field>
          ))}
          <div className="adm-form__actions">
            <button type="submit" className="btn btn--primary btn--small" disabled={duplicate.isPending}>
              {t('admin.products.make_copy')}
            </button>
          </div>
          <FormError error={duplicate.error} shown={['slug', 'code_suffix']} />
        </form>
      )}
    </div>
  )
}
