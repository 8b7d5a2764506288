import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch } from './api-client'

/** The network edge: what the client sent, and a canned answer. */
function answerWith(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return sent
}
afterEach(() => vi.unstubAllGlobals())

describe('apiFetch through the typed client', () => {
  it('sends the spec’s path with its trailing slash, the language, the JSON body, and answers the JSON', async () => {
    const sent = answerWith(200, { promo_code: 'SPRING10' })
    const answer = await apiFetch((api) => api.order['apply-promo'].$post({ json: { code: 'SPRING10' } }), {
      locale: 'en',
    })
    expect(answer).toEqual({ promo_code: 'SPRING10' })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/api/v1/order/apply-promo/')
    expect(sent[0]!.init.method).toBe('POST')
    const headers = new Headers(sent[0]!.init.headers)
    expect(headers.get('accept-language')).toBe('en')
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.has('authorization')).toBe(false)
    expect(sent[0]!.init.body).toBe('{"code":"SPRING10"}')
  })

  it('puts the slash before the query, fills path parameters and carries a bearer token when given', async () => {
    const sent = answerWith(200, [])
    await apiFetch((api) => api.shop.search.$get({ query: { q: 'крем для рук' } }), { locale: 'ua' })
    await apiFetch((api) => api.shop.products[':id'].$get({ param: { id: '42' } }), {
      locale: 'ua',
      token: 'abc.def.ghi',
    })
    expect(sent[0]!.url).toBe('/api/v1/shop/search/?q=%D0%BA%D1%80%D0%B5%D0%BC+%D0%B4%D0%BB%D1%8F+%D1%80%D1%83%D0%BA')
    expect(sent[1]!.url).toBe('/api/v1/shop/products/42/')
    expect(new Headers(sent[1]!.init.headers).get('authorization')).toBe('Bearer abc.def.ghi')
  })

  it('sends the order’s Idempotency-Key and the caller’s headers beside the language', async () => {
    const sent = answerWith(201, {})
    const order = {
      first_name: 'A',
      last_name: 'B',
      phone: '+380501112233',
      deliveryType: 'newpost' as const,
      payment: 'cash' as const,
      cartItems: [{ id: 1, quantity: 1 }],
    }
    await apiFetch(
      (api) =>
        api.order.orders.$post(
          { json: order, header: { 'idempotency-key': 'key-12345678' } },
          { headers: { authorization: 'Bearer t' } },
        ),
      { locale: 'ua' },
    )
    const headers = new Headers(sent[0]!.init.headers)
    expect(sent[0]!.url).toBe('/api/v1/order/orders/')
    expect(headers.get('idempotency-key')).toBe('key-12345678')
    expect(headers.get('authorization')).toBe('Bearer t')
    expect(headers.get('accept-language')).toBe('ua')
  })

  it('leaves a file name without a slash', async () => {
    const sent = answerWith(200, {})
    await apiFetch((api) => api.admin.orders['export.xlsx'].$get({ query: {} }), { locale: 'ua' })
    expect(sent[0]!.url).toBe('/api/v1/admin/orders/export.xlsx')
  })

  it('throws the error envelope as an ApiError with its code and fields', async () => {
    answerWith(400, { error: { code: 'invalid_data', message: 'Invalid request', fields: { code: ['unknown'] } } })
    const refused = apiFetch((api) => api.order['apply-promo'].$post({ json: { code: 'NOPE' } }), { locale: 'ua' })
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'invalid_data', fields: { code: ['unknown'] } })
  })

  it('throws an answer without the envelope as unknown, and an empty 204 answers null', async () => {
    answerWith(502, null)
    await expect(apiFetch((api) => api.core.advantages.$get(), { locale: 'ua' })).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
    })
    answerWith(204, null)
    await expect(apiFetch((api) => api.auth.logout.$post({ json: {} }), { locale: 'ua' })).resolves.toBeNull()
  })
})
