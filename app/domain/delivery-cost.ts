import type { DeliveryType } from './order-status'

/** Spec §9: courier delivery costs 150 UAH, free when the goods come to 4000 UAH or more. */
export const COURIER_DELIVERY_COST_UAH = 150
export const FREE_COURIER_DELIVERY_FROM_UAH = 4000

/** Delivery cost in whole hryvnias. Nova Poshta adds nothing (the carrier bills the shopper); so does pickup. */
export function deliveryCost(goodsTotalUah: number, deliveryType: DeliveryType): number {
  if (deliveryType !== 'curier') return 0
  return goodsTotalUah >= FREE_COURIER_DELIVERY_FROM_UAH ? 0 : COURIER_DELIVERY_COST_UAH
}

/** How a summary states the delivery: billed by the carrier (Nova Poshta), free (courier), or the cost in hryvnias. */
export function deliveryCharge(deliveryType: DeliveryType | '', costUah: number): 'carrier' | 'free' | number {
  if (deliveryType === 'newpost') return 'carrier'
  if (deliveryType === 'curier' && costUah === 0) return 'free'
  return costUah
}
