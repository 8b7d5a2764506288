import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { InvoiceSettingsDto } from '../../contract/invoice'
import type { Locale } from '../../domain/locale'
import { besideTheOrder, showsOrder } from './orders'
import { call, keysOf } from './query'

export const invoiceKeys = keysOf('invoices')

/** How long an unpaid invoice holds its goods and the VAT line it prints. */
export const invoiceSettingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'settings', locale],
    queryFn: () => call(locale, (api) => api.admin.settings.invoices.$get()),
  })

export const saveInvoiceSettings = (locale: Locale) =>
  mutationOptions({
    mutationFn: (body: InvoiceSettingsDto) => call(locale, (api) => api.admin.settings.invoices.$patch({ json: body })),
    onSuccess: (saved, _vars, _result, { client }) => client.setQueryData(invoiceSettingsQuery(locale).queryKey, saved),
  })

/**
 * Staff record the bank transfer: the order page shows the order as it stands after it, and what a
 * payment changes beside it (receipts, stock, the day's figures) loads again.
 */
export const markInvoicePaid = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: async () => {
      const param = { id }
      await call(locale, (api) => api.admin.orders[':id']['invoice-paid'].$post({ param }))
      return call(locale, (api) => api.admin.orders[':id'].$get({ param }))
    },
    onSuccess: showsOrder(id, locale, besideTheOrder()),
  })
