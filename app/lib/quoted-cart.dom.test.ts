import { beforeEach, describe, expect, it } from 'vitest'
import type { CartItem } from '../domain/cart'
import { acknowledgePrices, changedLines } from './price-notice'
import { adoptQuotedPrices } from './quoted-cart'
import { readStoredList, writeStoredList } from './stored-list'

const line = (id: number, price: number, seen?: CartItem['seen']): CartItem => ({
  id,
  code: `C-${id}`,
  name: `Item ${id}`,
  brand: '',
  price,
  discount_price: 0,
  quantity: 1,
  image: '',
  url: '',
  promo_discount: 0,
  ...(seen && { seen }),
})
const quoted = (id: number, price: number, name = `Item ${id}`) => ({
  id,
  name,
  regular_price: price,
  price,
  pack_size: 1,
})
const cart = () => readStoredList<CartItem>('cart')

describe('the quote’s prices in the stored cart, and the price the buyer saw', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the price seen by the same audience, so the change is told; a line of an older cart is told nothing', () => {
    writeStoredList('cart', [line(1, 450, { unit: 450, wholesale: false }), line(2, 300)])
    adoptQuotedPrices([quoted(1, 520), quoted(2, 350)], false, 'ua')
    expect(cart().map((l) => [l.price, l.seen])).toEqual([
      [520, { unit: 450, wholesale: false }],
      [350, { unit: 350, wholesale: false }],
    ])
    expect(changedLines(cart(), false).map(({ change }) => change)).toEqual([
      { code: 'price_rose', was: 450, now: 520 },
    ])
  })

  it('takes a partner’s prices after a sign-in without a notice', () => {
    writeStoredList('cart', [line(1, 450, { unit: 450, wholesale: false })])
    adoptQuotedPrices([quoted(1, 300)], true, 'ua')
    expect(cart()[0]!.seen).toEqual({ unit: 300, wholesale: true })
    expect(changedLines(cart(), true)).toEqual([])
  })

  it('forgets a change once the buyer pressed "Got it", and only for that line', () => {
    writeStoredList('cart', [
      line(1, 520, { unit: 450, wholesale: false }),
      line(2, 90, { unit: 100, wholesale: false }),
    ])
    acknowledgePrices([{ id: 1, now: 520 }], false)
    expect(changedLines(cart(), false).map(({ item }) => item.id)).toEqual([2])
  })

  it('names each line as the quote does, in the page’s language, whatever language it was added in, and says which', () => {
    writeStoredList('cart', [{ ...line(1, 450), name: 'Крем для обличчя 50 мл', lang: 'ua' }, line(2, 300)])
    adoptQuotedPrices([quoted(1, 450, 'Face cream 50 ml'), quoted(2, 300, '')], false, 'en')
    // A quote without a name leaves the line's name and what is known of its language.
    expect(cart().map((l) => [l.name, l.lang])).toEqual([
      ['Face cream 50 ml', 'en'],
      ['Item 2', undefined],
    ])
  })

  it('marks a line already named in the quote’s language with it', () => {
    writeStoredList('cart', [{ ...line(1, 450), name: 'Face cream 50 ml' }])
    adoptQuotedPrices([quoted(1, 450, 'Face cream 50 ml')], false, 'en')
    expect(cart()[0]!.lang).toBe('en')
  })
})
