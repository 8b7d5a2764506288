import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { keepPlainTexts } from './plain-text-memo'

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
  keepPlainTexts(i18n)
  return i18n
}

describe('keepPlainTexts', () => {
  it('answers plain texts as i18next does, and resolves each once', () => {
    const i18n = instance()
    const t = i18n.getFixedT('ua')
    let lookups = 0
    // The resource store is where i18next looks a key up (not in its public types).
    const store = i18n.store as unknown as { getResource: (...args: unknown[]) => unknown }
    const getResource = store.getResource.bind(store)
    store.getResource = (...args: unknown[]) => {
      lookups++
      return getResource(...args)
    }
    expect(t('hello')).toBe('Привіт')
    const afterFirst = lookups
    expect(afterFirst).toBeGreaterThan(0)
    expect(t('hello')).toBe('Привіт')
    expect(i18n.getFixedT('ua', null, 'section')('title')).toBe('Розділ')
    expect(t('section.title')).toBe('Розділ')
    expect(lookups).toBeGreaterThan(afterFirst)
    const settled = lookups
    expect(t('hello')).toBe('Привіт')
    expect(i18n.getFixedT('ua', null, 'section')('title')).toBe('Розділ')
    expect(lookups).toBe(settled)
  })

  it('never keeps a text with interpolation, count or a default', () => {
    const t = instance().getFixedT('ua')
    expect(t('greet', { name: 'Оля' })).toBe('Привіт, Оля')
    expect(t('greet', { name: 'Іра' })).toBe('Привіт, Іра')
    expect(t('item', { count: 1 })).toBe('1 товар')
    expect(t('item', { count: 5 })).toBe('5 товарів')
    expect(t('missing', { defaultValue: 'перше' })).toBe('перше')
    expect(t('missing', { defaultValue: 'друге' })).toBe('друге')
  })

  it('forgets what it kept when a bundle is added', () => {
    const i18n = instance()
    const t = i18n.getFixedT('ua')
    expect(t('hello')).toBe('Привіт')
    i18n.addResourceBundle('ua', 'translation', { hello: 'Вітаю' }, true, true)
    expect(t('hello')).toBe('Вітаю')
  })
})
