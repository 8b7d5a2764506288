import type { PurchaseForm, PurchaseFormRequest } from '../../../app/contract/payment'
import { AppError } from '../../../app/domain/app-error'
import type { Locale } from '../../../app/domain/locale'
import { effectivePrice } from '../../../app/domain/price'
import { PAYMENT_CURRENCY } from '../../../app/domain/payment'
import { resources } from '../../../app/i18n/resources'
import type { PaymentOrder } from '../../../db/queries/payments'
import { purchaseSignature } from '../../adapters/wayforpay/signature'
import type { WayForPayConfig } from '../../env'

export interface PaymentLine {
  productName: string
  variantName: string
  quantity: number
  unitPriceUah: number
}

interface Product {
  name: string
  count: number
  price: number
}

/** The merchant's public endpoints the provider calls back (serviceUrl) and sends the shopper to (returnUrl). */
export const SERVICE_URL_PATH = '/api/v1/order/payment/service-url/'
export const returnPath = (reference: string) => `/check-payment/${encodeURIComponent(reference)}`

const lineName = (line: PaymentLine) =>
  line.variantName && !line.productName.endsWith(line.variantName)
    ? `${line.productName} ${line.variantName}`
    : line.productName

/**
 * The products the provider's page lists: the order lines (and delivery) for a card order, or one
 * prepayment line when only the prepayment is charged. Amounts come from the stored order only.
 */
function products(order: PaymentOrder, lines: readonly PaymentLine[], dueUah: number, locale: Locale): Product[] {
  const t = resources[locale].translation.payment
  if (dueUah !== order.totalUah)
    return [{ name: t.prepayment_product.replace('{{number}}', order.number), count: 1, price: dueUah }]
  const goods = lines.map((line) => ({ name: lineName(line), count: line.quantity, price: line.unitPriceUah }))
  return order.deliveryCostUah > 0
    ? [...goods, { name: t.delivery_product, count: 1, price: order.deliveryCostUah }]
    : goods
}

/**
 * The client's copy of the order (its `total`, `delivery_cost`, id, number and product lines) must
 * agree with the stored order; any difference means the page shows a stale or altered order (409).
 */
export function crossCheck(request: PurchaseFormRequest, order: PaymentOrder, lines: readonly PaymentLine[]): void {
  const given = request.order_data
  const mismatches: string[] = []
  if (given.id !== undefined && given.id !== order.id) mismatches.push('id')
  if (given.order_number !== undefined && String(given.order_number) !== order.number) mismatches.push('order_number')
  if (given.total !== undefined && given.total !== order.totalUah) mismatches.push('total')
  if (given.delivery_cost !== undefined && given.delivery_cost !== order.deliveryCostUah)
    mismatches.push('delivery_cost')
  if (request.product_data) {
    const client = request.product_data.reduce(
      (sum, p) =>
        sum +
        p.qty *
          effectivePrice(
            {
              priceUah: p.price,
              discountPriceUah: p.discount_price,
              wholesalePriceUah: 0,
              discountWholesalePriceUah: 0,
            },
            false,
          ),
      0,
    )
    const stored = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceUah, 0)
    const clientCount = request.product_data.reduce((sum, p) => sum + p.qty, 0)
    const storedCount = lines.reduce((sum, line) => sum + line.quantity, 0)
    if (client !== stored || clientCount !== storedCount) mismatches.push('product_data')
  }
  if (mismatches.length > 0) {
    throw new AppError(
      'conflict',
      `The order on this page does not match the stored order (${mismatches.join(', ')}): reload the order`,
    )
  }
}

/**
 * What the provider's page offers: a card, and Apple Pay and Google Pay where the buyer's device
 * has them (the provider shows each only where it works). Purchase's `paymentSystems` is not part
 * of the signature; the merchant's account must have the wallets switched on.
 */
export const PAYMENT_SYSTEMS = ['card', 'applePay', 'googlePay'] as const

/** The signed WayForPay Purchase form for the order. */
export function purchaseForm(
  wfp: WayForPayConfig,
  siteUrl: string,
  order: PaymentOrder,
  lines: readonly PaymentLine[],
  dueUah: number,
  locale: Locale,
): PurchaseForm {
  const origin = new URL(siteUrl).origin
  const items = products(order, lines, dueUah, locale)
  const signed = {
    merchantAccount: wfp.merchantAccount,
    merchantDomainName: wfp.merchantDomainName,
    orderReference: order.reference,
    orderDate: Math.floor(order.createdAt / 1000),
    amount: dueUah,
    currency: PAYMENT_CURRENCY,
    productName: items.map((p) => p.name),
    productCount: items.map((p) => p.count),
    productPrice: items.map((p) => p.price),
  } as const
  return {
    url: wfp.payUrl,
    merchantAuthType: 'SimpleSignature',
    merchantTransactionSecureType: 'AUTO',
    ...signed,
    productName: [...signed.productName],
    productCount: [...signed.productCount],
    productPrice: [...signed.productPrice],
    serviceUrl: `${origin}${SERVICE_URL_PATH}`,
    returnUrl: `${origin}${returnPath(order.reference)}`,
    language: locale === 'en' ? 'EN' : 'UA',
    paymentSystems: PAYMENT_SYSTEMS.join(';'),
    defaultPaymentSystem: 'card',
    merchantSignature: purchaseSignature(wfp.secret, signed),
  }
}
