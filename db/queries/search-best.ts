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

export function bestSearchHits<H extends SearchHit>(
  hits: readonly H[],
  groups: readonly (readonly string[])[],
  limit: number,
): H[] {
  const head = HEAD_PER_RESULT * limit
  if (limit > 0 && hits.length > head) {
    // The statement lists the candidates in this order already; checking it is one pass, sorting 500 is not.
    const queryFree = inQueryFreeOrder(hits) ? hits : rankSearchHits(hits, [])
    const best = rankSearchHits(queryFree.slice(0, head), groups).slice(0, limit)
    if (best.length === limit && nameTier(best[limit - 1]!.names, groups) === NAME_TIERS.wholeWord) return best
  }
  return rankSearchHits(hits, groups).slice(0, limit)
}
