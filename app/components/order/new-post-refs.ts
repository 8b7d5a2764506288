import { npTextError } from '../../domain/nova-poshta'
import { type OrderField, orderFieldError } from '../../domain/order-form'
import type { NpAddress } from '../delivery/nova-poshta-fields'

/** Refs of a city and branch picked from the Nova Poshta look-ups ('' when typed). */
export type NpRefs = Pick<NpAddress, 'settlementRef' | 'warehouseRef'>
export const NO_REFS: NpRefs = { settlementRef: '', warehouseRef: '' }

/** A checkout field's error: the Nova Poshta texts by their one rule (picked or typed), the others by §5's. */
export const fieldError = (field: OrderField, value: string, refs: NpRefs) =>
  field === 'city' || field === 'branch'
    ? npTextError(value, refs, (v) => orderFieldError(field, v))
    : orderFieldError(field, value)
