import { describe, expect, it } from 'vitest'
import type { Product, Variant } from '../../contract/catalogue'
import { wrapIndex } from './gallery'
import {
  paragraphs,
  productCrumbs,
  retailPrice,
  selectVariant,
  variantAvailability,
  wholesalePrice,
} from './product-model'
import { viewItemEvent } from './use-product-effects'

const variant = (over: Partial<Variant>): Variant => ({
  id: 1,
  code: 'A-1',
  value: '50 мл',
  url: '/product/p?variant=A-1',
  price: 500,
  discount_price: 0,
  whoosale_price: null,
  discount_whoosale_price: null,
  stock: 3,
  stock_opt: null,
  views: 0,
  images: [],
  ...over,
})

const product = (over: Partial<Product> = {}): Product => ({
  id: 7,
  name: 'Крем',
  slug: 'krem',
  human: 'Легкий крем.',
  description: '',
  prescription: '',
  application: '',
  composition: '',
  serie: '',
  sort_order: 0,
  views: 0,
  brand: { id: 1, name: 'Rica', slug: 'rica' },
  category: { id: 3, name: 'Креми', slug: 'creams', parent_id: 2, parent_slug: 'face', parent_name: 'Обличчя' },
  unit: [{ unit: 'шт' }],
  variants: [variant({}), variant({ id: 2, code: 'A-2', value: '100 мл', price: 900, discount_price: 720, stock: 0 })],
  rating: { average: 0, count: 0 },
  ...over,
})

describe('variant selection (spec §4)', () => {
  it.each([
    [undefined, 'A-1'],
    ['A-2', 'A-2'],
    ['NOPE', 'A-1'],
  ])('?variant=%s selects %s', (code, expected) => {
    expect(selectVariant(product(), code)?.code).toBe(expected)
  })
})

describe('prices and availability', () => {
  it.each([
    [500, 0, { current: 500, regular: 500, discountPercent: 0 }],
    [900, 720, { current: 720, regular: 900, discountPercent: 20 }],
    [399, 289, { current: 289, regular: 399, discountPercent: 28 }],
    // A "discount" above the price is no discount.
    [500, 600, { current: 500, regular: 500, discountPercent: 0 }],
  ])('price %i, discount %i', (price, discount, expected) => {
    expect(retailPrice(variant({ price, discount_price: discount }))).toEqual(expected)
  })

  it('shows a wholesale price only when the answer carries one', () => {
    expect(wholesalePrice(variant({}))).toBeNull()
    expect(wholesalePrice(variant({ whoosale_price: 300, discount_whoosale_price: 270 }))).toEqual({
      current: 270,
      regular: 300,
      discountPercent: 10,
    })
  })

  it('tells search engines an out-of-stock variant is out of stock, as the Google feed does', () => {
    expect(variantAvailability(variant({ stock: 2 }))).toBe('InStock')
    expect(variantAvailability(variant({ stock: 0 }))).toBe('OutOfStock')
  })
})

it('builds the breadcrumbs home / catalogue / parent / category / product', () => {
  expect(productCrumbs(product(), { home: 'Головна', catalogue: 'Каталог' })).toEqual([
    { name: 'Головна', url: '/' },
    { name: 'Каталог', url: '/catalogue' },
    { name: 'Обличчя', url: '/catalogue/face' },
    { name: 'Креми', url: '/catalogue/face/creams' },
    { name: 'Крем' },
  ])
  const top = product({
    category: { id: 2, name: 'Обличчя', slug: 'face', parent_id: null, parent_slug: null, parent_name: null },
  })
  expect(productCrumbs(top, { home: 'H', catalogue: 'C' }).map((c) => c.url)).toEqual([
    '/',
    '/catalogue',
    '/catalogue/face',
    undefined,
  ])
})

it('splits long texts into paragraphs at blank lines', () => {
  expect(paragraphs('Один.\nРядок два.\n\n  Другий.  \r\n\r\n\n')).toEqual(['Один.\nРядок два.', 'Другий.'])
  expect(paragraphs('   ')).toEqual([])
})

it('loops the gallery both ways', () => {
  expect([wrapIndex(3, 3), wrapIndex(-1, 3), wrapIndex(1, 3), wrapIndex(5, 0)]).toEqual([0, 2, 1, 0])
})

it('pushes view_item with id, name, price, discount_price and code (spec §1)', () => {
  const p = product()
  expect(viewItemEvent(p, p.variants[1]!)).toMatchObject({
    event: 'view_item',
    id: 7,
    name: 'Крем',
    price: 900,
    discount_price: 720,
    code: 'A-2',
  })
})
