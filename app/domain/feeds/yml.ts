import { kyivDate, kyivDateTime } from '../kyiv-time'
import { xml } from './text'
import type { FeedCategory } from './types'

/**
 * The YML frame Rozetka and Prom.ua both read: `yml_catalog` dated "YYYY-MM-DD hh:mm" (Kyiv time),
 * the shop, its one currency (UAH) and its categories, then the offers.
 */
export function ymlDate(at: Date): string {
  return `${kyivDate(at.getTime())} ${kyivDateTime(at.getTime()).slice(-5)}`
}

/**
 * The head up to the opening `<offers>`. `categoryAttribute` names the attribute that carries the
 * channel's own category for a store category (Rozetka's `rz_id`), when the channel has one.
 */
export function ymlHead(
  siteUrl: string,
  at: Date,
  categories: readonly FeedCategory[],
  channelCategory: (id: number) => string | null,
  categoryAttribute: string | null,
): string {
  const categoryXml = categories
    .map((c) => {
      const parent = c.parentId === null ? '' : ` parentId="${c.parentId}"`
      const mapped = categoryAttribute ? channelCategory(c.id) : null
      const attribute = mapped ? ` ${categoryAttribute}="${xml(mapped)}"` : ''
      return `<category id="${c.id}"${parent}${attribute}>${xml(c.nameUa)}</category>\n`
    })
    .join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<yml_catalog date="${ymlDate(at)}">\n<shop>\n` +
    `<name>Beauty Pro</name>\n<company>Beauty Pro</company>\n<url>${xml(siteUrl)}</url>\n` +
    '<currencies>\n<currency id="UAH" rate="1"/>\n</currencies>\n' +
    `<categories>\n${categoryXml}</categories>\n<offers>\n`
  )
}

export const YML_TAIL = '</offers>\n</shop>\n</yml_catalog>\n'
