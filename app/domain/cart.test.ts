import { describe, expect, it } from 'vitest'
import {
  addToCart,
  type CartItem,
  cartLineName,
  cartUnitPrice,
  clampQuantity,
  codesToRename,
  MAX_QUANTITY,
  moveToCart,
  rememberedPrice,
  rememberPrices,
  renameLines,
  repriceCart,
  setCartQuantity,
  toggleWishlist,
  type WishlistItem,
} from './cart'

const item = (id: number, quantity = 1): CartItem => ({
  id,
  code: `C-${id}`,
  name: `Item ${id}`,
  brand: 'Brand',
  price: 100,
  discount_price: 0,
  quantity,
  image: '',
  url: `/product/p-${id}`,
  promo_discount: 0,
})

describe('clampQuantity (spec §9: 1 to 10000)', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [7.9, 7],
    [10_000, 10_000],
    [10_001, MAX_QUANTITY],
    [Number.NaN, 1],
  ])('%s → %s', (input, expected) => expect(clampQuantity(input)).toBe(expected))
})

describe('addToCart', () => {
  it('adds a new line', () => expect(addToCart([item(1)], item(2)).map((l) => l.id)).toEqual([1, 2]))
  it('raises the quantity of an existing id instead of adding a line', () => {
    const cart = addToCart([item(1, 2)], item(1, 3))
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(5)
  })
  it('never goes past the maximum', () =>
    expect(addToCart([item(1, 9_999)], item(1, 5))[0]!.quantity).toBe(MAX_QUANTITY))
  it('takes the prices the buyer sees now when the same line is added again from the catalogue', () => {
    const old = { ...item(1, 2), price: 450, seen: { unit: 450, wholesale: false } }
    const again = { ...item(1, 1), price: 600, discount_price: 520, seen: { unit: 520, wholesale: false } }
    const [line] = addToCart([old], again)
    expect(line).toMatchObject({ quantity: 3, price: 600, discount_price: 520, seen: { unit: 520, wholesale: false } })
  })
  it('keeps the line’s prices when the added item was not priced as seen (a wishlist move)', () => {
    const old = { ...item(1), price: 450, seen: { unit: 450, wholesale: false } }
    expect(addToCart([old], { ...item(1), price: 999 })[0]).toMatchObject({ price: 450, seen: { unit: 450 } })
  })
  it('takes the name of an item added again in the page’s language; an item of unknown language leaves it', () => {
    const old: CartItem = { ...item(1), name: 'Крем 50 мл', lang: 'ua' }
    expect(addToCart([old], { ...item(1), name: 'Cream 50 ml', lang: 'en' })[0]).toMatchObject({
      name: 'Cream 50 ml',
      lang: 'en',
    })
    expect(addToCart([old], { ...item(1), name: 'Cream 50 ml' })[0]).toMatchObject({ name: 'Крем 50 мл', lang: 'ua' })
  })
})

describe('cartLineName', () => {
  it('is the product’s name, then its size', () => expect(cartLineName('Face cream', '50 ml')).toBe('Face cream 50 ml'))
  it('is the product’s name alone when the variant names no size', () =>
    expect(cartLineName('Face cream', '')).toBe('Face cream'))
})

describe('lines read in the page’s language', () => {
  const named = (code: string, name: string, lang?: 'ua' | 'en'): WishlistItem => ({
    id: 1,
    code,
    name,
    price: 100,
    image: '',
    url: '',
    ...(lang && { lang }),
  })

  it('asks for the codes of lines in another language or of unknown language, once each, across both lists', () => {
    const cart = [{ ...item(1), lang: 'ua' as const }, { ...item(2), lang: 'en' as const }, item(3)]
    const wishlist = [named('C-1', 'x', 'ua'), named('W-9', 'y', 'ua')]
    expect(codesToRename([cart, wishlist], 'en')).toEqual(['C-1', 'C-3', 'W-9'])
    expect(codesToRename([cart, wishlist], 'ua')).toEqual(['C-2', 'C-3'])
  })

  it('asks for nothing when every line is in the page’s language', () =>
    expect(codesToRename([[named('A', 'a', 'en')], []], 'en')).toEqual([]))

  it('renames the answered lines and marks their language; a code left out keeps its name and marker', () => {
    const list = [named('A', 'Крем 50 мл', 'ua'), named('GONE', 'Сироватка', 'ua'), named('OLD', 'Тонік')]
    expect(renameLines(list, { A: 'Cream 50 ml', OLD: 'Toner' }, 'en')).toEqual([
      named('A', 'Cream 50 ml', 'en'),
      named('GONE', 'Сироватка', 'ua'),
      named('OLD', 'Toner', 'en'),
    ])
  })

  it('marks a line whose name reads the same in both languages, and leaves a line already right as it was', () => {
    const same = named('A', 'Rica 50 ml', 'ua')
    const right = named('B', 'Cream', 'en')
    const [marked, kept] = renameLines([same, right], { A: 'Rica 50 ml', B: 'Cream' }, 'en')
    expect(marked).toEqual(named('A', 'Rica 50 ml', 'en'))
    expect(kept).toBe(right)
  })

  it('keeps every other field of a cart line', () => {
    const line: CartItem = { ...item(1, 4), name: 'Крем', lang: 'ua', seen: { unit: 90, wholesale: false }, pack: 6 }
    expect(renameLines([line], { 'C-1': 'Cream' }, 'en')).toEqual([{ ...line, name: 'Cream', lang: 'en' }])
  })
})

