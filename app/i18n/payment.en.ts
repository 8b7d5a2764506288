import type { PaymentTranslations } from './resources'

/** English texts of card payment, the `payment` section: loaded only with the payment routes (app/i18n/texts.ts). */
export const enPayment: PaymentTranslations = {
  redirect_title: 'Taking you to payment',
  redirect_text: 'Opening the secure WayForPay payment page. Please keep this tab open.',
  no_order_title: 'No order to pay',
  no_order_text: 'Place an order from your cart to pay for it by card.',
  to_catalogue: 'Go to the catalogue',
  payment_terms: 'Payment terms',
  error_title: 'Could not open the payment page',
  error_text: 'Please try again in a minute. Your order is saved.',
  not_payable: 'This order is already paid or cannot be paid by card. Check its payment status.',
  unavailable: 'Card payment is temporarily unavailable. We will contact you about paying for your order.',
  retry: 'Try again',
  check_payment: 'Check the payment status',
  check_title: 'Payment for order No. {{number}}',
  check_title_unknown: 'Payment for your order',
  check_label:
    'This page updates by itself as soon as the bank answers. Your order is saved: you can open it any time, and pay again if the payment fails.',
  to_order: 'View the order',
  home: 'Go home',
  checking: 'Checking the payment status…',
  approved: 'Payment approved. Thank you! Taking you to the order confirmation…',
  processing: 'The bank is processing the payment. The status will update automatically.',
  failed: 'The payment did not go through. Taking you back to your order…',
  not_paid: 'The payment was not completed: your order awaits payment. Taking you back to the order…',
  check_error: 'Could not check the payment status. Please reload the page a little later.',
  reload: 'Reload the page',
  prepayment_product: 'Prepayment for order No. {{number}}',
  delivery_product: 'Delivery',
}
