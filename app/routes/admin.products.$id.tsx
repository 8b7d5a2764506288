import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { ProductActions } from '../components/admin/product-actions'
import { ProductEditForm } from '../components/admin/product-edit-form'
import { ProductNewVariant } from '../components/admin/product-new-variant'
import { StockMovements } from '../components/admin/stock-movements'
import { VariantEditor } from '../components/admin/variant-editor'
import { useLocale } from '../i18n/use-locale'
import { productQuery } from '../lib/admin-queries/products'

export const Route = createFileRoute('/admin/products/$id')({ component: ProductPage })

/**
 * One product: its fields, duplicate and archive, its variants with their pictures, one more variant,
 * and its stock movements. Every write answers the whole product, which the page shows at once.
 */
function ProductPage() {
  const { id } = Route.useParams()
  const { t } = useTranslation()
  const loaded = useQuery(productQuery(Number(id), useLocale()))
  const product = loaded.data
  if (loaded.error) return <FormError error={loaded.error} />
  if (!product) return <p className="muted">{t('admin.common.loading')}</p>
  return (
    <AdminPage
      title={product.name_ua}
      actions={
        <>
          <a className="btn btn--ghost btn--small" href={`/product/${product.slug}`} target="_blank" rel="noreferrer">
            {t('admin.products.open_in_store')}
          </a>
          <Link to="/admin/products" className="btn btn--ghost btn--small">
            ← {t('admin.nav.products')}
          </Link>
        </>
      }
    >
      <ProductEditForm key={product.id} product={product} />
      <ProductActions product={product} />
      <h2>{t('admin.products.variants')}</h2>
      {product.variants.map((v) => (
        <VariantEditor key={`${v.id}:${v.images.length}`} variant={v} />
      ))}
      <ProductNewVariant productId={product.id} />
      <StockMovements product={product} />
    </AdminPage>
  )
}
