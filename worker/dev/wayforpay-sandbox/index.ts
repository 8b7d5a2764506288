import { Hono } from 'hono'
import {
  acceptSignature,
  checkStatusSignature,
  purchaseSignature,
  refundAnswerSignature,
  refundSignature,
  signatureMatches,
  transactionSignature,
} from '../../adapters/wayforpay/signature'
import { TEST_MERCHANT } from '../../adapters/wayforpay/test-merchant'
import { WAYFORPAY_SANDBOX_PATH } from '../../env'
import { type Purchase, type SandboxTransaction, errorPage, paymentPage, returnPage, transactionsPage } from './pages'

/**
 * A local stand-in for WayForPay, served by this Worker outside production only (worker/router.ts).
 * It plays the hosted payment page and the merchant API with the provider's own protocol and
 * signatures for the public test merchant, so the whole card journey runs offline:
 *
 *   POST {path}/pay            the Purchase form: checks the signature, shows merchant, amount and products
 *   POST {path}/pay/decision   Approve, Decline or Pending: signed callback to serviceUrl, then back to returnUrl
 *   POST {path}/api            CHECK_STATUS and REFUND (JSON), signed answers
 *   POST {path}/transactions/{reference}/refuse-refund
 *                              the next REFUND of that order is refused, as the provider may (for tests and trials)
 *   POST {path}/transactions/{reference}/drop-refund-answer
 *                              the next REFUND of that order is carried out but its answer is lost (HTTP 504),
 *                              as a timeout or a dropped connection loses it: only CHECK_STATUS tells
 *   POST {path}/transactions/{reference}/drop-status-answer
 *                              the next CHECK_STATUS of that order is not answered (HTTP 504)
 *   GET  {path}/               the sandbox's transactions; a Pending one can be settled later
 *                              (Approve or Decline), which sends its callback again, as antifraud would
 *
 * Transactions live in this isolate's memory; a restart forgets them, as a sandbox may.
 */
const MERCHANTS: Record<string, string> = { [TEST_MERCHANT.account]: TEST_MERCHANT.secret }

/** Reason codes: 1100 and 1101 are WayForPay's; the request errors below are this sandbox's own. */
const REASON = {
  ok: { reasonCode: 1100, reason: 'Ok' },
  declined: { reasonCode: 1101, reason: 'Declined To Card Issuer' },
  badSignature: { reasonCode: 1113, reason: 'Invalid signature' },
  notFound: { reasonCode: 1114, reason: 'Order not found' },
  badRequest: { reasonCode: 1120, reason: 'Unsupported request' },
  refundTooLarge: { reasonCode: 1121, reason: 'Refund amount exceeds the payment' },
  refundRefused: { reasonCode: 1122, reason: 'Refund refused by the acquirer' },
  notPaid: { reasonCode: 1123, reason: 'The order is not paid' },
}

/** orderReference → the last transaction, where its callbacks go and how much of it was refunded (kopiykas). */
const transactions = new Map<string, { transaction: SandboxTransaction; serviceUrl: string; refundedKop?: number }>()
/** Orders whose next REFUND is refused. */
const refuseNextRefund = new Set<string>()
/** Orders whose next REFUND is carried out but not answered, and whose next CHECK_STATUS is not answered. */
const dropNextRefundAnswer = new Set<string>()
const dropNextStatusAnswer = new Set<string>()
/** What a timeout looks like to the merchant: no answer it could read (the adapter's "unanswered"). */
const lostAnswer = () => new Response('upstream request timeout', { status: 504 })
const DECISIONS = ['Approved', 'Declined', 'Pending'] as const

function readPurchase(form: FormData): Purchase {
  const one = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const many = (name: string) => form.getAll(`${name}[]`).map(String)
  return {
    merchantAccount: one('merchantAccount'),
    merchantDomainName: one('merchantDomainName'),
    orderReference: one('orderReference'),
    orderDate: one('orderDate'),
    amount: one('amount'),
    currency: one('currency'),
    productName: many('productName'),
    productCount: many('productCount'),
    productPrice: many('productPrice'),
    merchantSignature: one('merchantSignature'),
    serviceUrl: one('serviceUrl'),
    returnUrl: one('returnUrl'),
    language: one('language').toUpperCase() === 'EN' ? 'EN' : 'UA',
    extra: {
      merchantAuthType: one('merchantAuthType'),
      merchantTransactionSecureType: one('merchantTransactionSecureType'),
      paymentSystems: one('paymentSystems'),
      defaultPaymentSystem: one('defaultPaymentSystem'),
    },
  }
}

