/**
 * Rozetka's price-list check refuses "товари з однаковою назвою" (offers with the same name), and
 * Prom and Hotline merge them into one card: in those feeds each item's name, as the feed writes it
 * (the product's name, its brand and the variant's volume or shade), must be no other item's. Staff
 * see the products whose names repeat under the `duplicate_name` warning and rename one of them.
 */

export interface NamedItems {
  id: number
  /** The names of the product's items in the feed. */
  names: readonly string[]
}

/** Two of the product's own items share a name (two variants with the same volume). */
export const repeatsOwnName = (names: readonly string[]) => new Set(names).size < names.length

/** The products, of those given, with an item named like another product's item (in id order). */
export function productsSharingNames(products: Iterable<NamedItems>): number[] {
  const firstOwner = new Map<string, number>()
  const sharing = new Set<number>()
  for (const product of products) {
    for (const name of new Set(product.names)) {
      const owner = firstOwner.get(name)
      if (owner === undefined) firstOwner.set(name, product.id)
      else if (owner !== product.id) {
        sharing.add(owner)
        sharing.add(product.id)
      }
    }
  }
  return [...sharing].sort((a, b) => a - b)
}
