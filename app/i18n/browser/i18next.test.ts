import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { resources } from '../resources'
import { withUkrainianPlurals } from '../plurals'
import browserI18next from './i18next'

/** Every key path of a bundle, with its text. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[prefix + key, String(value)]],
  )
}

const PLURAL = /_(zero|one|two|few|many|other)$/

function pair(locale: 'ua' | 'en') {
  const options = {
    lng: locale,
    fallbackLng: 'ua',
    supportedLngs: ['ua', 'en'],
    resources: { [locale]: resources[locale] },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  }
  const real = i18next.createInstance()
  void real.init(options)
  withUkrainianPlurals(real)
  const small = browserI18next.createInstance()
  void small.init(options)
  return { real, small }
}

describe('the browser i18next stand-in', () => {
  for (const locale of ['ua', 'en'] as const) {
    it(`resolves every ${locale} text as i18next does`, () => {
      const { real, small } = pair(locale)
      const all = leaves(resources[locale].translation)
      expect(all.length).toBeGreaterThan(500)
      const values = { n: 7, name: 'Олена', count: 3, total: '1 200', min: 2, max: 9, date: '01.12' }
      const bases = new Set(all.map(([key]) => key.replace(PLURAL, '')))
      for (const key of bases) {
        expect(small.t(key), key).toBe(real.t(key))
        expect(small.t(key, values), key).toBe(real.t(key, values))
        for (const count of [0, 1, 2, 5, 11, 21, 1.5])
          expect(small.t(key, { count, n: count }), `${key} ${count}`).toBe(real.t(key, { count, n: count }))
        expect(small.exists(key), key).toBe(real.exists(key))
      }
      // Some 20,000 lookups through i18next: seconds on a busy machine.
    }, 60_000)
  }

  it("writes Ukrainian plural forms for the store's ua, on the server and in the browser", () => {
    const { real, small } = pair('ua')
    const forms: [number, string][] = [
      [1, '1 товар'],
      [2, '2 товари'],
      [5, '5 товарів'],
      [21, '21 товар'],
      [1.5, '1.5 товару'],
    ]
    for (const [n, text] of forms) {
      expect(real.t('catalogue.products', { count: n, n })).toBe(text)
      expect(small.t('catalogue.products', { count: n, n })).toBe(text)
    }
  })

  it('answers missing keys, defaults, sections and prefixes as i18next does', () => {
    const { real, small } = pair('ua')
    const section = Object.keys(resources.ua.translation)[0]!
    const cases: [string, Record<string, unknown>][] = [
      ['no.such.key', {}],
      ['no.such.key', { defaultValue: '' }],
      ['no.such.key', { defaultValue: 'Текст {{name}}', name: 'А' }],
      [section, {}],
      [`${section}.no_such_key`, { count: 2 }],
    ]
    for (const [key, options] of cases) expect(small.t(key, options), key).toBe(real.t(key, options))
    const [first] = leaves(resources.ua.translation)
    const [prefix, ...rest] = first![0].split('.')
    expect(small.getFixedT('ua', null, prefix)(rest.join('.'))).toBe(
      real.getFixedT('ua', null, prefix!)(rest.join('.')),
    )
  })

  it('merges a section added later into the language’s texts', () => {
    const { small } = pair('en')
    small.addResourceBundle('en', 'translation', { later: { title: 'Later' } }, true, true)
    expect(small.t('later.title')).toBe('Later')
    expect(small.t('meta.title')).toBe(resources.en.translation.meta.title)
  })
})