/** Why the provider would refuse this Purchase, or null. */
function refusal(p: Purchase): string | null {
  const secret = MERCHANTS[p.merchantAccount]
  if (!secret) return `Unknown merchant "${p.merchantAccount}": the sandbox knows only ${TEST_MERCHANT.account}`
  const required = {
    merchantDomainName: p.merchantDomainName,
    orderReference: p.orderReference,
    orderDate: p.orderDate,
    amount: p.amount,
    currency: p.currency,
  }
  const missing = Object.entries(required).find(([, value]) => value === '')
  if (missing) return `Missing field ${missing[0]}`
  if (
    p.productName.length === 0 ||
    p.productName.length !== p.productCount.length ||
    p.productName.length !== p.productPrice.length
  ) {
    return 'productName[], productCount[] and productPrice[] must be non-empty and of equal length'
  }
  if (!/^\d+(\.\d{1,2})?$/.test(p.amount) || Number(p.amount) <= 0) return 'Invalid amount'
  const notHttp = [p.serviceUrl, p.returnUrl].find((url) => url !== '' && !/^https?:\/\//.test(url))
  if (notHttp) return `Not an http(s) URL: ${notHttp}`
  if (!signatureMatches(purchaseSignature(secret, p), p.merchantSignature)) return 'Invalid merchantSignature'
  if (transactions.get(p.orderReference)?.transaction.transactionStatus === 'Approved')
    return `Duplicate order: ${p.orderReference} is already paid`
  return null
}

type Decision = (typeof DECISIONS)[number]

function transactionFor(
  p: { merchantAccount: string; orderReference: string; amount: string | number; currency: string },
  decision: Decision,
): SandboxTransaction {
  const now = Math.floor(Date.now() / 1000)
  const fields = {
    merchantAccount: p.merchantAccount,
    orderReference: p.orderReference,
    amount: Number(p.amount),
    currency: p.currency,
    authCode: decision === 'Declined' ? '' : String(100000 + Math.floor(Math.random() * 900000)),
    cardPan: '41****1111',
    transactionStatus: decision,
    ...(decision === 'Declined' ? REASON.declined : REASON.ok),
  }
  return {
    ...fields,
    merchantSignature: transactionSignature(MERCHANTS[p.merchantAccount]!, fields),
    email: 'sandbox.buyer@example.com',
    phone: '380501234567',
    createdDate: now,
    processingDate: now,
    cardType: 'Visa',
    issuerBankCountry: 'Ukraine',
    issuerBankName: 'Sandbox Bank',
    fee: 0,
    paymentSystem: 'card',
  }
}

/** Posts the signed callback to serviceUrl and checks the merchant's signed accept reply. Null when accepted. */
async function sendCallback(serviceUrl: string, transaction: SandboxTransaction): Promise<string | null> {
  if (!serviceUrl) return null
  try {
    const response = await fetch(serviceUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(transaction),
    })
    const reply = (await response.json().catch(() => null)) as {
      orderReference?: unknown
      status?: unknown
      time?: unknown
      signature?: unknown
    } | null
    if (!response.ok || !reply) return `serviceUrl answered HTTP ${response.status}`
    const secret = MERCHANTS[transaction.merchantAccount]!
    const signed =
      reply.status === 'accept' && reply.orderReference === transaction.orderReference && typeof reply.time === 'number'
    if (
      !signed ||
      !signatureMatches(
        acceptSignature(secret, {
          orderReference: transaction.orderReference,
          status: 'accept',
          time: reply.time as number,
        }),
        reply.signature,
      )
    ) {
      return 'serviceUrl did not answer a correctly signed accept'
    }
    return null
  } catch (error) {
    return `serviceUrl could not be reached: ${error instanceof Error ? error.message : String(error)}`
  }
}

export const sandbox = new Hono({ strict: false }).basePath(WAYFORPAY_SANDBOX_PATH)

sandbox.post('/pay', async (c) => {
  const purchase = readPurchase(await c.req.formData())
  const problem = refusal(purchase)
  if (problem) return c.html(errorPage(problem), 400)
  return c.html(paymentPage(purchase))
})

sandbox.post('/pay/decision', async (c) => {
  const form = await c.req.formData()
  const purchase = readPurchase(form)
  const decision = DECISIONS.find((d) => d === form.get('decision'))
  const problem = decision ? refusal(purchase) : 'Choose Approve, Decline or Pending'
  if (problem || !decision) return c.html(errorPage(problem ?? ''), 400)
  const transaction = transactionFor(purchase, decision)
  transactions.set(transaction.orderReference, { transaction, serviceUrl: purchase.serviceUrl })
  const callbackProblem = await sendCallback(purchase.serviceUrl, transaction)
  return c.html(returnPage(purchase, transaction, callbackProblem))
})

/**
 * REFUND as WayForPay documents it: signed over merchantAccount;orderReference;amount;currency, of
 * an approved payment, at most what is left of it; the answer is signed over
 * merchantAccount;orderReference;transactionStatus;reasonCode (Refunded once nothing is left).
 */
