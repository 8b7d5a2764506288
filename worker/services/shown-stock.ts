import type { AvailabilityFlip } from '../../app/domain/availability'

/**
 * What runs when a write turned a variant from in stock to pre-order or back (worker/services/context.ts
 * wires them to the page cache, the card lists kept in KV and the marketplace feeds). A write that moves
 * stock without such a flip changes nothing a cached page or kept list shows, so it runs neither.
 */
export interface ShownStock {
  /** For shoppers: product pages and listings read otherwise (and so do partners' lists and the feeds). */
  productPagesChanged?: () => Promise<void>
  /** For partners only (their wholesale stock): their card lists kept in KV read otherwise. */
  cardListsChanged?: () => Promise<void>
}

export async function tellShownStock(flip: AvailabilityFlip, shown: ShownStock): Promise<void> {
  if (flip.retail) await shown.productPagesChanged?.()
  else if (flip.wholesale) await shown.cardListsChanged?.()
}
