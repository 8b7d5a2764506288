import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { priceListUploadSchema } from '../../contract/price-list'
import { useLocale } from '../../i18n/use-locale'
import { applyPriceList, previewPriceList } from '../../lib/admin-queries/price-list'
import { CsvDownloadButton } from './csv-download-button'
import { FormField } from './form-field'

/** The price list's file, its preview and its application: what the page shows comes from here. */
export function usePriceListUpload() {
  const locale = useLocale()
  const previewing = useMutation(previewPriceList(locale))
  const applying = useMutation(applyPriceList(locale))
  const [confirmed, setConfirmed] = useState(false)
  const form = useForm({
    defaultValues: { file: undefined, skip_invalid: 'false' } as { file?: File; skip_invalid?: 'true' | 'false' },
    validators: { onSubmit: priceListUploadSchema.pick({ file: true, skip_invalid: true }) },
    onSubmit: async ({ value }) => {
      applying.reset()
      setConfirmed(false)
      await previewing
        .mutateAsync({ file: value.file!, confirm_large: false, skip_invalid: value.skip_invalid === 'true' })
        .catch(() => null)
    },
  })
  return {
    form,
    previewing,
    applying,
    confirmed,
    setConfirmed,
    preview: applying.isSuccess ? null : (previewing.data ?? null),
    result: applying.data ?? null,
    error: applying.error ?? previewing.error,
    busy: previewing.isPending || applying.isPending,
    apply: () =>
      applying.mutate({
        file: form.state.values.file!,
        confirm_large: confirmed,
        skip_invalid: form.state.values.skip_invalid === 'true',
      }),
    /** Previews the same file again, leaving out the rows with problems (listed in the preview). */
    skipInvalid: () => {
      form.setFieldValue('skip_invalid', 'true')
      void form.handleSubmit()
    },
  }
}

export type PriceListUploadState = ReturnType<typeof usePriceListUpload>

/** The blank template and the current prices, as CSV files. */
export function PriceListDownloads() {
  const { t } = useTranslation()
  return (
    <>
      <CsvDownloadButton
        call={(api) => api.admin['price-list']['template.csv'].$get()}
        name="price-list-template"
        label={t('admin.price_list.template')}
      />
      <CsvDownloadButton
        call={(api) => api.admin['price-list']['export.csv'].$get()}
        name="prices"
        label={t('admin.price_list.export')}
        testId="price-list-export"
      />
    </>
  )
}

/** The file box with "preview" and "apply"; apply waits for a preview with changes (and the confirmation of large moves). */
export function PriceListUploadForm({ upload }: { upload: PriceListUploadState }) {
  const { t } = useTranslation()
  const { form, previewing, applying, preview, confirmed, busy, error } = upload
  return (
    <form
      className="adm-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p className="muted" style={{ marginTop: 0 }}>
        {t('admin.price_list.help')}
      </p>
      <form.Field name="file">
        {(field) => (
          <FormField label={t('admin.price_list.file')} name="file" errors={field.state.meta.errors} server={error}>
            <input
              type="file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                previewing.reset()
                applying.reset()
                form.setFieldValue('skip_invalid', 'false')
                field.handleChange(e.target.files?.[0])
              }}
              data-testid="price-list-file"
            />
          </FormField>
        )}
      </form.Field>
      <div className="adm-inline" style={{ marginTop: 12 }}>
        <button type="submit" className="btn btn--outline btn--small" disabled={busy} data-testid="price-list-preview">
          {t('admin.price_list.preview')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={!preview || preview.changes.length === 0 || (preview.large > 0 && !confirmed) || busy}
          onClick={upload.apply}
          data-testid="price-list-apply"
        >
          {t('admin.price_list.apply')}
        </button>
      </div>
    </form>
  )
}
