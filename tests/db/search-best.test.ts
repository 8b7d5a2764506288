/**
 * db/queries/search-best.ts answers exactly the first `limit` hits of app/domain/search-ranking.ts's
 * order, whether it ranks only the head of the candidates or all of them: random candidate lists
 * (names from a small vocabulary, ties in stock, views and score) against rankSearchHits itself.
 */
import { describe, expect, it } from 'vitest'
import {
  inQueryFreeOrder,
  NAME_TIERS,
  nameTier,
  queryFreeOrder,
  rankSearchHits,
  type SearchHit,
} from '../../app/domain/search-ranking'
import { bestSearchHits, type ListedHits } from '../../db/queries/search-best'

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = ['Крем', 'крем-гель', 'Кремовий', 'для', 'обличчя', 'Serum', 'face', 'cream', 'Маска', 'Gold', 'Boost']
const QUERIES = [[['крем', 'krem']], [['serum', 'серум']], [['крем'], ['обличчя']], [['кр', 'kr']], [['маска']]]

function candidates(next: () => number, count: number, wholeWordShare: number): SearchHit[] {
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: 2 + Math.floor(next() * 4) }, () => WORDS[Math.floor(next() * WORDS.length)]!)
    if (next() < wholeWordShare) words.push('крем', 'Serum', 'обличчя', 'маска')
    return {
      id: 1 + i * 7 + Math.floor(next() * 7),
      names: [words.join(' ')],
      available: next() < 0.7,
      views: Math.floor(next() * 4),
      score: -Math.floor(next() * 3),
    }
  })
}

describe('bestSearchHits', () => {
  it('answers the first hits of the full ranking, by the head alone or by ranking all', () => {
    const next = random(24)
    let byHeadAlone = 0
    let headAloneWouldBeWrong = 0
    for (let round = 0; round < 400; round++) {
      const hits = candidates(next, 1 + Math.floor(next() * 200), next())
      const groups = QUERIES[round % QUERIES.length]!
      const limit = 1 + Math.floor(next() * 25)
      const expected = rankSearchHits(hits, groups).slice(0, limit)
      expect(bestSearchHits(hits, groups, limit).map((h) => h.id)).toEqual(expected.map((h) => h.id))
      if (hits.length <= 3 * limit) continue
      // Both kinds of case occur: a head that holds `limit` hits of the best tier (answered by the
      // head alone), and a head whose own ranking differs from the full one (so all must be ranked).
      const head = rankSearchHits(rankSearchHits(hits, []).slice(0, 3 * limit), groups).slice(0, limit)
      if (head.length === limit && nameTier(head[limit - 1]!.names, groups) === NAME_TIERS.wholeWord) byHeadAlone++
      if (head.map((h) => h.id).join() !== expected.map((h) => h.id).join()) headAloneWouldBeWrong++
    }
    expect(byHeadAlone).toBeGreaterThan(30)
    expect(headAloneWouldBeWrong).toBeGreaterThan(30)
  })

  it('answers the same when the candidates come in the statement order (the query-free one) or out of it', () => {
    const next = random(43)
    for (let round = 0; round < 200; round++) {
      const hits = candidates(next, 1 + Math.floor(next() * 200), next())
      const listed = [...hits].sort(queryFreeOrder)
      expect(inQueryFreeOrder(listed)).toBe(true)
      const groups = QUERIES[round % QUERIES.length]!
      const limit = 1 + Math.floor(next() * 25)
      const expected = rankSearchHits(hits, groups)
        .slice(0, limit)
        .map((h) => h.id)
      expect(bestSearchHits(listed, groups, limit).map((h) => h.id)).toEqual(expected)
      expect(bestSearchHits(hits, groups, limit).map((h) => h.id)).toEqual(expected)
    }
  })

  it('answers the same from listed candidates, reading past the head only when the head does not decide', () => {
    const next = random(61)
    let headOnly = 0
    for (let round = 0; round < 200; round++) {
      const hits = candidates(next, 1 + Math.floor(next() * 200), next())
      const listed = [...hits].sort(queryFreeOrder)
      let read = 0
      const lazily: ListedHits<SearchHit> = {
        length: listed.length,
        head: (count) => listed.slice(0, (read = Math.max(read, Math.min(count, listed.length)))),
        all: () => listed.slice(0, (read = listed.length)),
      }
      const groups = QUERIES[round % QUERIES.length]!
      const limit = 1 + Math.floor(next() * 25)
      const expected = rankSearchHits(hits, groups)
        .slice(0, limit)
        .map((h) => h.id)
      expect(bestSearchHits(lazily, groups, limit).map((h) => h.id)).toEqual(expected)
      if (read < listed.length) headOnly++
    }
    expect(headOnly).toBeGreaterThan(10)
  })

  it('tells a list out of the query-free order from one in it', () => {
    const hit = (id: number, views: number, available = true): SearchHit => ({
      id,
      names: [''],
      available,
      views,
      score: -1,
    })
    expect(inQueryFreeOrder([hit(1, 5), hit(2, 3), hit(3, 3)])).toBe(true)
    expect(inQueryFreeOrder([hit(1, 3), hit(2, 5)])).toBe(false)
    expect(inQueryFreeOrder([hit(1, 9, false), hit(2, 0)])).toBe(false)
    expect(inQueryFreeOrder([hit(2, 3), hit(1, 3)])).toBe(false)
    expect(inQueryFreeOrder([])).toBe(true)
  })

  it('answers nothing for no candidates or a limit of 0', () => {
    expect(bestSearchHits([], [['крем']], 20)).toEqual([])
    expect(bestSearchHits(candidates(random(1), 100, 1), [['крем']], 0)).toEqual([])
  })
})
