/**
 * The first `limit` hits of app/domain/search-ranking.ts's order without testing every candidate's
 * name. That order is the name tier first, then an order that does not depend on the query (what
 * rankSearchHits gives with no terms: stock, views, text score, id). So when the first
 * HEAD_PER_RESULT × limit hits in that second order hold `limit` hits whose every term is a whole
 * word of the name (the best tier), those are the answer, and no hit after them can come before.
 * Otherwise every hit is ranked. Testing the names of 500 candidates was the search's largest cost
 * in the Worker (about 0.5 ms); a broad word ("serum", «маска») now tests those of 60.
 */
import { inQueryFreeOrder, NAME_TIERS, nameTier, rankSearchHits, type SearchHit } from '../../app/domain/search-ranking'

/** How many hits, per result asked for, are ranked first; beyond this many, everything is ranked. */
const HEAD_PER_RESULT = 3

/**
 * Candidates as the search's statement lists them, in rankSearchHits's query-free order, parsed only as
 * far as they are read: a broad word's answer is decided by its first 60 of 500.
 */
export interface ListedHits<H extends SearchHit> {
  readonly length: number
  /** The first `count`. */
  head(count: number): H[]
  all(): H[]
}

export function bestSearchHits<H extends SearchHit>(
  hits: readonly H[] | ListedHits<H>,
  groups: readonly (readonly string[])[],
  limit: number,
): H[] {
  const head = HEAD_PER_RESULT * limit
  const all = () => ('head' in hits ? hits.all() : hits)
  if (limit > 0 && hits.length > head) {
    // The statement lists the candidates in this order already (a listed head is only checked: its
    // ORDER BY has the same keys); checking is one pass, sorting 500 is not.
    const first = 'head' in hits ? hits.head(head) : inQueryFreeOrder(hits) ? hits.slice(0, head) : undefined
    const queryFree = first && inQueryFreeOrder(first) ? first : rankSearchHits(all(), []).slice(0, head)
    const best = rankSearchHits(queryFree, groups).slice(0, limit)
    if (best.length === limit && nameTier(best[limit - 1]!.names, groups) === NAME_TIERS.wholeWord) return best
  }
  return rankSearchHits(all(), groups).slice(0, limit)
}
