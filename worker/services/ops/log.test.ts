import { describe, expect, it } from 'vitest'
import { redact, requestLine } from './log'

describe('redact', () => {
  it('replaces secret fields of a WayForPay callback and keeps what staff need', () => {
    const callback = {
      merchantAccount: 'test_merch_n1',
      orderReference: 'ref-123',
      merchantSignature: 'b1946ac92492d2347c6235b4d2611184',
      amount: 1250,
      currency: 'UAH',
      authCode: '541963',
      email: 'buyer@example.com',
      phone: '380501112233',
      cardPan: '41****8217',
      recToken: 'ab2c-11',
      transactionStatus: 'Approved',
    }
    const out = redact(callback) as Record<string, unknown>
    expect(out).toMatchObject({ orderReference: 'ref-123', amount: 1250, transactionStatus: 'Approved' })
    for (const key of ['merchantSignature', 'authCode', 'email', 'phone', 'cardPan', 'recToken'])
      expect(out[key]).toBe('[redacted]')
    expect(JSON.stringify(out)).not.toMatch(/b1946ac9|541963|buyer@|380501112233|8217/)
  })

  it("masks Checkbox's and our own tokens wherever they hide, and secrets in URLs", () => {
    const out = JSON.stringify(
      redact({
        headers: {
          Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
          'X-License-Key': 'lic-1',
        },
        nested: { deeper: { password: 'hunter22', pin_code: '1234', note: 'sent with Bearer abc.def' } },
        url: 'https://shop.example/preview/page/x?token=s3cr3t&lang=en',
        message: 'cashier token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln and card 4111111111111111',
      }),
    )
    expect(out).not.toMatch(/eyJhbGci|lic-1|hunter22|1234"|abc\.def|s3cr3t|4111111111111111/)
    expect(out).toContain('lang=en')
  })

  it('bounds a whole payload: long strings, many fields, deep nesting and long lists are cut', () => {
    const payload = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'.repeat(1000)]))
    const out = redact({
      a: { b: { c: { d: { e: 1 } } } },
      payload,
      list: Array.from({ length: 50 }, (_, i) => i),
    }) as {
      a: unknown
      payload: Record<string, string>
      list: unknown[]
    }
    expect(Object.keys(out.payload)).toHaveLength(26)
    expect(out.payload.f0!.length).toBeLessThan(350)
    expect(out.list).toHaveLength(11)
    expect(JSON.stringify(out.a)).toContain('[nested]')
  })

  it('keeps errors as their name and a masked message', () => {
    expect(redact(new Error('refused for token=abc'))).toEqual({
      error: 'Error',
      message: 'refused for token=[redacted]',
    })
    expect(redact(new Error('GET /x?token=abc failed'))).toEqual({
      error: 'Error',
      message: 'GET /x?token=[redacted] failed',
    })
  })
})

describe('requestLine', () => {
  it('names the method, path, status and id, never a secret query value', () => {
    const line = requestLine(new Request('https://shop.example/activate?token=abc&lang=en'), 200, 12, 'id-1')
    expect(redact(line)).toEqual({
      type: 'request',
      id: 'id-1',
      method: 'GET',
      path: '/activate',
      query: '?token=[redacted]&lang=en',
      status: 200,
      ms: 12,
      country: undefined,
    })
  })
})
