import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CatalogueUpload } from '../../contract/catalogue-import'
import { FormField } from './form-field'
import { ImportCounts, ImportProblems } from './product-import-parts'
import type { CatalogueImportState } from './use-catalogue-import'

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The file box with "check" and "apply"; apply waits for a file the check found clean. */
export function CatalogueImportForm({ state }: { state: CatalogueImportState }) {
  const { t } = useTranslation()
  const { form, preview, apply, ready, busy } = state
  return (
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
  )
}

/** What came of it: the import applied, the file's problems (with leaving their rows out), or a clean file. */
export function CatalogueImportOutcome({ state }: { state: CatalogueImportState }) {
  const { t } = useTranslation()
  const { preview, apply, checked, busy, canSkip, skipBadRows } = state
  if (apply.data)
    return (
      <div className="adm-alert adm-alert--ok" role="status" data-testid="import-done">
        <p>{apply.data.applied ? t('admin.catalogue_import.applied') : t('admin.catalogue_import.nothing_to_apply')}</p>
        {apply.data.counts && <ImportCounts counts={apply.data.counts} />}
        <Link to="/admin/products">{t('admin.catalogue_import.open_products')}</Link>
      </div>
    )
  if (!checked || preview.isPending) return null
  if (checked.issues.length > 0)
    return (
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
    )
  return (
    checked.counts && (
      <div className="adm-alert adm-alert--ok" data-testid="import-ready">
        <p>{t('admin.catalogue_import.ready')}</p>
        <ImportCounts counts={checked.counts} />
      </div>
    )
  )
}
