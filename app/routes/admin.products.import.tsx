import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { CatalogueDownloads } from '../components/admin/catalogue-downloads'
import { CatalogueImportForm, CatalogueImportOutcome } from '../components/admin/catalogue-import-form'
import { FormError } from '../components/admin/fields'
import { ImportProgress, productsIn } from '../components/admin/product-import-parts'
import { useCatalogueImport } from '../components/admin/use-catalogue-import'

export const Route = createFileRoute('/admin/products/import')({ component: CatalogueImportPage })

/**
 * The catalogue from Excel: choose the file, see every bad cell (or what it would change), leave
 * the bad rows out if need be, then apply it in one transaction.
 */
function CatalogueImportPage() {
  const { t } = useTranslation()
  const state = useCatalogueImport()
  const { preview, apply, checked, skipped } = state
  return (
    <AdminPage
      title={t('admin.catalogue_import.title')}
      actions={
        <>
          <CatalogueDownloads />
          <Link to="/admin/products" className="btn btn--ghost btn--small">
            ← {t('admin.nav.products')}
          </Link>
        </>
      }
    >
      <CatalogueImportForm state={state} />
      {preview.isPending && <ImportProgress label={t('admin.catalogue_import.step_check')} />}
      {apply.isPending && (
        <ImportProgress
          label={t('admin.catalogue_import.step_write', { count: productsIn(checked?.counts ?? null) })}
        />
      )}
      <FormError error={preview.error ?? apply.error} shown={['file']} />
      {skipped && checked && (
        <p className="adm-alert adm-alert--ok" data-testid="import-skipped">
          {t('admin.catalogue_import.skipped', { rows: skipped.split(',').join(', ') })}
        </p>
      )}
      <CatalogueImportOutcome state={state} />
    </AdminPage>
  )
}
