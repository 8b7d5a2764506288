import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CatalogueImportAnswer } from '../../contract/catalogue-import'

/**
 * A step of the import that runs on the server in one request (the checks, or the one transaction):
 * its name, a running bar and the seconds so far. The server reports nothing until it is done, so the
 * bar does not pretend to know how far it got.
 */
export function ImportProgress({ label }: { label: string }) {
  const { t } = useTranslation()
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <div className="adm-card adm-progress" role="status" aria-live="polite" data-testid="import-progress">
      <p>{label}</p>
      <progress aria-label={label} />
      <span className="muted">{t('admin.catalogue_import.elapsed', { seconds })}</span>
    </div>
  )
}

/** Every bad cell of the file: its row, its column as the file names it, and what is wrong and expected. */
export function ImportProblems({ issues }: { issues: CatalogueImportAnswer['issues'] }) {
  const { t } = useTranslation()
  return (
    <div className="adm-table-wrap">
      <table className="adm-table" data-testid="import-problems">
        <thead>
          <tr>
            <th>{t('admin.catalogue_import.th_row')}</th>
            <th>{t('admin.catalogue_import.th_column')}</th>
            <th>{t('admin.catalogue_import.th_problem')}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, i) => (
            <tr key={`${issue.row}:${issue.column}:${i}`} data-testid={`import-problem-${issue.row}`}>
              <td className="num" data-label={t('admin.catalogue_import.th_row')}>
                {issue.row}
              </td>
              <td className="nowrap" data-label={t('admin.catalogue_import.th_column')}>
                {issue.column ?? t('admin.catalogue_import.whole_row')}
              </td>
              <td data-label={t('admin.catalogue_import.th_problem')}>{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What the file changes (or changed): products, variants and picture galleries. */
export function ImportCounts({ counts }: { counts: NonNullable<CatalogueImportAnswer['counts']> }) {
  const { t } = useTranslation()
  return (
    <ul>
      <li>{t('admin.catalogue_import.counts_products', counts.products)}</li>
      <li>{t('admin.catalogue_import.counts_variants', counts.variants)}</li>
      {counts.galleries > 0 && <li>{t('admin.catalogue_import.counts_galleries', { count: counts.galleries })}</li>}
    </ul>
  )
}

/** The products a file touches, for the writing step's label. */
export const productsIn = (counts: CatalogueImportAnswer['counts']) =>
  counts ? counts.products.added + counts.products.updated + counts.products.unchanged : 0
