/**
 * Production without WayForPay's secrets: card payment is off. The checkout's quote does not offer
 * it, the server refuses a card order (nothing held or written) and the payment step, and no answer
 * names the missing secret: only the log does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { orderQuoteSchema, orderSchema } from '../../app/contract/order'
import { createApiClient, PRODUCTION_ENV } from '../support/api-env'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { bearerFor } from '../support/tokens'
import { createTestVariant, dbValue, type TestVariant, uniqueContact, variantStock } from '../support/order-fixtures'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
let variant: TestVariant
const warn = vi.spyOn(console, 'warn')
beforeAll(async () => {
  client = await createApiClient({ ...PRODUCTION_ENV })
  variant = await createTestVariant({ brandSlug: 'nbl', price: 500, stock: 10 })
})
afterAll(() => client.dispose())

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

let serial = 0
function orderBody(payment: string) {
  const contact = uniqueContact()
  return {
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: contact.phone,
    email: `card.off.${FILE_ID}.${serial++}@example.com`,
    deliveryType: 'curier',
    curier_info: { city: 'Київ', street: contact.street, house: '22', appartment: '5' },
    payment,
    cartItems: [{ id: variant.id, quantity: 2 }],
  }
}

const noSecretNamed = (text: string) => expect(text).not.toMatch(/WAYFORPAY|secret|wrangler/i)

describe('production without WayForPay secrets', () => {
  it('the checkout quote offers cash and prepayment, not card', async () => {
    const res = await send('POST', '/order/quote/', {
      cartItems: [{ id: variant.id, quantity: 1 }],
      deliveryType: 'curier',
    })
    expect(res.status).toBe(200)
    expect(orderQuoteSchema.parse(await res.json()).payments_offered).toEqual(['cash', 'prepayment'])
  })

  it('refuses a card order with a 409 on the payment field, holding no stock and naming no secret', async () => {
    const body = orderBody('card')
    const res = await send('POST', '/order/orders/', body)
    expect(res.status).toBe(409)
    const text = await res.text()
    noSecretNamed(text)
    expect(errorEnvelopeSchema.parse(JSON.parse(text)).error.fields?.payment).toHaveLength(1)
    expect(await dbValue('SELECT count(*) FROM orders WHERE email = ?', [body.email])).toBe(0)
    expect((await variantStock(variant.id)).stock).toBe(10)
    // The reason is in the log, for whoever runs the store.
    expect(warn.mock.calls.flat().join(' ')).toContain('WAYFORPAY_MERCHANT_SECRET')
  })

  it('takes a cash order, and then refuses switching it to card or asking for the card payment form', async () => {
    const customer = await bearerFor(client.env, 'customer@example.com')
    const res = await send('POST', '/order/orders/', orderBody('cash'), customer)
    expect(res.status).toBe(201)
    const order = orderSchema.parse(await res.json())
    const toCard = await send('PATCH', `/order/orders/${order.id}/`, { pay_type: 'card' }, customer)
    expect(toCard.status).toBe(409)
    noSecretNamed(await toCard.text())
    expect(await dbValue('SELECT count(*) FROM orders WHERE id = ? AND pay_type = ?', [order.id, 'cash'])).toBe(1)
    const form = await send('POST', '/order/generate-wayforpay-url/', { order_data: { reference: order.reference } })
    expect(form.status).toBe(409)
    noSecretNamed(await form.text())
    const poll = await send('POST', '/order/payment/callback/', { orderReference: order.reference })
    expect(poll.status).toBeLessThan(500)
    // This production configuration has no reachable email provider or Content Lake: the order's emails fail, as logged.
    expect(takeConsoleErrors().join(' ')).toContain('Email API unreachable')
  })
})

describe('production without TurboSMS settings', () => {
  it('offers no Viber/SMS messages, keeps no opt-in and writes no message', async () => {
    const quote = await send('POST', '/order/quote/', { cartItems: [{ id: variant.id, quantity: 1 }] })
    expect(orderQuoteSchema.parse(await quote.json()).messages_offered).toBe(false)
    const body = { ...orderBody('cash'), messages_opt_in: true }
    const res = await send('POST', '/order/orders/', body)
    expect(res.status).toBe(201)
    const order = orderSchema.parse(await res.json())
    expect(await dbValue('SELECT messages_opt_in FROM orders WHERE id = ?', [order.id])).toBe(0)
    expect(await dbValue(`SELECT count(*) FROM outbox_jobs WHERE order_id = ? AND kind = 'message'`, [order.id])).toBe(
      0,
    )
    takeConsoleErrors()
  })
})
