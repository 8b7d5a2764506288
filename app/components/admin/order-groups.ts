/** The dashboard's groups of order statuses, as the orders filter takes them (worker/services/admin/summary.ts counts the same). */
export const ORDERS_WAITING = 'new,created,payed_check'
export const ORDERS_TO_SHIP = 'payed,prepered'
