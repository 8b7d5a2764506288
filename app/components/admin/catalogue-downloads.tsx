import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { downloadCsv } from '../../lib/admin-session'

/** The import's empty template and the catalogue in its columns, as CSV files to fill or edit in Excel. */
export function CatalogueDownloads() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() =>
          downloadCsv((api) => api.admin['catalogue-import']['template.csv'].$get(), locale, 'catalogue-template')
        }
        data-testid="catalogue-template"
      >
        {t('admin.catalogue_import.template')}
      </button>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => downloadCsv((api) => api.admin['catalogue-import']['export.csv'].$get(), locale, 'catalogue')}
        data-testid="catalogue-export"
      >
        {t('admin.catalogue_import.export')}
      </button>
    </>
  )
}