describe('rememberedPrice: what the buyer saw, kept until they are told', () => {
  it('keeps the price seen by the same audience, whatever the price is now', () => {
    const seen = { unit: 450, wholesale: false }
    expect(rememberedPrice(seen, 520, false)).toBe(seen)
  })
  it('takes the current price, unannounced, for a line of an older cart (nothing remembered)', () =>
    expect(rememberedPrice(undefined, 520, false)).toEqual({ unit: 520, wholesale: false }))
  it('takes the current price when the audience changed (a sign-in as a partner, a partner’s logout)', () => {
    expect(rememberedPrice({ unit: 450, wholesale: false }, 300, true)).toEqual({ unit: 300, wholesale: true })
    expect(rememberedPrice({ unit: 300, wholesale: true }, 450, false)).toEqual({ unit: 450, wholesale: false })
  })
})

describe('rememberPrices', () => {
  it('remembers the shown unit price (the sale price when lower) of lines without one, and leaves the rest as they are', () => {
    const seen = { ...item(1), price: 520, seen: { unit: 450, wholesale: false } }
    const older = { ...item(2), price: 600, discount_price: 480 }
    const [kept, remembered] = rememberPrices([seen, older], false)
    expect(kept).toBe(seen)
    expect(remembered!.seen).toEqual({ unit: 480, wholesale: false })
  })
})

describe('toggleWishlist (deduplicated by code)', () => {
  const w = (code: string): WishlistItem => ({ id: 1, code, name: code, price: 1, image: '', url: '/' })
  it('adds a new code', () => expect(toggleWishlist([w('A')], w('B')).map((x) => x.code)).toEqual(['A', 'B']))
  it('removes a code already there', () =>
    expect(toggleWishlist([w('A'), w('B')], w('A')).map((x) => x.code)).toEqual(['B']))
})

describe('cartUnitPrice', () => {
  it.each([
    [100, 0, 100],
    [100, 80, 80],
    [100, 120, 100],
  ])('price %s, discount %s → %s', (price, discount, expected) =>
    expect(cartUnitPrice({ price, discount_price: discount })).toBe(expected),
  )
})

describe('setCartQuantity', () => {
  it('sets one line and clamps it to 1..10000', () => {
    expect(setCartQuantity([item(1), item(2)], 2, 5).map((l) => l.quantity)).toEqual([1, 5])
    expect(setCartQuantity([item(1)], 1, 0)[0]!.quantity).toBe(1)
    expect(setCartQuantity([item(1)], 1, 20_000)[0]!.quantity).toBe(MAX_QUANTITY)
  })
})

describe('moveToCart (spec §4)', () => {
  const wish = (code: string, id = 7): WishlistItem => ({
    id,
    code,
    name: 'Serum',
    price: 250,
    image: '',
    url: '/product/serum',
    brand: 'Rica',
  })
  it('adds the item with quantity 1 and removes it from the wishlist', () => {
    const moved = moveToCart([item(1)], [wish('W-7'), wish('W-8', 8)], 'W-7')
    expect(moved.cart.map((l) => [l.id, l.quantity, l.brand, l.price])).toEqual([
      [1, 1, 'Brand', 100],
      [7, 1, 'Rica', 250],
    ])
    expect(moved.wishlist.map((w) => w.code)).toEqual(['W-8'])
  })
  it('raises the quantity when the variant is already in the cart', () => {
    const moved = moveToCart([item(7, 2)], [wish('W-7')], 'W-7')
    expect(moved.cart).toHaveLength(1)
    expect(moved.cart[0]!.quantity).toBe(3)
  })
  it('keeps the language the item’s name is in', () =>
    expect(moveToCart([], [{ ...wish('W-7'), lang: 'en' }], 'W-7').cart[0]!.lang).toBe('en'))
})

describe('repriceCart', () => {
  it('takes a changed price with no discount and leaves unchanged or unknown codes alone', () => {
    const cart = [{ ...item(1), price: 1000, discount_price: 900 }, { ...item(2), price: 500 }, item(3)]
    const repriced = repriceCart(cart, { 'C-1': 550, 'C-2': 500 })
    expect(repriced.map((l) => [l.price, l.discount_price])).toEqual([
      [550, 0],
      [500, 0],
      [100, 0],
    ])
    expect(repriced[1]).toBe(cart[1])
  })
  it('reprices wishlist items by their price', () => {
    const list: WishlistItem[] = [{ id: 1, code: 'C-1', name: 'A', price: 300, image: '', url: '' }]
    expect(repriceCart(list, { 'C-1': 250 })[0]!.price).toBe(250)
  })
})
