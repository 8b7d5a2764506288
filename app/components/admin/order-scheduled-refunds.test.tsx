import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { AdminScheduledRefund } from '../../contract/admin-orders'
import { resources } from '../../i18n/resources'
import { OrderScheduledRefunds } from './order-scheduled-refunds'

const retried: AdminScheduledRefund = {
  amount: 1280,
  return_id: null,
  attempts: 2,
  max_attempts: 5,
  next_attempt: '2026-03-02T10:05:00.000Z',
  trying: false,
  last_error: 'Error: SQLITE_BUSY: database is locked',
}

function render(lng: 'ua' | 'en', refunds: AdminScheduledRefund[]) {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({ lng, resources, initAsync: false, interpolation: { escapeValue: false } })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <OrderScheduledRefunds refunds={refunds} />
    </I18nextProvider>,
  )
}

describe('OrderScheduledRefunds', () => {
  it('says how much goes back, the attempts so far, the next one and why the last failed, in English', () => {
    const html = render('en', [retried])
    expect(html).toContain('Refund scheduled')
    expect(html).toMatch(/1[\s,]?280/)
    expect(html).toContain('Attempts so far: 2 of 5')
    expect(html).toContain('Next attempt: 02/03/2026, 12:05')
    expect(html).toContain('Last attempt failed: the store could not send it')
  })

  it('says the same in Ukrainian, and a refund due now or being sent without a time', () => {
    const html = render('ua', [retried])
    expect(html).toContain('Повернення заплановано')
    expect(html).toContain('Спроб уже: 2 з 5')
    expect(html).toContain('Наступна спроба: 02.03.26, 12:05')
    expect(html).toContain('магазин не зміг його надіслати')
    expect(render('ua', [{ ...retried, next_attempt: null }])).toContain('Наступна спроба: протягом хвилини')
    expect(render('en', [{ ...retried, next_attempt: null, trying: true }])).toContain('Being sent right now')
    expect(render('en', [{ ...retried, return_id: 7 }])).toContain('for returned goods')
  })

  it('shows nothing when no refund is scheduled', () => {
    expect(render('en', [])).toBe('')
  })
})
