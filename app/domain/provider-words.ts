/**
 * WayForPay speaks English codes and sentences; staff read the back office in Ukrainian or English
 * sentences. These turn what the provider and the store's own machinery wrote into keys of
 * `admin.provider.*` (app/i18n), one sentence per key in each language; the provider's reason code
 * stays visible beside the sentence, never its English text.
 */

/** WayForPay's transaction statuses (its `transactionStatus`). */
export const TRANSACTION_STATUSES = [
  'InProcessing',
  'WaitingAuthComplete',
  'Approved',
  'Pending',
  'Expired',
  'Refunded',
  'Voided',
  'Declined',
  'RefundInProcessing',
] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export function transactionStatusKey(status: string | null): TransactionStatus | 'unknown' {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status ?? '') ? (status as TransactionStatus) : 'unknown'
}

/** WayForPay's reason codes as its documentation lists them, with the texts it sends (and the local sandbox's). */
const REASONS: Array<{ key: string; code: number; texts: string[] }> = [
  { key: 'ok', code: 1100, texts: ['ok'] },
  { key: 'issuer_declined', code: 1101, texts: ['declined to card issuer'] },
  { key: 'bad_cvv', code: 1102, texts: ['bad cvv2'] },
  { key: 'card_expired', code: 1103, texts: ['expired card'] },
  { key: 'insufficient_funds', code: 1104, texts: ['insufficient funds'] },
  { key: 'invalid_card', code: 1105, texts: ['invalid card'] },
  { key: 'limit_exceeded', code: 1106, texts: ['exceed withdrawal frequency'] },
  { key: 'three_ds_failed', code: 1108, texts: ['three ds fail'] },
  { key: 'request_refused', code: 1109, texts: ['format error'] },
  { key: 'bad_signature', code: 1113, texts: ['invalid signature'] },
  { key: 'fraud', code: 1114, texts: ['fraud'] },
  { key: 'request_refused', code: 1120, texts: ['unsupported request', 'authentication unavailable'] },
  { key: 'refund_too_large', code: 1121, texts: ['refund amount exceeds the payment', 'refund limit excended'] },
  { key: 'acquirer_refused', code: 1122, texts: ['refund refused by the acquirer', 'gate declined'] },
  { key: 'refund_not_allowed', code: 1123, texts: ['the order is not paid', 'refund not allowed'] },
  { key: 'order_state', code: 1126, texts: ['illegal order state'] },
  { key: 'order_not_found', code: 1127, texts: ['order not found'] },
  { key: 'in_processing', code: 1131, texts: ['transaction in processing'] },
  { key: 'in_processing', code: 1138, texts: ['refundinprocessing', 'refund in processing'] },
  { key: 'merchant_balance', code: 1136, texts: ['merchant balance is very small'] },
]

/** The store's own English texts for a refund that never reached an answer (worker/services/payments). */
const OWN = [
  { key: 'card_payments_off', pattern: /card payment is switched off|wayforpay is not configured/i },
  { key: 'answer_forged', pattern: /could not be verified/i },
  // A 5xx is a gateway that lost the answer (a timeout upstream), not a refusal.
  {
    key: 'provider_unreachable',
    pattern: /timed? ?out|unreachable|unavailable|unreadable|network|fetch|answered http 5\d\d/i,
  },
  { key: 'refund_amount_unknown', pattern: /did not say how much was refunded/i },
  // Not the provider's: a partner's bank transfer recorded after its invoice order was cancelled (db/queries/invoices.ts).
  { key: 'transfer_after_cancel', pattern: /arrived after the order was cancelled/i },
]

export interface RefusalReason {
  /** A key of `admin.provider.reason.*`. */
  key: string
  /** WayForPay's reason code, when known: shown beside the sentence for support calls. */
  code: number | null
}

/** A refusal as the store stored it (WayForPay's `reason` text, or one of the store's own) read as a sentence key. */
export function refusalReason(raw: string | null | undefined): RefusalReason {
  const text = (raw ?? '').trim()
  const lower = text.toLowerCase()
  const leadingCode = /^(\d{4})\b/.exec(text)?.[1]
  const known =
    REASONS.find((r) => leadingCode !== undefined && r.code === Number(leadingCode)) ??
    REASONS.find((r) => r.texts.some((t) => lower === t || (t.length >= 8 && lower.includes(t))))
  if (known) return { key: known.key, code: known.code }
  const own = OWN.find((o) => o.pattern.test(text))
  return { key: own?.key ?? 'unknown', code: null }
}

/** Reasons after which the money may have gone back all the same: the answer was lost or could not be trusted. */
const OUTCOME_UNKNOWN = new Set(['provider_unreachable', 'answer_forged', 'refund_amount_unknown', 'in_processing'])

/**
 * An owed refund whose outcome is not known (rather than refused): staff are told it is unconfirmed,
 * and that a retry asks the provider first (docs/decisions/refunds-ask-the-provider-first.md).
 */
export function refundOutcomeUnknown(raw: string | null | undefined): boolean {
  return OUTCOME_UNKNOWN.has(refusalReason(raw).key)
}

/**
 * Why a due refund (an outbox job, worker/services/payments/refund-jobs.ts) has not gone through
 * yet, as a key of `admin.provider.reason.*`; null before its first attempt. Its error is the store's
 * own more often than the provider's: another refund holding the payment, or the database failing.
 */
export function scheduledRefundReason(raw: string | null | undefined): RefusalReason | null {
  const text = (raw ?? '').trim()
  if (text === '') return null
  if (/another_refund_in_flight|another refund of this order is under way/i.test(text))
    return { key: 'refund_in_flight', code: null }
  if (/sqlite|libsql|database|hrana/i.test(text)) return { key: 'store_error', code: null }
  const reason = refusalReason(text)
  return reason.key === 'unknown' ? { key: 'store_error', code: null } : reason
}

/** A timeline email entry's note, as the order mailer writes it: `kind → to: subject`. */
export function emailNote(note: string): { kind: string; to: string; subject: string } | null {
  const match = /^([a-z_]+) → ([^:]*): ([\s\S]*)$/.exec(note)
  return match ? { kind: match[1]!, to: match[2]!, subject: match[3]! } : null
}
