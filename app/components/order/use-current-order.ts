import { useEffect, useState } from 'react'
import type { Order } from '../../contract/order'
import { useLocale } from '../../i18n/use-locale'
import { apiFetch } from '../../lib/api-client'

/**
 * The order as the server has it now (status, payment, refunds, waybill), read by its reference;
 * the stored copy stands in until the answer comes, and if it never does. `skip`: the page has it already.
 */
export function useCurrentOrder(stored: Order | null | undefined, skip = false): Order | null | undefined {
  const locale = useLocale()
  const [current, setCurrent] = useState<Order | null>(null)
  // Nothing to ask when the page already has the server's order.
  const reference = skip ? undefined : stored?.reference

  useEffect(() => {
    if (!reference) return
    let cancelled = false
    apiFetch(
      (api) =>
        api.order.orders['by-reference'][':reference'].$get({ param: { reference: encodeURIComponent(reference) } }),
      { locale },
    ).then(
      (order) => !cancelled && setCurrent(order),
      (error: unknown) => console.warn('order status', error),
    )
    return () => {
      cancelled = true
    }
  }, [reference, locale])

  return current && current.reference === reference ? current : stored
}
