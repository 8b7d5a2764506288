import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect } from 'vitest'

// The parser answers untyped trees; tests read them by the channels' element names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type XmlNode = Record<string, any>

/** A feed parsed back as the channel would read it; fails the test unless it is well-formed XML. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) =>
    ['item', 'offer', 'picture', 'g:additional_image_link', 'param', 'review', 'category'].includes(name),
})

export function parseFeed(text: string) {
  expect(XMLValidator.validate(text)).toBe(true)
  return parser.parse(text) as XmlNode
}

export interface FeedLine {
  /** The variant: Google's id is its code, the others' its id. */
  variant: string
  prices: number[]
  record: XmlNode
}

/** Each feed's items as one shape: the variant it stands for and every price figure it carries. */
export function feedLines(feed: string, doc: XmlNode): FeedLine[] {
  const num = (v: unknown) => (v === undefined ? [] : [Number(String(v).replace(' UAH', ''))])
  if (feed.startsWith('google-merchant'))
    return (doc.rss.channel.item ?? []).map((i: XmlNode) => ({
      variant: String(i['g:id']),
      prices: [...num(i['g:price']), ...num(i['g:sale_price'])],
      record: i,
    }))
  if (feed === 'hotline')
    return (doc.price.items?.item ?? []).map((i: XmlNode) => ({
      variant: String(i.id),
      prices: [...num(i.priceRUAH), ...num(i.oldprice)],
      record: i,
    }))
  return (doc.yml_catalog.shop.offers?.offer ?? []).map((o: XmlNode) => ({
    variant: String(o['@id']),
    prices: [...num(o.price), ...num(o.price_old), ...num(o.oldprice)],
    record: o,
  }))
}