function refund(request: Record<string, unknown>) {
  const merchantAccount = String(request.merchantAccount ?? '')
  const orderReference = String(request.orderReference ?? '')
  const amount = String(request.amount ?? '')
  const currency = String(request.currency ?? '')
  const secret = MERCHANTS[merchantAccount]
  if (
    !secret ||
    !signatureMatches(
      refundSignature(secret, { merchantAccount, orderReference, amount: request.amount as string | number, currency }),
      request.merchantSignature,
    )
  ) {
    return { orderReference, ...REASON.badSignature }
  }
  const answer = (transactionStatus: string, reason: { reasonCode: number; reason: string }) => ({
    merchantAccount,
    orderReference,
    transactionStatus,
    ...reason,
    merchantSignature: refundAnswerSignature(secret, {
      merchantAccount,
      orderReference,
      transactionStatus,
      reasonCode: reason.reasonCode,
    }),
  })
  const known = transactions.get(orderReference)
  const status = known?.transaction.transactionStatus ?? 'Declined'
  if (
    !known ||
    (status !== 'Approved' && status !== 'Refunded') ||
    known.transaction.merchantAccount !== merchantAccount
  )
    return answer(status, REASON.notPaid)
  const kop = Math.round(Number(amount) * 100)
  const left = Math.round(known.transaction.amount * 100) - (known.refundedKop ?? 0)
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || kop <= 0 || currency !== known.transaction.currency || kop > left)
    return answer(status, REASON.refundTooLarge)
  if (refuseNextRefund.delete(orderReference)) return answer(status, REASON.refundRefused)
  known.refundedKop = (known.refundedKop ?? 0) + kop
  if (kop === left) {
    // Nothing left: CHECK_STATUS now reports the payment as Refunded, signed like any report.
    const refunded = { ...known.transaction, transactionStatus: 'Refunded' }
    known.transaction = { ...refunded, merchantSignature: transactionSignature(secret, refunded) }
  }
  return answer('Refunded', REASON.ok)
}

sandbox.post('/api', async (c) => {
  const request = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
  const reference = String(request?.orderReference ?? '')
  if (request?.transactionType === 'REFUND') {
    const answer = refund(request)
    return dropNextRefundAnswer.delete(reference) ? lostAnswer() : c.json(answer)
  }
  if (request?.transactionType === 'CHECK_STATUS' && dropNextStatusAnswer.delete(reference)) return lostAnswer()
  if (!request || request.transactionType !== 'CHECK_STATUS') return c.json(REASON.badRequest)
  const merchantAccount = String(request.merchantAccount ?? '')
  const orderReference = String(request.orderReference ?? '')
  const secret = MERCHANTS[merchantAccount]
  if (
    !secret ||
    !signatureMatches(checkStatusSignature(secret, { merchantAccount, orderReference }), request.merchantSignature)
  ) {
    return c.json({ orderReference, ...REASON.badSignature })
  }
  const known = transactions.get(orderReference)
  if (!known || known.transaction.merchantAccount !== merchantAccount)
    return c.json({ orderReference, ...REASON.notFound })
  // What went back so far, beside the amount, as the provider reports it (not covered by the signature).
  return c.json({ ...known.transaction, refundAmount: (known.refundedKop ?? 0) / 100 })
})

sandbox.get('/', (c) =>
  c.html(transactionsPage([...transactions.values()].map((known) => known.transaction).reverse())),
)

sandbox.post('/transactions/:reference', async (c) => {
  const known = transactions.get(c.req.param('reference'))
  const decision = DECISIONS.find((d) => d !== 'Pending' && d === c.req.query('decision'))
  if (!known || known.transaction.transactionStatus !== 'Pending' || !decision)
    return c.html(errorPage('Only a Pending transaction can be approved or declined'), 400)
  const settled = transactionFor(known.transaction, decision)
  transactions.set(settled.orderReference, { transaction: settled, serviceUrl: known.serviceUrl })
  const problem = await sendCallback(known.serviceUrl, settled)
  if (problem) return c.html(errorPage(problem), 502)
  return c.redirect(`${WAYFORPAY_SANDBOX_PATH}/`, 303)
})

sandbox.post('/transactions/:reference/refuse-refund', (c) => {
  refuseNextRefund.add(c.req.param('reference'))
  return c.json({ orderReference: c.req.param('reference'), refuseNextRefund: true })
})

sandbox.post('/transactions/:reference/drop-refund-answer', (c) => {
  dropNextRefundAnswer.add(c.req.param('reference'))
  return c.json({ orderReference: c.req.param('reference'), dropNextRefundAnswer: true })
})

sandbox.post('/transactions/:reference/drop-status-answer', (c) => {
  dropNextStatusAnswer.add(c.req.param('reference'))
  return c.json({ orderReference: c.req.param('reference'), dropNextStatusAnswer: true })
})

sandbox.notFound((c) => c.html(errorPage('No such sandbox page'), 404))
