import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminTimelineEntry } from '../../contract/admin-orders'
import { resources } from '../../i18n/resources'
import { OrderTimeline } from './order-timeline'

const TTN = '20450000123456'
const LEGACY_NOTE = `Замовлення скасоване, але накладну ${TTN} не скасовано в Новій пошті: скасуйте її на картці «Накладна» або в кабінеті Нової пошти`

const entry = (kind: AdminTimelineEntry['kind'], note: string): AdminTimelineEntry => ({
  at: '2026-03-02T10:00:00.000Z',
  kind,
  from_status: null,
  to_status: null,
  actor_email: null,
  note,
  for_buyer: false,
  amount: null,
  report: null,
})

function render(lng: 'ua' | 'en', timeline: AdminTimelineEntry[]) {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({ lng, resources, initAsync: false, interpolation: { escapeValue: false } })
  const order = { pay_type: 'cod', timeline } as unknown as AdminOrderDetail
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <OrderTimeline order={order} />
    </I18nextProvider>,
  )
}

describe('OrderTimeline: waybill entries', () => {
  it('words a waybill the carrier did not cancel in the staff member’s language, with its number, marked internal', () => {
    const en = render('en', [entry('waybill_kept', TTN)])
    expect(en).toContain('Waybill NOT cancelled')
    expect(en).toContain(`waybill ${TTN} was not cancelled at Nova Poshta`)
    expect(en).toContain('internal')
    expect(en).not.toMatch(/[а-яіїєґ]/i)

    const ua = render('ua', [entry('waybill_kept', TTN)])
    expect(ua).toContain('Накладну НЕ скасовано')
    expect(ua).toContain(`накладну ${TTN} не скасовано в Новій пошті`)
    expect(ua).toContain('внутрішня')
  })

  it('words a waybill staff cancelled in either language', () => {
    expect(render('en', [entry('waybill_cancelled', TTN)])).toContain(`Waybill ${TTN} cancelled at Nova Poshta`)
    expect(render('ua', [entry('waybill_cancelled', TTN)])).toContain(`Накладну ${TTN} скасовано в Новій пошті`)
  })

  it('still shows a note stored as a sentence before the entry had its own kind', () => {
    const html = render('en', [entry('note', LEGACY_NOTE)])
    expect(html).toContain(LEGACY_NOTE)
    expect(html).toContain('Note')
  })
})
