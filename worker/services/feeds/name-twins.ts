import { productsSharingNames, repeatsOwnName } from '../../../app/domain/feeds/duplicate-names'
import type { FeedChannel, FeedProduct } from '../../../app/domain/feeds/types'
import type { Db } from '../../../db/client'
import { feedNameTwinIds, feedNameTwins } from '../../../db/queries/feed-name-twins'
import type { FeedFigures } from './build-state'

/** Products per read of the name twins (names and variants only, no pictures). */
const TWINS_PAGE_SIZE = 2000

/**
 * The last step of a build of a feed whose items' names must each be their own: only products sharing
 * their name with another can have an item named like another product's, so those alone are read again
 * and named as the feed names them; each with a shared item name gets the `duplicate_name` warning and
 * is listed first, by name, so staff see the twins side by side (the list keeps `kept` products). A
 * product whose own items repeat a name was warned of with its page of the build, and is counted once.
 */
export async function warnOfSharedNames(
  db: Db,
  channel: FeedChannel,
  namesOf: (product: FeedProduct) => string[],
  figures: FeedFigures,
  kept: number,
): Promise<void> {
  const ids = await feedNameTwinIds(db, channel)
  const twins: { id: number; name: string; names: string[] }[] = []
  for (let i = 0; i < ids.length; i += TWINS_PAGE_SIZE)
    for (const product of await feedNameTwins(db, ids.slice(i, i + TWINS_PAGE_SIZE)))
      twins.push({ id: product.id, name: product.nameUa, names: namesOf(product) })
  const sharing = new Set(productsSharingNames(twins))
  if (sharing.size === 0) return
  const listed = new Map(figures.warningProducts.map((p) => [p.id, p]))
  const first: FeedFigures['warningProducts'] = []
  for (const twin of twins.filter((t) => sharing.has(t.id)).sort(byName)) {
    if (!repeatsOwnName(twin.names))
      figures.warningCounts.duplicate_name = (figures.warningCounts.duplicate_name ?? 0) + 1
    const entry = listed.get(twin.id)
    listed.delete(twin.id)
    const warnings = entry?.warnings ?? []
    first.push({
      id: twin.id,
      name: twin.name,
      warnings: warnings.includes('duplicate_name') ? warnings : [...warnings, 'duplicate_name'],
    })
  }
  figures.warningProducts = [...first, ...listed.values()].slice(0, kept)
}

const byName = (a: { id: number; name: string }, b: { id: number; name: string }) =>
  a.name.localeCompare(b.name, 'uk') || a.id - b.id
