import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { WaybillCreate } from '../../contract/admin-waybills'
import type { Locale } from '../../domain/locale'
import { adminBlob } from '../admin-session'
import { orderKeys, waybillKeys } from './order-keys'
import { call, invalidates, invalidatesSettled } from './query'

export { waybillKeys }

/** An order's waybill: its number, whether one can be made or cancelled, and the parcel's defaults. */
export const waybillQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: [...waybillKeys.all, id, locale],
    queryFn: () => call(locale, (api) => api.admin.orders[':id'].waybill.$get({ param: { id } })),
  })

/** A refusal reloads too: a carrier that did not answer leaves the waybill unconfirmed. */
export const createWaybill = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: (body: WaybillCreate) =>
      call(locale, (api) => api.admin.orders[':id'].waybill.$post({ param: { id }, json: body })),
    onSettled: invalidatesSettled(waybillKeys.all, orderKeys.all),
  })

export const cancelWaybill = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: () => call(locale, (api) => api.admin.orders[':id'].waybill.$delete({ param: { id } })),
    onSuccess: invalidates(waybillKeys.all, orderKeys.all),
  })

/** The chosen orders, each its own waybill and its own outcome. */
export const createWaybills = (locale: Locale) =>
  mutationOptions({
    mutationFn: (ids: number[]) => call(locale, (api) => api.admin.orders.waybills.$post({ json: { ids } })),
    onSuccess: invalidates(waybillKeys.all, orderKeys.all),
  })

/** Opens the carrier's label (a PDF the Worker fetched) in a new tab, for the browser's own print. */
export async function openLabel(id: string, locale: Locale, tab: Window | null) {
  const blob = await adminBlob((api) => api.admin.orders[':id'].waybill['label.pdf'].$get({ param: { id } }), locale)
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
  if (tab) tab.location.href = url
  else window.location.assign(url)
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
