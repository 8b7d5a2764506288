/// <reference types="@cloudflare/vitest-pool-workers/types" />
import decodeQR from '@paulmillr/qr/decode.js'
import { createClient } from '@libsql/client/web'
import { env, exports } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import { readPng } from '../support/png'

/**
 * The emailed receipt's QR image inside workerd: the PNG is deflated by the runtime's own
 * CompressionStream, which Node's tests do not exercise.
 */
const worker = (exports as unknown as { default: Fetcher }).default
const fetchWorker = (path: string) => worker.fetch(new Request(`http://store.test${path}`))
const db = createClient({ url: (env as unknown as { TURSO_DATABASE_URL: string }).TURSO_DATABASE_URL })
afterAll(() => db.close())

describe('the receipt QR image inside workerd', () => {
  it('answers an issued receipt’s link as a PNG a reader decodes, the same bytes each time', async () => {
    const id = '3c9e1d2f-5a6b-5c7d-8e9f-a0b1c2d3e4f5'
    const url = `https://check.checkbox.ua/${id}`
    await db.execute({
      sql: `INSERT INTO outbox_jobs (kind, key, payload, status, result, done_at)
        VALUES ('fiscal_receipt', 'receipt:worker-qr-test', ?, 'done', ?, 1)`,
      args: [
        JSON.stringify({ type: 'sale', orderId: 1, amountUah: 1 }),
        JSON.stringify({ receiptId: id, fiscalCode: 'TEST', url, goods: [] }),
      ],
    })
    const res = await fetchWorker(`/api/v1/order/receipt-qr/${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('immutable')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(decodeQR(readPng(bytes))).toBe(url)
    const again = new Uint8Array(await (await fetchWorker(`/api/v1/order/receipt-qr/${id}`)).arrayBuffer())
    expect(again).toEqual(bytes)
    expect((await fetchWorker('/api/v1/order/receipt-qr/3c9e1d2f-5a6b-5c7d-8e9f-a0b1c2d3e4f6')).status).toBe(404)
  })
})
