import { useState } from 'react'
import type { AdminOrderRow } from '../../contract/admin-orders'

/**
 * The orders ticked on the list, across its pages. The rows seen when ticked are remembered, so the
 * bulk confirm can name what a decline or return would refund and each bulk waybill's outcome its
 * order's number (after the list has moved on).
 */
export function useOrderChoice(page: AdminOrderRow[]) {
  const [ids, setIds] = useState<number[]>([])
  const [seen, setSeen] = useState<ReadonlyMap<number, AdminOrderRow>>(new Map())
  const remember = (rows: AdminOrderRow[]) =>
    setSeen((known) => new Map([...known, ...rows.map((o) => [o.id, o] as const)]))
  const pageIds = page.map((o) => o.id)
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle: (order: AdminOrderRow, on: boolean) => {
      remember([order])
      setIds((now) => (on ? [...now, order.id] : now.filter((id) => id !== order.id)))
    },
    allOfPage: pageIds.length > 0 && pageIds.every((id) => ids.includes(id)),
    setAllOfPage: (on: boolean) => {
      remember(page)
      setIds((now) => (on ? [...new Set([...now, ...pageIds])] : now.filter((id) => !pageIds.includes(id))))
    },
    clear: () => setIds([]),
    refundTotal: ids.reduce((sum, id) => sum + (seen.get(id)?.refundable ?? 0), 0),
    numberOf: (id: number) => seen.get(id)?.number ?? String(id),
  }
}

export type OrderChoice = ReturnType<typeof useOrderChoice>
