import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { googleItems, GOOGLE_LIMITS } from './google'
import { hotlineName } from './hotline'
import { PRODUCT_FEEDS, type FeedContext, type FeedProduct, type FeedVariant, type ProductFeedKey } from './index'
import { reviewXml, ratingsHead, RATINGS_TAIL } from './ratings'
import { productWarnings, retailPrices } from './rules'
import { cdata, cut, plainText } from './text'
import { FEED_MAX_AGE_MS, isFeedDue } from './schedule'
import { ymlDate } from './yml'

const variant = (over: Partial<FeedVariant> = {}): FeedVariant => ({
  id: 11,
  code: 'RC-50',
  barcode: null,
  valueUa: '50 мл',
  valueEn: '50 ml',
  priceUah: 500,
  discountPriceUah: 0,
  wholesalePriceUah: 300,
  discountWholesalePriceUah: 250,
  stock: 3,
  stockOpt: 2,
  images: ['products/a-l.webp', 'products/b-l.webp'],
  ...over,
})
const product = (over: Partial<FeedProduct> = {}): FeedProduct => ({
  id: 7,
  slug: 'krem-dlya-ruk',
  nameUa: 'Крем для рук',
  nameEn: 'Hand cream',
  shortUa: 'Живить шкіру',
  shortEn: 'Nourishes',
  descriptionUa: '<p>Живильний <b>крем</b> &amp; догляд.</p><p>Другий абзац</p>',
  descriptionEn: 'Nourishing cream',
  serie: 'Care',
  brandName: 'Rica',
  categoryId: 3,
  variants: [variant()],
  ...over,
})
const ctx: FeedContext = { siteUrl: 'https://beauty.example', channelCategory: (id) => (id === 3 ? '2915' : null) }
const categories = [
  { id: 1, parentId: null, nameUa: 'Догляд', nameEn: 'Care' },
  { id: 3, parentId: 1, nameUa: 'Руки & ноги', nameEn: 'Hands' },
]
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) =>
    ['item', 'offer', 'picture', 'g:additional_image_link', 'param', 'review', 'category'].includes(name),
})

function document(key: ProductFeedKey, products: FeedProduct[], context: FeedContext = ctx) {
  const format = PRODUCT_FEEDS[key]
  const text =
    format.head(context, new Date('2026-11-28T10:00:00Z'), categories) +
    products.map((p) => format.entry(p, context).xml).join('') +
    format.tail
  expect(XMLValidator.validate(text)).toBe(true)
  return { text, parsed: parser.parse(text) }
}

describe('retail prices: what a guest pays, never a wholesale figure', () => {
  it.each([
    { price: 500, discount: 0, effective: 500, sale: null },
    { price: 500, discount: 450, effective: 450, sale: 450 },
    { price: 500, discount: 500, effective: 500, sale: null },
    { price: 500, discount: 600, effective: 500, sale: null },
    { price: 0, discount: 0, effective: null, sale: null },
  ])('price $price, discount $discount', ({ price, discount, effective, sale }) => {
    const prices = retailPrices(variant({ priceUah: price, discountPriceUah: discount }))
    expect(prices?.effectiveUah ?? null).toBe(effective)
    expect(prices?.saleUah ?? null).toBe(sale)
  })
})

