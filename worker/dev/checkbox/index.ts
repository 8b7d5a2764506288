import { Hono } from 'hono'
import { CHECKBOX_STAND_IN_PATH, CHECKBOX_TEST_CASHIER } from '../../env-checkbox'
import { standInPages } from './pages'
import {
  append,
  currentMode,
  MODES,
  getJson,
  keys,
  type Mode,
  putJson,
  reason,
  setMode,
  type StandInReceipt,
  type StandInShift,
} from './state'

/**
 * A local stand-in for Checkbox's REST API (https://api.checkbox.ua/api/v1), served by this Worker
 * outside production only, so fiscal receipts run offline:
 *
 *   POST {path}/api/v1/cashier/signinPinCode {pin_code}, /cashier/signin {login, password} → {access_token}
 *   GET  {path}/api/v1/cashier/shift, POST /shifts, POST /shifts/close (Z-report)
 *   POST {path}/api/v1/receipts/sell (sale or, with goods[].is_return, a return), GET /receipts/{id}
 *   GET  {path}/check/{id}     the public receipt page
 *   GET  {path}                what it was sent (receipts and shifts)
 *   POST {path}/control        {"mode": "up" | "down" | "slow" | "reject" | "error" | "lose", "reason"?}: answers
 *                              502, hangs, refuses every receipt (422), registers receipts as ERROR, or
 *                              registers each sale and answers 504 (the answer lost on the way back)
 *
 * Like Checkbox it checks the licence key and the cashier's token, refuses a receipt without an open
 * shift, refuses payments that do not cover the goods, and keeps one receipt per client-chosen id.
 */
const SLOW_MS = 15_000
type Json = Record<string, unknown>
type Ctx = { Bindings: Env; Variables: { kv: KVNamespace } }

const refuse = (status: number, message: string) => Response.json({ message }, { status })
const positiveInt = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null)

/** The receipt's sum: goods at price × quantity / 1000 less their discounts, less the receipt's discounts (kopecks). */
function receiptSum(body: Json): number | null {
  const goods = Array.isArray(body.goods) ? (body.goods as Json[]) : []
  if (goods.length === 0) return null
  let sum = 0
  for (const item of goods) {
    const good = (item.good ?? {}) as Json
    const price = positiveInt(good.price)
    const quantity = positiveInt(item.quantity)
    if (price === null || quantity === null || typeof good.code !== 'string' || typeof good.name !== 'string')
      return null
    sum += Math.round((price * quantity) / 1000) - discountOf(item.discounts)
  }
  return sum - discountOf(body.discounts)
}
const discountOf = (list: unknown) =>
  Array.isArray(list) ? (list as Json[]).reduce((s, d) => s + (positiveInt(d.value) ?? 0), 0) : 0

