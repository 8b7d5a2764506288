import { describe, expect, it } from 'vitest'
import { formatContentDate } from './content-date'
import { shareLinks } from './share-links'

describe('shareLinks', () => {
  it('builds five links from the page address and title, encoded', () => {
    const links = shareLinks('https://beautypro.ua/blog/spf-myths?lang=en', 'SPF: myths & facts')
    expect(links.map((l) => l.network)).toEqual(['facebook', 'telegram', 'viber', 'whatsapp', 'x'])
    const encoded = encodeURIComponent('https://beautypro.ua/blog/spf-myths?lang=en')
    for (const { href } of links) expect(href).toContain(encoded.slice(0, 20))
    expect(links[0]!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(links.every((l) => !l.href.includes(' ') && !l.href.includes('&facts'))).toBe(true)
  })
})

describe('formatContentDate', () => {
  it('says the date in the reader’s language, whatever the time zone', () => {
    expect(formatContentDate('2026-03-12', 'ua')).toBe('12 березня 2026 р.')
    expect(formatContentDate('2026-03-12', 'en')).toBe('12 March 2026')
  })
})
