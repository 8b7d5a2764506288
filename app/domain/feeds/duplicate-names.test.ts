import { describe, expect, it } from 'vitest'
import { productsSharingNames, repeatsOwnName } from './duplicate-names'
import { PRODUCT_FEEDS, type FeedContext, type FeedProduct, type FeedVariant } from './index'

const variant = (over: Partial<FeedVariant> = {}): FeedVariant => ({
  id: 1,
  code: 'RC-50',
  barcode: null,
  valueUa: '50 мл',
  valueEn: '50 ml',
  priceUah: 500,
  discountPriceUah: 0,
  wholesalePriceUah: 300,
  discountWholesalePriceUah: 0,
  stock: 3,
  stockOpt: 0,
  images: [],
  ...over,
})
const product = (over: Partial<FeedProduct> = {}): FeedProduct => ({
  id: 7,
  slug: 'krem',
  nameUa: 'Крем для рук',
  nameEn: 'Hand cream',
  shortUa: '',
  shortEn: '',
  descriptionUa: '',
  descriptionEn: '',
  serie: '',
  brandName: 'Rica',
  categoryId: 3,
  variants: [variant()],
  ...over,
})
const ctx: FeedContext = { siteUrl: 'https://beauty.example', channelCategory: () => null }

describe('productsSharingNames', () => {
  it('names every product with an item named like another product’s, each once, in id order', () => {
    expect(
      productsSharingNames([
        { id: 9, names: ['Крем A, 50 мл', 'Крем A, 100 мл'] },
        { id: 3, names: ['Крем A, 100 мл'] },
        { id: 5, names: ['Крем B, 50 мл'] },
        { id: 4, names: ['Крем A, 100 мл', 'Крем A, 30 мл'] },
      ]),
    ).toEqual([3, 4, 9])
  })

  it('leaves a product alone whose own items repeat a name (repeatsOwnName tells those)', () => {
    expect(
      productsSharingNames([
        { id: 1, names: ['Крем, 50 мл', 'Крем, 50 мл'] },
        { id: 2, names: ['Гель'] },
      ]),
    ).toEqual([])
    expect(repeatsOwnName(['Крем, 50 мл', 'Крем, 50 мл'])).toBe(true)
    expect(repeatsOwnName(['Крем, 50 мл', 'Крем, 100 мл'])).toBe(false)
  })
})

describe('the names the feeds give their items', () => {
  it('are what they write: Rozetka and Prom with the brand, Hotline without; Google gives none', () => {
    const p = product({ variants: [variant(), variant({ id: 2, valueUa: '100 мл', priceUah: 0 })] })
    expect(PRODUCT_FEEDS.rozetka.entry(p, ctx).names).toEqual(['Крем для рук Rica, 50 мл'])
    expect(PRODUCT_FEEDS.prom.entry(p, ctx).names).toEqual(['Крем для рук Rica, 50 мл'])
    expect(PRODUCT_FEEDS.hotline.entry(p, ctx).names).toEqual(['Крем для рук 50 мл'])
    expect(PRODUCT_FEEDS.rozetka.uniqueNames && PRODUCT_FEEDS.hotline.uniqueNames).toBe(true)
    expect(PRODUCT_FEEDS['google-merchant-ua'].uniqueNames).toBeUndefined()
  })

  it('collide for two products of one name, brand and volume, and not when the brand or volume differs', () => {
    const names = (p: FeedProduct) => ({ id: p.id, names: PRODUCT_FEEDS.rozetka.entry(p, ctx).names ?? [] })
    const twin = product({ id: 8 })
    const otherBrand = product({ id: 9, brandName: 'Kodi' })
    const otherVolume = product({ id: 10, variants: [variant({ valueUa: '75 мл' })] })
    expect(productsSharingNames([product(), twin, otherBrand, otherVolume].map(names))).toEqual([7, 8])
  })
})