const api = new Hono<Ctx>()
  .use(async (c, next) => {
    const mode = currentMode()
    if (mode === 'down') return refuse(502, 'Bad Gateway')
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
    if (c.req.header('x-license-key') !== CHECKBOX_TEST_CASHIER.licenseKey) return refuse(403, 'Невірний ключ ліцензії')
    c.set('kv', c.env.CATALOG_CACHE)
    await next()
  })
  .post('/cashier/signinPinCode', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Json
    if (body.pin_code !== CHECKBOX_TEST_CASHIER.pin) return refuse(401, 'Невірний пін-код')
    const token = crypto.randomUUID()
    await c.var.kv.put(keys.token(token), '1', { expirationTtl: 86400 })
    return c.json({ type: 'bearer', token_type: 'bearer', access_token: token })
  })
  .post('/cashier/signin', () => refuse(401, 'Невірний логін або пароль'))
  .use(async (c, next) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!token || !(await c.var.kv.get(keys.token(token)))) return refuse(401, 'Not authenticated')
    await next()
  })
  .get('/cashier/shift', async (c) => {
    const shift = await getJson<StandInShift>(c.var.kv, keys.shift)
    return c.json(shift?.status === 'OPENED' ? shift : null)
  })
  .post('/shifts', async (c) => {
    const open = await getJson<StandInShift>(c.var.kv, keys.shift)
    if (open?.status === 'OPENED') return refuse(400, 'Касир вже працює з відкритою зміною')
    const shift: StandInShift = {
      id: crypto.randomUUID(),
      serial: (open?.serial ?? 0) + 1,
      status: 'OPENED',
      opened_at: new Date().toISOString(),
      closed_at: null,
      z_report: null,
    }
    await putJson(c.var.kv, keys.shift, shift)
    await append(c.var.kv, keys.shifts, JSON.stringify(shift))
    return c.json(shift, 202)
  })
  .post('/shifts/close', async (c) => {
    const shift = await getJson<StandInShift>(c.var.kv, keys.shift)
    if (shift?.status !== 'OPENED') return refuse(400, 'Зміну не відкрито')
    const ids = (await getJson<string[]>(c.var.kv, keys.receipts)) ?? []
    const receipts = (await Promise.all(ids.map((id) => getJson<StandInReceipt>(c.var.kv, keys.receipt(id))))).filter(
      (r): r is StandInReceipt => r?.shift_id === shift.id && r.status === 'DONE',
    )
    const closed: StandInShift = {
      ...shift,
      status: 'CLOSED',
      closed_at: new Date().toISOString(),
      z_report: {
        id: crypto.randomUUID(),
        sell_receipts_count: receipts.filter((r) => !r.is_return).length,
        return_receipts_count: receipts.filter((r) => r.is_return).length,
        turnover: receipts.reduce((s, r) => s + (r.is_return ? -r.total_sum : r.total_sum), 0),
      },
    }
    await putJson(c.var.kv, keys.shift, closed)
    await append(c.var.kv, keys.shifts, JSON.stringify(closed))
    return c.json(closed, 202)
  })
  .post('/receipts/sell', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Json | null
    if (!body || typeof body !== 'object') return refuse(422, 'Невірний запит')
    const id = typeof body.id === 'string' ? body.id : crypto.randomUUID()
    if (await getJson(c.var.kv, keys.receipt(id))) return refuse(400, 'Чек з таким ідентифікатором вже існує')
    const shift = await getJson<StandInShift>(c.var.kv, keys.shift)
    if (shift?.status !== 'OPENED') return refuse(400, 'Зміну не відкрито')
    if (currentMode() === 'reject') return refuse(422, reason())
    const sum = receiptSum(body)
    if (sum === null || sum < 0) return refuse(422, 'Невірний перелік товарів')
    const paid = Array.isArray(body.payments)
      ? (body.payments as Json[]).reduce((s, p) => s + (positiveInt(p.value) ?? 0), 0)
      : 0
    if (paid !== sum) return refuse(422, `Сума оплат (${paid}) не дорівнює сумі чека (${sum})`)
    const ids = (await getJson<string[]>(c.var.kv, keys.receipts)) ?? []
    const receipt: StandInReceipt = {
      id,
      serial: ids.length + 1,
      status: 'CREATED',
      fiscal_code: null,
      shift_id: shift.id,
      total_sum: sum,
      is_return: (body.goods as Json[]).some((g) => g.is_return === true),
      related_receipt_id: typeof body.related_receipt_id === 'string' ? body.related_receipt_id : null,
      created_at: new Date().toISOString(),
      body,
      reads: 0,
      error: currentMode() === 'error' ? reason() : null,
    }
    await putJson(c.var.kv, keys.receipt(id), receipt)
    await append(c.var.kv, keys.receipts, id)
    // The receipt is registered, but its answer never reaches the store (a timeout on the way back).
    if (currentMode() === 'lose') return refuse(504, 'Gateway Timeout')
    return c.json(publicReceipt(receipt), 201)
  })
  .get('/receipts/:id', async (c) => {
    const receipt = await getJson<StandInReceipt>(c.var.kv, keys.receipt(c.req.param('id')))
    if (!receipt) return refuse(404, 'Чек не знайдено')
    if (receipt.status === 'CREATED') {
      // Processing takes a moment: done (or refused by the tax service) on the second read.
      receipt.reads += 1
      if (receipt.reads >= 2) {
        receipt.status = receipt.error ? 'ERROR' : 'DONE'
        receipt.fiscal_code = receipt.error ? null : `TEST-${String(receipt.serial).padStart(6, '0')}`
      }
      await putJson(c.var.kv, keys.receipt(receipt.id), receipt)
    }
    return c.json(publicReceipt(receipt))
  })

export function publicReceipt(r: StandInReceipt) {
  return {
    id: r.id,
    serial: r.serial,
    status: r.status,
    fiscal_code: r.fiscal_code,
    total_sum: r.total_sum,
    created_at: r.created_at,
    transaction: r.error ? { response_error_message: r.error } : null,
  }
}

export const checkboxStandIn = new Hono<{ Bindings: Env }>({ strict: false })
  .basePath(CHECKBOX_STAND_IN_PATH)
  .route('/api/v1', api)
  .post('/control', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { mode?: Mode; reason?: string }
    if (!(MODES as readonly string[]).includes(body.mode ?? '')) return refuse(400, `mode: ${MODES.join(' | ')}`)
    setMode(body.mode!, body.reason)
    return c.json({ mode: currentMode() })
  })
  .route('/', standInPages)
