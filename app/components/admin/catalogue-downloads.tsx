import { useTranslation } from 'react-i18next'
import { CsvDownloadButton } from './csv-download-button'

/** The import's empty template and the catalogue in its columns, as CSV files to fill or edit in Excel. */
export function CatalogueDownloads() {
  const { t } = useTranslation()
  return (
    <>
      <CsvDownloadButton
        call={(api) => api.admin['catalogue-import']['template.csv'].$get()}
        name="catalogue-template"
        label={t('admin.catalogue_import.template')}
        testId="catalogue-template"
      />
      <CsvDownloadButton
        call={(api) => api.admin['catalogue-import']['export.csv'].$get()}
        name="catalogue"
        label={t('admin.catalogue_import.export')}
        testId="catalogue-export"
      />
    </>
  )
}
