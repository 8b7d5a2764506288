/**
 * An Idempotency-Key answers the first order again only to the caller who placed it, and only for
 * the same submit: the same signed-in user, or, for a guest (who has no identity), the same contact;
 * and the same cart, payment and delivery. Anyone else reusing the key is refused without naming the
 * order (409); the same caller sending another body under it is told the key was used for another
 * request (422, as Stripe answers), never handed the first order as if it were this one.
 */
export interface SubmitFingerprint {
  userId: number | null
  phone: string
  email: string
  payType: string
  deliveryType: string
  lines: readonly { variantId: number; quantity: number }[]
}

export type ReplayVerdict = 'same' | 'other_caller' | 'other_body'

const cartOf = (lines: SubmitFingerprint['lines']) =>
  [...lines]
    .map((l) => `${l.variantId}x${l.quantity}`)
    .sort()
    .join(',')

export function replayVerdict(stored: SubmitFingerprint, retried: SubmitFingerprint): ReplayVerdict {
  if (stored.userId !== retried.userId) return 'other_caller'
  if (
    stored.userId === null &&
    (stored.phone !== retried.phone || stored.email.trim().toLowerCase() !== retried.email.trim().toLowerCase())
  )
    return 'other_caller'
  const sameBody =
    cartOf(stored.lines) === cartOf(retried.lines) &&
    stored.payType === retried.payType &&
    stored.deliveryType === retried.deliveryType
  return sameBody ? 'same' : 'other_body'
}
