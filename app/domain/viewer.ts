import type { PartnerTier } from './partner-tier'
import type { UserRole } from './staff-role'

/** A user's standing as a wholesale partner (the `wholesale_status` column). */
export const WHOLESALE_STANDINGS = ['none', 'pending', 'approved', 'declined'] as const
export type WholesaleStatus = (typeof WHOLESALE_STANDINGS)[number]

/**
 * Who is buying, as the server decided it for this request. Every price, stock figure and
 * availability on every surface follows from `isWholesaler`.
 */
export interface Viewer {
  userId: number | null
  isWholesaler: boolean
  /** The back office opens to staff and admin only; anonymous visitors are customers. */
  role: UserRole
  /** An approved partner's price tier (the server read it with the user); absent or null: plain wholesale. */
  tier?: PartnerTier | null
}

export const ANONYMOUS: Viewer = { userId: null, isWholesaler: false, role: 'customer', tier: null }

/**
 * Spec §6: wholesale prices, stock and availability belong to an approved partner only. A pending or
 * declined partner, a retail customer and an anonymous visitor all buy at retail.
 */
export function isWholesaleBuyer(status: WholesaleStatus): boolean {
  return status === 'approved'
}

/** The signed-in viewer of an active user row. */
export function viewerOf(
  user: { id: number; wholesaleStatus: WholesaleStatus; role: UserRole },
  tier: PartnerTier | null = null,
): Viewer {
  const isWholesaler = isWholesaleBuyer(user.wholesaleStatus)
  return { userId: user.id, isWholesaler, role: user.role, tier: isWholesaler ? tier : null }
}

/** What the storefront needs to know about the buyer to render prices: no ids, nothing secret. */
export interface Buyer {
  signedIn: boolean
  isWholesaler: boolean
}

export const buyerOf = (viewer: Viewer): Buyer => ({
  signedIn: viewer.userId !== null,
  isWholesaler: viewer.isWholesaler,
})
