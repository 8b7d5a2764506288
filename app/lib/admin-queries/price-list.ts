import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import type { ApiError } from '../api-client'
import { productKeys } from './products'
import { call, invalidates, keysOf, write } from './query'

export const heldLineKeys = keysOf('held-prices')

/**
 * The price list's upload: the file, the confirmation of threefold moves once staff gave it, and
 * whether to leave out the rows with problems once staff chose to.
 */
export type PriceListUpload = { file: File; confirm_large: boolean; skip_invalid?: boolean }
const formOf = ({ file, confirm_large, skip_invalid }: PriceListUpload) => ({
  file,
  ...(confirm_large && { confirm_large: 'true' as const }),
  ...(skip_invalid && { skip_invalid: 'true' as const }),
})

/** What the file would change; writes nothing. */
export const previewPriceList = (locale: Locale) =>
  mutationOptions({
    mutationFn: (upload: PriceListUpload) =>
      call(locale, (api) => api.admin['price-list'].preview.$post({ form: formOf(upload) })),
  })

/** The same file applied in one transaction. */
export const applyPriceList = (locale: Locale) =>
  mutationOptions({
    mutationFn: (upload: PriceListUpload) =>
      call(locale, (api) => api.admin['price-list'].apply.$post({ form: formOf(upload) })),
    onSuccess: invalidates(productKeys.all, heldLineKeys.all),
  })

/** The ERP's lines held for a person (a price moving threefold or more), oldest first. */
export const heldLinesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...heldLineKeys.all, locale],
    queryFn: () => call(locale, (api) => api.admin['price-list'].held.$get()),
  })

/** Applies one held line's prices as sent (the server checks the catalogue's rules again). */
export const confirmHeldLine = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      write(locale, (api) => api.admin['price-list'].held[':id'].confirm.$post({ param: { id: String(id) } })),
    onSuccess: invalidates(heldLineKeys.all, productKeys.all),
  })

/** Leaves one held line's prices unapplied. */
export const dropHeldLine = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      write(locale, (api) => api.admin['price-list'].held[':id'].drop.$post({ param: { id: String(id) } })),
    onSuccess: invalidates(heldLineKeys.all),
  })

/** Confirms or drops each of the given lines in turn; the answer names the lines refused, with why. */
export const decideHeldLines = (locale: Locale) =>
  mutationOptions({
    mutationFn: async ({ ids, decision }: { ids: readonly number[]; decision: 'confirm' | 'drop' }) => {
      const refused = new Map<number, string>()
      for (const id of ids) {
        const param = { id: String(id) }
        await write(locale, (api) =>
          decision === 'confirm'
            ? api.admin['price-list'].held[':id'].confirm.$post({ param })
            : api.admin['price-list'].held[':id'].drop.$post({ param }),
        ).catch((error: ApiError) =>
          refused.set(id, [error.message, ...Object.values(error.fields ?? {}).flat()].join(' ')),
        )
      }
      return refused
    },
    onSettled: (_answer, _error, _variables, _result, { client }) =>
      Promise.all([heldLineKeys.all, productKeys.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
  })
