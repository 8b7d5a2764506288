import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { type CatalogueUpload, catalogueUploadSchema } from '../../contract/catalogue-import'
import { useLocale } from '../../i18n/use-locale'
import { applyCatalogue, previewCatalogue } from '../../lib/admin-queries/catalogue-import'

/** The catalogue file's form, its check on the server and its application; the rows left out so far. */
export function useCatalogueImport() {
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

  /** Leaves out every row with a problem (with those left out before) and checks the rest again. */
  function skipBadRows() {
    const rows = new Set((form.state.values.skip_rows ?? '').split(',').filter(Boolean).map(Number))
    for (const issue of checked?.issues ?? []) if (issue.row >= 2) rows.add(issue.row)
    form.setFieldValue('skip_rows', [...rows].sort((a, b) => a - b).join(','))
    void form.handleSubmit()
  }
  return {
    form,
    preview,
    apply,
    checked,
    ready: checked && checked.issues.length === 0 && checked.counts !== null,
    busy: preview.isPending || apply.isPending,
    skipBadRows,
    skipped: form.state.values.skip_rows,
    canSkip: checked && checked.issues.length > 0 && checked.issues.every((i) => i.row >= 2),
  }
}

export type CatalogueImportState = ReturnType<typeof useCatalogueImport>
