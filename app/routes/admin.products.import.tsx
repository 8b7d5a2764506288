import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { FormField } from '../components/admin/form-field'
import { ImportCounts, ImportProblems, ImportProgress, productsIn } from '../components/admin/product-import-parts'
import { type CatalogueUpload, catalogueUploadSchema } from '../contract/catalogue-import'
import { useLocale } from '../i18n/use-locale'
import { applyCatalogue, previewCatalogue } from '../lib/admin-queries/catalogue-import'

export const Route = createFileRoute('/admin/products/import')({ component: CatalogueImportPage })

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The catalogue from Excel: choose the file, see every bad cell (or what it would change), leave
 * the bad rows out if need be, then apply it in one transaction.
 */
function CatalogueImportPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const preview = useMutation(previewCatalogue(locale))
  const apply = useMutation(applyCatalogue(locale))
  const form = useForm({
    defaultValues: { file: undefined, skip_rows: undefined } as Partial<CatalogueUpload>,
    validators: { onSubmit: catalogueUploadSchema },
    onSubmit: async ({ value }) => {
      apply.reset()
      await preview.mutateAsync(value as CatalogueUpload).catch(() => null)
    },
  })
  const checked = preview.data
  const ready = checked && checked.issues.length === 0 && checked.counts !== null
  const busy = preview.isPending || apply.isPending

  /** Leaves out every row with a problem (with those left out before) and checks the rest again. */
  function skipBadRows() {
    const rows = new Set((form.state.values.skip_rows ?? '').split(',').filter(Boolean).map(Number))
    for (const issue of checked?.issues ?? []) if (issue.row >= 2) rows.add(issue.row)
    form.setFieldValue('skip_rows', [...rows].sort((a, b) => a - b).join(','))
    void form.handleSubmit()
  }
  const skipped = form.state.values.skip_rows
  const canSkip = checked && checked.issues.length > 0 && checked.issues.every((i) => i.row >= 2)

  return (
    <AdminPage
      title={t('admin.catalogue_import.title')}
      actions={
        <Link to="/admin/products" className="btn btn--ghost btn--small">
          ← {t('admin.nav.products')}
        </Link>
      }
    >
      <form
        className="adm-card adm-form"
        data-testid="import-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        <p className="muted adm-field--wide" style={{ margin: 0 }}>
          {t('admin.catalogue_import.help')}
        </p>
        <form.Field name="file">
          {(field) => (
            <FormField
              label={t('admin.catalogue_import.file')}
              name="file"
              errors={field.state.meta.errors}
              server={preview.error ?? apply.error}
              wide
            >
              <input
                type="file"
                name="file"
                accept={ACCEPT}
                data-testid="import-file"
                onChange={(e) => {
                  preview.reset()
                  apply.reset()
                  form.setFieldValue('skip_rows', undefined)
                  field.handleChange(e.target.files?.[0])
                }}
              />
            </FormField>
          )}
        </form.Field>
        <div className="adm-form__actions">
          <button type="submit" className="btn btn--outline" disabled={busy} data-testid="import-preview">
            {t('admin.catalogue_import.preview')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!ready || busy || apply.isSuccess}
            data-testid="import-apply"
            onClick={() => apply.mutate(form.state.values as CatalogueUpload)}
          >
            {t('admin.catalogue_import.apply')}
          </button>
        </div>
      </form>

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

      {apply.data ? (
        <div className="adm-alert adm-alert--ok" role="status" data-testid="import-done">
          <p>
            {apply.data.applied ? t('admin.catalogue_import.applied') : t('admin.catalogue_import.nothing_to_apply')}
          </p>
          {apply.data.counts && <ImportCounts counts={apply.data.counts} />}
          <Link to="/admin/products">{t('admin.catalogue_import.open_products')}</Link>
        </div>
      ) : (
        checked &&
        !preview.isPending &&
        (checked.issues.length > 0 ? (
          <section className="adm-card" data-testid="import-issues">
            <h2>{t('admin.catalogue_import.problems_title', { count: checked.issues.length })}</h2>
            <p className="muted">{t('admin.catalogue_import.fix_hint')}</p>
            <ImportProblems issues={checked.issues} />
            {canSkip && (
              <button
                type="button"
                className="btn btn--outline"
                style={{ marginTop: 12 }}
                disabled={busy}
                onClick={skipBadRows}
                data-testid="import-skip-bad"
              >
                {t('admin.catalogue_import.skip_bad')}
              </button>
            )}
          </section>
        ) : (
          checked.counts && (
            <div className="adm-alert adm-alert--ok" data-testid="import-ready">
              <p>{t('admin.catalogue_import.ready')}</p>
              <ImportCounts counts={checked.counts} />
            </div>
          )
        ))
      )}
    </AdminPage>
  )
}
