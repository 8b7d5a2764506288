import type { ProductCard } from '../../../app/contract/catalogue'

/** The popular-products slider under the product page. */
export const POPULAR_LIMIT = 12

interface Made {
  /** The first cards: every product page's but those of the top products themselves. */
  first: string
  /** A top product's own page leaves itself out. */
  without: Map<number, string>
}
const made = new WeakMap<readonly ProductCard[], Made>()

/**
 * The slider's cards as one JSON text, made once per shared list of top cards (the same object while
 * its KV text is unchanged). The page's dehydrated data then carries one string instead of a dozen
 * objects to walk and serialise on every render; the browser parses it once (`parsePopularCards`).
 */
export function popularCardsJson(top: readonly ProductCard[], productId: number): string {
  let entry = made.get(top)
  if (!entry) made.set(top, (entry = { first: JSON.stringify(top.slice(0, POPULAR_LIMIT)), without: new Map() }))
  if (!top.some((card) => card.id === productId)) return entry.first
  let json = entry.without.get(productId)
  if (json === undefined)
    entry.without.set(
      productId,
      (json = JSON.stringify(top.filter((card) => card.id !== productId).slice(0, POPULAR_LIMIT))),
    )
  return json
}
