import { createHash } from 'node:crypto'
import { richText } from './portable-text'

/** Builders for `{ ua, en }` values as the Studio stores them; `en` left out means "not translated". */
export const ls = (ua: string, en?: string) => ({ _type: 'localeString', ua, ...(en === undefined ? {} : { en }) })
export const lt = (ua: string, en?: string) => ({ _type: 'localeText', ua, ...(en === undefined ? {} : { en }) })
export const lb = (seed: string, ua: string, en?: string) => ({
  _type: 'localeBlockContent',
  ua: richText(`${seed}:ua`, ua),
  ...(en === undefined ? {} : { en: richText(`${seed}:en`, en) }),
})

/** Array members need a stable `_key`. */
export function keyed<T extends object>(seed: string, items: T[]): Array<T & { _key: string }> {
  return items.map((item, index) => ({
    _key: createHash('sha1').update(`${seed}:${index}`).digest('hex').slice(0, 12),
    ...item,
  }))
}
