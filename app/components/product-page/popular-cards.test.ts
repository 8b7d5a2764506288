import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../contract/catalogue'
import { POPULAR_LIMIT, popularCardsJson } from '../../../worker/services/catalogue/popular-cards'
import { parsePopularCards } from './popular-cards'

const top = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Крем "${i + 1}"` }) as unknown as ProductCard)
const ids = (json: string) => parsePopularCards(json).map((card) => card.id)

describe('the popular slider cards', () => {
  it('are the first twelve top cards, without the page’s own product', () => {
    expect(ids(popularCardsJson(top, 999))).toEqual(top.slice(0, POPULAR_LIMIT).map((card) => card.id))
    expect(ids(popularCardsJson(top, 3))).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(parsePopularCards(popularCardsJson(top, 999))[0]).toEqual(top[0])
  })

  it('are made once per shared list: the same text for every page of it', () => {
    expect(popularCardsJson(top, 998)).toBe(popularCardsJson(top, 999))
    expect(popularCardsJson(top, 3)).toBe(popularCardsJson(top, 3))
    // A new list (its KV text changed) makes new texts.
    const changed = top.map((card) => ({ ...card, name: 'new' }))
    expect(parsePopularCards(popularCardsJson(changed, 999))[0]!.name).toBe('new')
    expect(popularCardsJson([], 1)).toBe('[]')
  })
})
