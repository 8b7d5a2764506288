import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { resources } from '../../i18n/resources'
import { AuditState } from './audit-state'
import type { CatalogueNames } from './catalogue-options'

function render(value: unknown, names?: CatalogueNames, entity?: string, lng: 'ua' | 'en' = 'ua') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({ lng, resources, initAsync: false, interpolation: { escapeValue: false } })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AuditState value={value} names={names} entity={entity} />
    </I18nextProvider>,
  )
}

describe('AuditState', () => {
  it('says a promo code’s kind, a partner’s standing and a moment in words, not their codes and milliseconds', () => {
    const html = render({ kind: 'percent', wholesale_status: 'approved', ends_at: Date.UTC(2026, 11, 31, 21, 59) })
    expect(html).toContain('Відсоток')
    expect(html).toContain('Схвалено')
    expect(html).toContain('31.12.26, 23:59')
    expect(html).not.toMatch(/percent|approved|1798/)
  })

  it('names a bulk edit’s fields by their variant’s code and their own names', () => {
    const html = render({ 'RC-12.priceUah': 700, 'RC-12.stockOpt': 4 })
    expect(html).toContain('RC-12 · Ціна, грн')
    expect(html).toContain('RC-12 · Залишок в опті')
    expect(html).not.toContain('Інше поле')
  })

  it('names a brand and a category by their names, and an unknown one by its id', () => {
    const names = { brand_id: new Map([[3, 'Aurelle Paris']]), category_id: new Map([[8, 'Маски']]) }
    const html = render({ brand_id: 3, category_id: 8 }, names)
    expect(html).toContain('Aurelle Paris')
    expect(html).toContain('Маски')
    expect(render({ brand_id: 99 }, names)).toContain('#99')
  })

  it('names every field the QA found unnamed, and says their codes in words, in both languages', () => {
    const state = {
      whoosale_price: 480,
      pack_size: 1,
      starts_on: '2026-11-30',
      ends_on: '2026-12-31',
      moderation: 'hold',
      bulk: { kind: 'visibility', products: 2 },
      partner_tier_id: 1,
    }
    const names = { partner_tier_id: new Map([[1, 'Салони']]) }
    const ua = render(state, names, 'settings')
    expect(ua).not.toContain('Інше поле')
    for (const words of ['Оптова ціна, грн', 'упаковками', 'Діє з', 'Діє до', 'Показувати після схвалення'])
      expect(ua).toContain(words)
    expect(ua).toContain('Показ на сайті')
    expect(ua).toContain('Ціновий рівень:</span> Салони')
    expect(ua).not.toMatch(/>\s*(hold|visibility)\s*</)
    const en = render(state, names, 'settings', 'en')
    expect(en).not.toContain('Other field')
    expect(en).toContain('Show after approval')
    expect(render({ kind: 'stock' }, undefined, 'product', 'en')).toContain('Stock')
  })

  it('labels a promo code’s code as the promo code, not as an article number', () => {
    expect(render({ code: 'SPRING10' }, undefined, 'promo_code')).toContain('Код промокоду')
    expect(render({ code: 'RC-12' }, undefined, 'variant')).toContain('Артикул')
  })
})
