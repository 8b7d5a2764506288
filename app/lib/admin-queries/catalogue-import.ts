import { mutationOptions } from '@tanstack/react-query'
import type { CatalogueUpload } from '../../contract/catalogue-import'
import type { Locale } from '../../domain/locale'
import { productKeys } from './products'
import { call, invalidates } from './query'

/** Multipart: the file, and the rows to leave out only when there are any. */
const formOf = ({ file, skip_rows }: CatalogueUpload) => (skip_rows ? { file, skip_rows } : { file })

/** What a catalogue file would change, and every bad cell in the staff member's language; writes nothing. */
export const previewCatalogue = (locale: Locale) =>
  mutationOptions({
    mutationFn: (upload: CatalogueUpload) =>
      call(locale, (api) => api.admin['catalogue-import'].preview.$post({ form: formOf(upload) })),
  })

/** The same file written in one transaction (or a 400 naming each bad cell, nothing written). */
export const applyCatalogue = (locale: Locale) =>
  mutationOptions({
    mutationFn: (upload: CatalogueUpload) =>
      call(locale, (api) => api.admin['catalogue-import'].apply.$post({ form: formOf(upload) })),
    onSuccess: invalidates(productKeys.all),
  })
