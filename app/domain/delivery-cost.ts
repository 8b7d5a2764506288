import type { DeliveryType, PaymentType } from './order-status'

/** Spec §9: courier delivery costs 150 UAH, free when the goods come to 4000 UAH or more. */
export const COURIER_DELIVERY_COST_UAH = 150
export const FREE_COURIER_DELIVERY_FROM_UAH = 4000

/** Delivery cost in whole hryvnias. Nova Poshta adds nothing (the carrier bills the shopper); so does pickup. */
export function deliveryCost(goodsTotalUah: number, deliveryType: DeliveryType): number {
  if (deliveryType !== 'curier') return 0
  return goodsTotalUah >= FREE_COURIER_DELIVERY_FROM_UAH ? 0 : COURIER_DELIVERY_COST_UAH
}

/**
 * Who pays Nova Poshta for the parcel. Spec §1: the carrier is free with full card payment, so the
 * store pays for a card order's parcel; a courier order's delivery is the store's price (150 UAH or
 * free), so the store pays the carrier's door delivery too. Only a branch delivery not paid by card
 * leaves the carrier's fee to the buyer, at the branch.
 */
export function carrierFeePayer(deliveryType: DeliveryType | '', payType: PaymentType | ''): 'buyer' | 'store' {
  return deliveryType === 'newpost' && payType !== 'card' ? 'buyer' : 'store'
}

/**
 * How a summary states the delivery: billed by the carrier (Nova Poshta, unless paid by card: free), free
 * (courier), or the cost in hryvnias. Before a payment is chosen, Nova Poshta reads as the carrier's rates.
 */
export function deliveryCharge(
  deliveryType: DeliveryType | '',
  costUah: number,
  payType: PaymentType | '' = '',
): 'carrier' | 'free' | number {
  if (deliveryType === 'newpost') return carrierFeePayer(deliveryType, payType) === 'buyer' ? 'carrier' : 'free'
  if (deliveryType === 'curier' && costUah === 0) return 'free'
  return costUah
}
