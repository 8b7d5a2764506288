import type { ReactNode } from 'react'
import type { Order } from '../../contract/order'
import { FiscalReceipts } from './fiscal-receipts'
import { useCurrentOrder } from './use-current-order'

/**
 * What the order page reads through the query layer, in a chunk of its own (fetched after the
 * page's first paint, which the server's or the stored order already filled): the order's current
 * state by its reference, and its receipts.
 */
export function CurrentOrder({
  stored,
  children,
}: {
  stored: Order | null | undefined
  children: (order: Order | null | undefined) => ReactNode
}) {
  return children(useCurrentOrder(stored))
}

export { FiscalReceipts }
