import { pickedTextError } from '../../domain/nova-poshta'
import { type OrderField, orderFieldError } from '../../domain/order-form'
import type { NpAddress } from '../delivery/nova-poshta-fields'

/** Refs of a city and branch picked from the Nova Poshta look-ups ('' when typed). */
export type NpRefs = Pick<NpAddress, 'settlementRef' | 'warehouseRef'>
export const NO_REFS: NpRefs = { settlementRef: '', warehouseRef: '' }
export const isPicked = (refs: NpRefs) => refs.settlementRef !== '' && refs.warehouseRef !== ''

/** A picked city and branch carry the carrier's texts, checked by their own rule; typed ones by §5's. */
export const fieldError = (field: OrderField, value: string, refs: NpRefs) =>
  (field === 'city' || field === 'branch') && isPicked(refs) ? pickedTextError(value) : orderFieldError(field, value)