describe('text', () => {
  it.each([
    ['<p>Один</p><p>Два &amp; три</p>', 'Один\nДва & три'],
    ['a<br>b', 'a\nb'],
    ['x &#1058; &#x0442;', 'x Т т'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['bad\u0001char', 'badchar'],
  ])('plain text of %j', (markup, text) => expect(plainText(markup)).toBe(text))
  it('cuts at a word boundary within the limit, counting characters not bytes', () => {
    expect(cut('Крем для рук дуже живильний', 20)).toBe('Крем для рук дуже')
    expect(Array.from(cut('я'.repeat(200), 150))).toHaveLength(150)
  })
  it('keeps `]]>` inside CDATA without ending it', () => {
    const text = `<d>${cdata('a ]]> b')}</d>`
    expect(XMLValidator.validate(text)).toBe(true)
    expect(parser.parse(text).d).toBe('a ]]> b')
  })
  it('dates the YML in Kyiv time', () => expect(ymlDate(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02 00:30'))
})

describe('warnings per product', () => {
  it.each([
    [{}, []],
    [{ brandName: ' ' }, ['no_brand']],
    [{ variants: [variant({ images: [] })] }, ['no_picture']],
    [{ nameUa: 'Крем '.repeat(40) }, ['title_too_long']],
    [{ descriptionUa: '', shortUa: '' }, ['no_description']],
    [{ variants: [variant({ priceUah: 0 })] }, ['no_price']],
  ] as [Partial<FeedProduct>, string[]][])('%j', (over, warnings) => {
    expect(productWarnings(product(over), 'ua', GOOGLE_LIMITS.title)).toEqual(warnings)
  })
})

describe('Google Merchant Center', () => {
  it('one item per variant with the required fields within their limits', () => {
    const long = product({
      nameUa: 'Дуже '.repeat(60),
      descriptionUa: 'слово '.repeat(2000),
      variants: [
        variant(),
        variant({
          id: 12,
          code: 'RC-200',
          valueUa: '200 мл',
          discountPriceUah: 450,
          stock: 0,
          stockOpt: 0,
          barcode: '4820000000017',
        }),
      ],
    })
    const { parsed } = document('google-merchant-ua', [long])
    const items = parsed.rss.channel.item as Record<string, unknown>[]
    expect(items.map((i) => i['g:id'])).toEqual(['RC-50', 'RC-200'])
    for (const item of items) {
      expect(Array.from(String(item['g:title'])).length).toBeLessThanOrEqual(150)
      expect(Array.from(String(item['g:description'])).length).toBeLessThanOrEqual(5000)
      expect(String(item['g:description'])).not.toMatch(/[<>]/)
      expect(item['g:item_group_id']).toBe('P7')
      expect(item['g:condition']).toBe('new')
      expect(item['g:google_product_category']).toBe('2915')
      expect(item['g:brand']).toBe('Rica')
    }
    expect(items[0]).toMatchObject({ 'g:price': '500.00 UAH', 'g:availability': 'in_stock', 'g:mpn': 'RC-50' })
    expect(items[0]!['g:sale_price']).toBeUndefined()
    expect(items[0]!['g:link']).toBe('https://beauty.example/product/krem-dlya-ruk?variant=RC-50')
    expect(items[0]!['g:image_link']).toBe('https://beauty.example/media/products/a-l.webp')
    expect(items[0]!['g:additional_image_link']).toEqual(['https://beauty.example/media/products/b-l.webp'])
    expect(items[1]).toMatchObject({
      'g:price': '500.00 UAH',
      'g:sale_price': '450.00 UAH',
      'g:availability': 'out_of_stock',
      'g:gtin': '4820000000017',
    })
    expect(items[1]!['g:mpn']).toBeUndefined()
  })

  it.each([
    ['a code over 50 characters', variant({ code: 'X'.repeat(51) }), 'id_too_long'],
    ['no retail price', variant({ priceUah: 0 }), 'no_price'],
    ['no picture anywhere', variant({ images: [] }), 'no_picture'],
  ])('leaves out a variant with %s, and says why', (_name, v, warning) => {
    const { items, entry } = googleItems(product({ variants: [v] }), ctx, 'ua')
    expect(items).toEqual([])
    expect(entry.warnings).toContain(warning)
  })

  it('says identifier_exists no without a GTIN or a brand; the English edition links the English page', () => {
    const { items } = googleItems(product({ brandName: '' }), ctx, 'en')
    expect(items[0]).toMatchObject({ identifier_exists: 'no', mpn: null, gtin: null, title: 'Hand cream, 50 ml' })
    expect(items[0]!.link).toBe('https://beauty.example/product/krem-dlya-ruk?variant=RC-50&lang=en')
  })

  it('keeps the English edition in English: no Ukrainian text for a product without an English one, and staff are told', () => {
    const { items, entry } = googleItems(product({ descriptionEn: '', shortEn: '' }), ctx, 'en')
    expect(items[0]!.description).toBe('Hand cream')
    expect(items[0]!.description).not.toMatch(/[а-яіїєґ]/i)
    expect(entry.warnings).toContain('no_description')
    expect(googleItems(product({ descriptionEn: '', shortEn: '' }), ctx, 'ua').entry.warnings).not.toContain(
      'no_description',
    )
  })
})

describe('Rozetka', () => {
  it('offers with stable ids, prices, CDATA descriptions, params and stock', () => {
    const { text, parsed } = document('rozetka', [
      product({ descriptionUa: 'Текст ]]> з <i>розміткою</i>', variants: [variant({ discountPriceUah: 400 })] }),
    ])
    expect(text).toContain('<description_ua><![CDATA[')
    const catalog = parsed.yml_catalog
    expect(catalog['@date']).toBe('2026-11-28 12:00')
    expect(catalog.shop.currencies.currency['@id']).toBe('UAH')
    expect(catalog.shop.categories.category.map((c: Record<string, string>) => c['@id'])).toEqual(['1', '3'])
    expect(catalog.shop.categories.category[1]['@rz_id']).toBe('2915')
    const [offer] = catalog.shop.offers.offer
    expect(offer).toMatchObject({
      '@id': '11',
      '@available': 'true',
      price: '400',
      price_old: '500',
      currencyId: 'UAH',
      categoryId: '3',
      vendor: 'Rica',
      name_ua: 'Крем для рук Rica, 50 мл',
      stock_quantity: '5',
    })
    expect(offer.description_ua).toBe('<p>Текст ]]&gt; з розміткою</p>')
    expect(offer.picture).toHaveLength(2)
    expect(offer.param.map((p: Record<string, string>) => p['@name'])).toEqual(["Об'єм", 'Серія'])
  })
})

describe('Prom.ua', () => {
  it('carries no wholesale figure unless staff set the quantity it starts from', () => {
    const { text } = document('prom', [product()])
    expect(text).not.toContain('<prices>')
    expect(text).not.toMatch(/>300<|>250</)
  })
  it('then carries the wholesale price column, never the discounted wholesale price', () => {
    const { parsed, text } = document('prom', [product()], { ...ctx, promWholesaleMinQuantity: 6 })
    const [offer] = parsed.yml_catalog.shop.offers.offer
    expect(offer.prices.price).toEqual({ value: '300', quantity: '6' })
    expect(offer).toMatchObject({
      price: '500',
      vendorCode: 'RC-50',
      quantity_in_stock: '5',
      portal_category_id: '2915',
    })
    expect(text).not.toContain('250')
  })
  it('names the brand as vendor says it, and writes the description as paragraphs of HTML', () => {
    const { parsed } = document('prom', [product({ descriptionUa: 'Перший & «другий»\n\nДругий абзац' })])
    const [offer] = parsed.yml_catalog.shop.offers.offer
    expect(offer.name_ua).toBe('Крем для рук Rica, 50 мл')
    expect(offer.description_ua).toBe('<p>Перший &amp; «другий»</p><p>Другий абзац</p>')
  })

  it('leaves a name that already names its brand as it is', () => {
    const { parsed } = document('rozetka', [product({ nameUa: 'Крем RICA для рук' })])
    expect(parsed.yml_catalog.shop.offers.offer[0].name_ua).toBe('Крем RICA для рук, 50 мл')
  })

  it('marks a variant out of stock as made to order', () => {
    const { parsed } = document('prom', [product({ variants: [variant({ stock: 0, stockOpt: 0 })] })])
    expect(parsed.yml_catalog.shop.offers.offer[0]['@available']).toBe('false')
  })
})

describe('Hotline', () => {
  it.each([
    ['КРЕМ ДЛЯ РУК RICA', 'Rica', 'Крем для рук Rica'],
    ['Крем для рук SALE!', 'Rica', 'Крем для рук'],
    ['Новинка: сироватка дешево', 'Rica', 'сироватка'],
    ['Крем RICA для рук', 'RICA', 'Крем RICA для рук'],
    ['Реакція шкіри: крем New', 'X', 'Реакція шкіри: крем'],
  ])('%j → %j', (name, brand, expected) => expect(hotlineName(name, brand).name).toBe(expected))

  it('items in Ukrainian without HTML, priced as the storefront', () => {
    const { parsed } = document('hotline', [
      product({ nameUa: 'КРЕМ ДЛЯ РУК', variants: [variant({ discountPriceUah: 420, stock: 0, stockOpt: 0 })] }),
    ])
    const [item] = parsed.price.items.item
    expect(item).toMatchObject({
      id: '11',
      categoryId: '3',
      code: 'RC-50',
      vendor: 'Rica',
      name: 'Крем для рук 50 мл',
      priceRUAH: '420',
      stock: 'Під замовлення',
    })
    expect(item.description).toBe('Живильний крем & догляд.\nДругий абзац')
  })
  it('dates the price list in Kyiv time, as the YML feeds are', () => {
    const { parsed } = document('hotline', [product()])
    expect(String(parsed.price.date)).toBe('2026-11-28 12:00')
  })
})

describe('product ratings', () => {
  it('a review with its product named by codes, brand and page', () => {
    const text =
      ratingsHead('https://beauty.example') +
      reviewXml(
        {
          id: 5,
          productId: 7,
          productSlug: 'krem',
          productName: 'Крем',
          brandName: 'Rica',
          codes: ['RC-50'],
          authorName: 'Олена Петренко',
          text: 'Чудово <3',
          rate: 5,
          createdAt: Date.UTC(2026, 0, 2),
        },
        'https://beauty.example',
      ) +
      RATINGS_TAIL
    expect(XMLValidator.validate(text)).toBe(true)
    const review = parser.parse(text).feed.reviews.review[0]
    expect(review).toMatchObject({ review_id: '5', reviewer: { name: 'Олена' }, content: 'Чудово <3' })
    expect(review.products.product.product_ids.skus.sku).toBe('RC-50')
    expect(review.ratings.overall['#text']).toBe('5')
  })
})

describe('when a feed is rebuilt', () => {
  const now = 1_000_000_000
  const built = {
    changedAt: 10,
    builtFrom: 10,
    builtAt: now - 60_000,
    requestedAt: null,
    leaseUntil: null,
    buildState: null,
  }
  it.each([
    ['fresh', built, false],
    ['never built', { ...built, builtAt: null }, true],
    ['stale, built a minute ago', { ...built, changedAt: 11 }, false],
    ['stale, built six minutes ago', { ...built, changedAt: 11, builtAt: now - 6 * 60_000 }, true],
    ['asked for by staff', { ...built, requestedAt: now }, true],
    ['a day old', { ...built, builtAt: now - FEED_MAX_AGE_MS }, true],
    ['held by a running build', { ...built, builtAt: null, leaseUntil: now + 1 }, false],
    ['held by a build that died', { ...built, builtAt: null, leaseUntil: now - 1 }, true],
    ['a build in progress, between runs', { ...built, buildState: '{}' }, true],
    ['a build in progress, its run holding it', { ...built, buildState: '{}', leaseUntil: now + 1 }, false],
  ] as const)('%s', (_name, schedule, due) => expect(isFeedDue(schedule, now)).toBe(due))
})
