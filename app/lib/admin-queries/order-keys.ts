import { keysOf } from './query'

/*
 * The keys of an order and of what hangs on it (its fiscal receipts, its Nova Poshta waybill), in a
 * module of their own: a write on any of them reloads the others, and each resource's module imports
 * these rather than the others' modules.
 */
export const orderKeys = { ...keysOf('orders'), lists: ['admin', 'orders', 'list'] as const }
export const receiptKeys = keysOf('receipts')
export const waybillKeys = keysOf('waybills')
