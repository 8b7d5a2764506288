import type { PaymentState } from '../domain/payment-state'

/** The payment state's words (app/domain/payment-state.ts), shared by the back office, the profile and the emails. */
export const uaPaymentStates = {
  unpaid: 'Не оплачено',
  awaiting_payment: 'Очікує оплати',
  paid: 'Оплачено',
  partly_refunded: 'Частково повернено',
  refunded: 'Кошти повернено',
  failed: 'Оплата не вдалася',
} as const satisfies Record<PaymentState, string>

export const enPaymentStates = {
  unpaid: 'Unpaid',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  failed: 'Payment failed',
} as const satisfies Record<PaymentState, string>

/** Why goods came back (app/domain/order-returns.ts). */
export const uaReturnReasons = {
  defective: 'Неналежна якість (брак)',
  wrong_item: 'Надіслали не той товар',
  damaged: 'Пошкоджено під час доставки',
  goodwill: 'Поступка магазину (з поясненням)',
} as const

export const enReturnReasons = {
  defective: 'Faulty goods',
  wrong_item: 'Wrong item sent',
  damaged: 'Damaged in delivery',
  goodwill: 'The shop’s goodwill (explained)',
} as const
