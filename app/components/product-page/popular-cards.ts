import type { ProductCard } from '../../contract/catalogue'

let lastParsed: { json: string; cards: ProductCard[] } | null = null

/** The cards of `popularCardsJson` (worker/services/catalogue/popular-cards.ts); the server's renders of one list parse it once. */
export function parsePopularCards(json: string): ProductCard[] {
  if (lastParsed?.json !== json) lastParsed = { json, cards: JSON.parse(json) as ProductCard[] }
  return lastParsed.cards
}
