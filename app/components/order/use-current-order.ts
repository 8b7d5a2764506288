import { useEffect } from 'react'
import type { Order } from '../../contract/order'
import { useLocale } from '../../i18n/use-locale'
import { orderByReferenceQuery } from '../../lib/store-queries/orders'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'

/**
 * The order as the server has it now (status, payment, refunds, waybill), read by its reference;
 * the stored copy stands in until the answer comes, and if it never does.
 */
export function useCurrentOrder(stored: Order | null | undefined): Order | null | undefined {
  const locale = useLocale()
  const read = useStoreQuery(orderByReferenceQuery(locale, stored?.reference))
  useEffect(() => {
    if (read.error) console.warn('order status', read.error)
  }, [read.error])
  return read.data && read.data.reference === stored?.reference ? read.data : stored
}
