import type { UserRole } from './staff-role'

/** A user's standing as a wholesale partner (the `wholesale_status` column). */
export type WholesaleStatus = 'none' | 'pending' | 'approved' | 'declined'

/**
 * Who is buying, as the server decided it for this request. Every price, stock figure and
 * availability on every surface follows from `isWholesaler`.
 */
export interface Viewer {
  userId: number | null
  isWholesaler: boolean
  /** The back office opens to staff and admin only; anonymous visitors are customers. */
  role: UserRole
}

export const ANONYMOUS: Viewer = { userId: null, isWholesaler: false, role: 'customer' }

/**
 * Spec §6: wholesale prices, stock and availability belong to an approved partner only. A pending or
 * declined partner, a retail customer and an anonymous visitor all buy at retail.
 */
export function isWholesaleBuyer(status: WholesaleStatus): boolean {
  return status === 'approved'
}

/** The signed-in viewer of an active user row. */
export function viewerOf(user: { id: number; wholesaleStatus: WholesaleStatus; role: UserRole }): Viewer {
  return { userId: user.id, isWholesaler: isWholesaleBuyer(user.wholesaleStatus), role: user.role }
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
