import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { HeldLinesNotice, HeldPriceLines } from '../components/admin/held-price-lines'
import { PriceListRowErrors, PriceListSummary } from '../components/admin/price-list-preview'
import { PriceListDownloads, PriceListUploadForm, usePriceListUpload } from '../components/admin/price-list-upload'

export const Route = createFileRoute('/admin/price-list')({ component: PriceListPage })

/** Upload a CSV or XLSX price list, see what it would change, then apply it in one go; below, the ERP's held lines. */
function PriceListPage() {
  const { t } = useTranslation()
  const upload = usePriceListUpload()
  const { error, result, preview } = upload
  return (
    <AdminPage title={t('admin.nav.price_list')} actions={<PriceListDownloads />}>
      <HeldLinesNotice />
      <PriceListUploadForm upload={upload} />
      {error && error.fields && !error.fields.file && (
        <PriceListRowErrors
          message={error.message}
          fields={error.fields}
          onSkip={upload.skipInvalid}
          busy={upload.busy}
        />
      )}
      {error && !error.fields && <FormError error={error} />}
      {result && (
        <p className="adm-alert adm-alert--ok" data-testid="price-list-result">
          {t('admin.price_list.applied', {
            updated: result.updated,
            unchanged: result.unchanged,
            unknown: result.unknown,
          })}
          {result.skipped ? ` ${t('admin.price_list.applied_skipped', { count: result.skipped })}` : ''}
        </p>
      )}
      {preview && <PriceListSummary preview={preview} confirmed={upload.confirmed} onConfirm={upload.setConfirmed} />}
      <HeldPriceLines />
    </AdminPage>
  )
}
