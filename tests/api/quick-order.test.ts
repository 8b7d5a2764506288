import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { quickOrderAnswerSchema, quickOrderSheetAnswerSchema } from '../../app/contract/quick-order'
import { createApiClient } from '../support/api-env'
import { createTestVariant, type TestVariant } from '../support/order-fixtures'
import { bearerFor, testDbClient } from '../support/tokens'
import { viewerFromAuthorization } from '../../worker/services/catalogue/viewer'
import { getServices } from '../../worker/services/context'
import { partnerPriceList } from '../../worker/services/orders/partner-price-list'

let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Record<string, string>
let partner: Record<string, string>
let pending: Record<string, string>
let a: TestVariant
let b: TestVariant
beforeAll(async () => {
  client = await createApiClient()
  customer = await bearerFor(client.env, 'customer@example.com')
  partner = await bearerFor(client.env, 'partner@example.com')
  pending = await bearerFor(client.env, 'pending.partner@example.com')
  a = await createTestVariant({ brandSlug: 'aurelle-paris', price: 900, wholesale: 600, stock: 50, stockOpt: 7 })
  b = await createTestVariant({
    brandSlug: 'aurelle-paris',
    price: 800,
    wholesale: 500,
    discountWholesale: 450,
    stock: 10,
    stockOpt: 0,
  })
})
afterAll(() => client.dispose())

