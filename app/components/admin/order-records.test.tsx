import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminTimelineEntry } from '../../contract/admin-orders'
import { resources } from '../../i18n/resources'
import { OrderRecords } from './order-facts'

const entry = (over: Partial<AdminTimelineEntry>): AdminTimelineEntry => ({
  at: '2026-03-02T10:00:00.000Z',
  kind: 'status',
  from_status: null,
  to_status: null,
  actor_email: null,
  note: '',
  for_buyer: false,
  amount: null,
  report: null,
  ...over,
})

function render(lng: 'ua' | 'en', timeline: AdminTimelineEntry[]) {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({ lng, resources, initAsync: false, interpolation: { escapeValue: false } })
  // The audit rows are empty, as on an order only a provider and a staff "mark paid" moved.
  const order = { pay_type: 'card', payments: [], history: [], timeline } as unknown as AdminOrderDetail
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <OrderRecords order={order} />
    </I18nextProvider>,
  )
}

describe('OrderRecords: the status history', () => {
  it('lists every move the timeline shows, the provider’s payment and staff marking an invoice paid included', () => {
    const html = render('ua', [
      entry({ kind: 'created', to_status: 'created' }),
      entry({ kind: 'payment', from_status: 'created', to_status: 'payed', amount: 379 }),
      entry({ kind: 'payment', from_status: 'payed', to_status: 'payed', actor_email: 'staff@example.com' }),
      entry({ kind: 'status', from_status: 'payed', to_status: 'prepered', actor_email: 'staff@example.com' }),
    ])
    expect(html).not.toContain('Статус ще не змінювали')
    const items = html.split('<li').slice(1)
    expect(items).toHaveLength(2)
    expect(items[0]).toContain('Оплата (WayForPay): Очікує оплати → <b>Оплачене</b>')
    expect(items[1]).toContain('staff@example.com: Оплачене → <b>Зібране</b>')
  })

  it('says the status never changed only when the timeline has no move', () => {
    expect(render('en', [entry({ kind: 'created', to_status: 'new' })])).toContain('status has not changed')
  })
})
