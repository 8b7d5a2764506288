import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { keepTexts } from './kept-texts'

/** An instance with kept texts, and how many times i18next has looked a key up in its bundles. */
function instance() {
  const i18n = i18next.createInstance()
  void i18n.init({
    lng: 'ua',
    resources: {
      ua: {
        translation: {
          hello: 'Привіт',
          greet: 'Привіт, {{name}}',
          item_one: '{{count}} товар',
          item_other: '{{count}} товарів',
          section: { title: 'Розділ' },
        },
      },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  keepTexts(i18n)
  const lookups = { count: 0 }
  // The resource store is where i18next looks a key up (not in its public types).
  const store = i18n.store as unknown as { getResource: (...args: unknown[]) => unknown }
  const getResource = store.getResource.bind(store)
  store.getResource = (...args: unknown[]) => {
    lookups.count++
    return getResource(...args)
  }
  return { i18n, t: i18n.getFixedT('ua'), lookups }
}

describe('keepTexts', () => {
  it('answers what i18next answers, and looks each call up once', () => {
    const { i18n, t, lookups } = instance()
    const calls = () => [
      t('hello'),
      i18n.getFixedT('ua', null, 'section')('title'),
      t('section.title'),
      t('greet', { name: 'Оля' }),
      t('greet', { name: 'Іра' }),
      t('item', { count: 1 }),
      t('item', { count: 5 }),
      t('missing', { defaultValue: 'перше' }),
      t('missing', { defaultValue: 'друге' }),
    ]
    const expected = [
      'Привіт',
      'Розділ',
      'Розділ',
      'Привіт, Оля',
      'Привіт, Іра',
      '1 товар',
      '5 товарів',
      'перше',
      'друге',
    ]
    expect(calls()).toEqual(expected)
    const settled = lookups.count
    expect(settled).toBeGreaterThan(0)
    expect(calls()).toEqual(expected)
    expect(lookups.count).toBe(settled)
  })

  it('answers a key alone without copying the options, in the scope of its getFixedT', () => {
    const { i18n, lookups } = instance()
    const t = i18n.getFixedT('ua')
    const inSection = i18n.getFixedT('ua', null, 'section')
    expect([t('hello'), t('section.title'), inSection('title'), t('title')]).toEqual([
      'Привіт',
      'Розділ',
      'Розділ',
      'title',
    ])
    const settled = lookups.count
    expect([i18n.getFixedT('ua')('hello'), i18n.getFixedT('ua', null, 'section')('title')]).toEqual([
      'Привіт',
      'Розділ',
    ])
    expect(lookups.count).toBe(settled)
    // i18next's own `t` carries its scope; react-i18next and i18next read it back.
    expect((t as unknown as { lng: string }).lng).toBe('ua')
    expect((inSection as unknown as { keyPrefix: string }).keyPrefix).toBe('section')
  })

  it('never keeps a call with an option that is an object', () => {
    const { t, lookups } = instance()
    expect(t('greet', { replace: { name: 'Оля' } })).toBe('Привіт, Оля')
    const once = lookups.count
    expect(t('greet', { replace: { name: 'Іра' } })).toBe('Привіт, Іра')
    expect(lookups.count).toBeGreaterThan(once)
  })

  it('forgets what it kept when a bundle is added', () => {
    const { i18n, t } = instance()
    expect([t('hello'), i18n.t('hello'), t('greet', { name: 'Оля' })]).toEqual(['Привіт', 'Привіт', 'Привіт, Оля'])
    i18n.addResourceBundle('ua', 'translation', { hello: 'Вітаю', greet: 'Вітаю, {{name}}' }, true, true)
    expect([t('hello'), i18n.t('hello'), t('greet', { name: 'Оля' })]).toEqual(['Вітаю', 'Вітаю', 'Вітаю, Оля'])
  })
})
