/**
 * An Idempotency-Key answers the first order again only to the caller who placed it: the same
 * signed-in user, or, for a guest (who has no identity), the same submit: the same contact and the
 * same cart. Anyone else reusing the key is refused, so a key seen elsewhere never reveals an order.
 */
export interface SubmitFingerprint {
  userId: number | null
  phone: string
  email: string
  lines: readonly { variantId: number; quantity: number }[]
}

const cartOf = (lines: SubmitFingerprint['lines']) =>
  [...lines]
    .map((l) => `${l.variantId}x${l.quantity}`)
    .sort()
    .join(',')

export function isSameSubmit(stored: SubmitFingerprint, retried: SubmitFingerprint): boolean {
  if (stored.userId !== retried.userId) return false
  if (stored.userId !== null) return true
  return (
    stored.phone === retried.phone &&
    stored.email.trim().toLowerCase() === retried.email.trim().toLowerCase() &&
    cartOf(stored.lines) === cartOf(retried.lines)
  )
}
