import { Buffer } from 'node:buffer'
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * WayForPay's signatures: HMAC-MD5, hex, over UTF-8 values joined with ";". Node's crypto module:
 * it runs in Node (tests) and in workerd (nodejs_compat); Node's WebCrypto has no MD5.
 */
type Value = string | number

/** WayForPay writes numbers as they print (1547.36, 1250, 1100), never with padding zeros. */
const text = (value: Value) => (typeof value === 'number' ? String(value) : value)

export function hmacMd5Hex(secret: string, message: string): string {
  return createHmac('md5', secret).update(message, 'utf8').digest('hex')
}

export function signValues(secret: string, values: readonly Value[]): string {
  return hmacMd5Hex(secret, values.map(text).join(';'))
}

/** The fields of a Purchase request that its signature covers. */
export interface PurchaseSigned {
  merchantAccount: string
  merchantDomainName: string
  orderReference: string
  orderDate: Value
  amount: Value
  currency: string
  productName: readonly string[]
  productCount: readonly Value[]
  productPrice: readonly Value[]
}

/** Purchase: each product array is written whole before the next. */
export function purchaseSignature(secret: string, f: PurchaseSigned): string {
  return signValues(secret, [
    f.merchantAccount,
    f.merchantDomainName,
    f.orderReference,
    f.orderDate,
    f.amount,
    f.currency,
    ...f.productName,
    ...f.productCount,
    ...f.productPrice,
  ])
}

/** The fields of a transaction report (serviceUrl callback, CHECK_STATUS answer) that its signature covers. */
export interface TransactionSigned {
  merchantAccount: string
  orderReference: string
  amount: Value
  currency: string
  authCode: Value
  cardPan: Value
  transactionStatus: string
  reasonCode: Value
}

export function transactionSignature(secret: string, t: TransactionSigned): string {
  return signValues(secret, [
    t.merchantAccount,
    t.orderReference,
    t.amount,
    t.currency,
    t.authCode,
    t.cardPan,
    t.transactionStatus,
    t.reasonCode,
  ])
}

/** The merchant's answer to a callback: orderReference;status;time. */
export function acceptSignature(
  secret: string,
  reply: { orderReference: string; status: string; time: number },
): string {
  return signValues(secret, [reply.orderReference, reply.status, reply.time])
}

/** CHECK_STATUS request: merchantAccount;orderReference. */
export function checkStatusSignature(
  secret: string,
  request: { merchantAccount: string; orderReference: string },
): string {
  return signValues(secret, [request.merchantAccount, request.orderReference])
}

/** Compares a received signature with the expected one in constant time (case-insensitive hex). */
export function signatureMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false
  const a = Buffer.from(expected.toLowerCase(), 'utf8')
  const b = Buffer.from(received.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** REFUND request: merchantAccount;orderReference;amount;currency. */
export function refundSignature(
  secret: string,
  request: { merchantAccount: string; orderReference: string; amount: Value; currency: string },
): string {
  return signValues(secret, [request.merchantAccount, request.orderReference, request.amount, request.currency])
}

/** REFUND answer: merchantAccount;orderReference;transactionStatus;reasonCode. */
export function refundAnswerSignature(
  secret: string,
  answer: { merchantAccount: string; orderReference: string; transactionStatus: string; reasonCode: Value },
): string {
  return signValues(secret, [
    answer.merchantAccount,
    answer.orderReference,
    answer.transactionStatus,
    answer.reasonCode,
  ])
}