const price = (body: unknown, headers: Record<string, string> = {}) =>
  client.request('/api/v1/quick-order/price/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

function sheet(content: BlobPart, name: string, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', new File([content], name))
  return client.request('/api/v1/quick-order/sheet/', { method: 'POST', headers, body: form })
}

async function refusedAs(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  const body = errorEnvelopeSchema.parse(await res.json())
  expect(body.error.code).toBe(code)
  return body
}

describe('POST /quick-order/price: an approved partner’s lines priced by the server', () => {
  it('prices each found line at the wholesale price and names unknown codes by their row only', async () => {
    const res = await price(
      {
        lines: [
          { code: a.code.toLowerCase(), quantity: 3 },
          { code: 'NO-SUCH-CODE-<b>', quantity: 2 },
          { code: b.code, quantity: 4 },
        ],
      },
      partner,
    )
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain('NO-SUCH-CODE')
    const answer = quickOrderAnswerSchema.parse(JSON.parse(text))
    expect(answer.lines[0]).toMatchObject({ row: 0, found: true, id: a.id, code: a.code, price: 600, total: 1800 })
    expect(answer.lines[0]).toMatchObject({ in_stock: 7, preorder_quantity: 0 })
    expect(answer.lines[1]).toEqual({ row: 1, found: false })
    // Wholesale stock is empty: the whole line is a pre-order, at the discounted wholesale price.
    expect(answer.lines[2]).toMatchObject({ found: true, price: 450, in_stock: 0, preorder_quantity: 4, total: 1800 })
    expect(answer.total).toBe(3600)
  })

  it('ignores any price the caller sends', async () => {
    const res = await price({ lines: [{ code: a.code, quantity: 1, price: 1 }] }, partner)
    const answer = quickOrderAnswerSchema.parse(await res.json())
    expect(answer.lines[0]).toMatchObject({ found: true, price: 600 })
  })

  it.each([
    ['an anonymous caller', () => ({})],
    ['a retail buyer', () => customer],
    ['a partner awaiting approval', () => pending],
  ])('refuses %s with a 403 envelope', async (_who, headers) => {
    await refusedAs(await price({ lines: [{ code: a.code, quantity: 1 }] }, headers()), 403, 'not_allowed')
  })

  it.each([
    ['no lines', { lines: [] }],
    ['a zero quantity', { lines: [{ code: 'X', quantity: 0 }] }],
    ['a fractional quantity', { lines: [{ code: 'X', quantity: 1.5 }] }],
    ['a quantity over the cart’s limit', { lines: [{ code: 'X', quantity: 10_001 }] }],
    ['a code too long', { lines: [{ code: 'X'.repeat(65), quantity: 1 }] }],
    ['too many lines', { lines: Array.from({ length: 201 }, (_, i) => ({ code: `C${i}`, quantity: 1 })) }],
  ])('refuses %s with a 400', async (_what, body) => {
    await refusedAs(await price(body, partner), 400, 'invalid_data')
  })
})

describe('POST /quick-order/sheet: a CSV or XLSX of codes and quantities', () => {
  it('reads a semicolon CSV with a header, adds up repeated codes and names bad rows by number', async () => {
    const res = await sheet(`code;quantity\n${a.code};2\n${b.code};x\n${a.code};3\n`, 'order.csv', partner)
    expect(res.status).toBe(200)
    const answer = quickOrderSheetAnswerSchema.parse(await res.json())
    expect(answer.lines).toEqual([{ code: a.code, quantity: 5 }])
    expect(answer.problems).toEqual([{ row: 3, problem: 'bad_quantity' }])
  })

  it('refuses a retail buyer before reading the file', async () => {
    await refusedAs(await sheet(`${a.code};1\n`, 'order.csv', customer), 403, 'not_allowed')
  })

  it('refuses an unreadable file and a missing one with a 400', async () => {
    await refusedAs(await sheet(new Uint8Array([0x50, 0x4b, 1, 2, 3]), 'broken.xlsx', partner), 400, 'invalid_data')
    const empty = new FormData()
    const res = await client.request('/api/v1/quick-order/sheet/', { method: 'POST', headers: partner, body: empty })
    await refusedAs(res, 400, 'invalid_data')
  })
})

describe('GET /quick-order/price-list.csv: every variant on sale at the partner’s own price', () => {
  const list = (headers: Record<string, string> = {}, locale: 'ua' | 'en' = 'ua') =>
    client.request('/api/v1/quick-order/price-list.csv', { headers, locale })

  it('lists every active variant once, at the price the quick order charges, beside the retail price', async () => {
    const res = await list(partner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="beauty-pro-prais-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const text = await res.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Код,Бренд,Товар,Варіант,"Ваша ціна, грн","Роздрібна ціна, грн","Упаковка, шт.","Оптовий залишок, шт."',
    )
    const services = getServices(client.env)
    const viewer = await viewerFromAuthorization(services.db, services.config.JWT_SECRET, partner.authorization)
    // Other files share the database and add or sell variants meanwhile: the file, the count and the
    // paged file are read again together until one moment agrees (ten seconds at most).
    let file = text
    await expect
      .poll(
        async () => {
          const codes = file
            .replace(/^\uFEFF/, '')
            .trimEnd()
            .split('\r\n')
            .slice(1)
            .map((l) => l.split(',')[0])
          const db = testDbClient()
          const onSale = await db
            .execute(
              'SELECT count(*) AS n FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1',
            )
            .finally(() => db.close())
          // Read in pages of 50 instead of 2,000, the file is byte for byte the same.
          const paged = await new Response(partnerPriceList(services.db, viewer, 'ua', 50)).text()
          const reading = {
            eachVariantOnce: new Set(codes).size === codes.length,
            asManyAsOnSale: codes.length === Number(onSale.rows[0]!.n),
            pagedTheSame: paged === file,
          }
          file = await (await list(partner)).text()
          return reading
        },
        { interval: 300, timeout: 10_000 },
      )
      .toEqual({ eachVariantOnce: true, asManyAsOnSale: true, pagedTheSame: true })

    const quoted = quickOrderAnswerSchema.parse(
      await (
        await price(
          {
            lines: [
              { code: a.code, quantity: 1 },
              { code: b.code, quantity: 1 },
            ],
          },
          partner,
        )
      ).json(),
    )
    for (const [variant, retail, stockOpt] of [
      [a, 900, 7],
      [b, 800, 0],
    ] as const) {
      const cells = lines.find((l) => l.startsWith(`${variant.code},`))!.split(',')
      const charged = quoted.lines.find((l) => l.found && l.code === variant.code)!
      expect(Number(cells.at(-4)), variant.code).toBe(charged.found ? charged.price : NaN)
      expect(Number(cells.at(-3))).toBe(retail)
      expect(Number(cells.at(-1))).toBe(stockOpt)
    }
  }, 60_000)

  it('names its columns in English for an English partner', async () => {
    const text = await (await list(partner, 'en')).text()
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      'Code,Brand,Product,Variant,"Your price, UAH","Retail price, UAH","Pack, pcs","Wholesale stock, pcs"',
    )
  }, 60_000)

  it.each([
    ['a retail customer', () => customer],
    ['a partner awaiting approval', () => pending],
    ['an anonymous caller', () => ({})],
  ])('refuses %s with the error envelope and no prices', async (_who, headers) => {
    await refusedAs(await list(headers()), 403, 'not_allowed')
  })
})
