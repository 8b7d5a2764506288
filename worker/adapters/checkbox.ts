import { z } from 'zod'
import type { CheckboxConfig } from '../env-checkbox'

/**
 * Checkbox, a cloud ПРРО (https://api.checkbox.ua/api/v1, OpenAPI document at /api/openapi.json).
 * Every call names the integration (X-Client-Name, X-Client-Version) and the cash register
 * (X-License-Key); all but sign-in carry the cashier's bearer token. Money is in kopecks and
 * quantities in thousandths (1000 = one piece). A receipt is processed asynchronously: it is created
 * with a client-chosen `id` (a retry with the same id cannot make a second receipt) and read with
 * GET /receipts/{id} until its status is DONE (it then has a fiscal code) or ERROR.
 *
 *   POST /cashier/signinPinCode {pin_code} | POST /cashier/signin {login, password} → {access_token}
 *   GET  /cashier/shift → the cashier's open shift, or null
 *   POST /shifts → a new shift;  POST /shifts/close → the shift closing (Z-report)
 *   POST /receipts/sell {id, goods, payments, discounts?, delivery?, related_receipt_id?} → receipt
 *   GET  /receipts/{id} → receipt
 */
export const CHECKBOX_CLIENT = { name: 'beauty-pro-store', version: '1.0' } as const
/** Checkbox must answer within this; a slower answer is retried later with the same receipt id. */
export const CHECKBOX_TIMEOUT_MS = 10_000

export interface CheckboxGood {
  good: { code: string; name: string; price: number; tax?: string[] }
  /** Thousandths: 1000 is one piece. */
  quantity: number
  is_return?: boolean
  discounts?: CheckboxDiscount[]
}
export interface CheckboxDiscount {
  type: 'DISCOUNT'
  mode: 'VALUE'
  /** Kopecks. */
  value: number
  name: string
}
/**
 * CASHLESS for cards, CASH for cash; the postal cash-on-delivery payment carries the waybill number
 * (ETTN), as Checkbox records a Nova Poshta parcel paid at the branch.
 */
export type CheckboxPayment =
  | { type: 'CASHLESS' | 'CASH'; value: number; label: string }
  | { type: 'ETTN'; value: number; label: string; ettn: string }

export interface CheckboxSellBody {
  id: string
  goods: CheckboxGood[]
  payments: CheckboxPayment[]
  discounts?: CheckboxDiscount[]
  delivery?: { email?: string }
  related_receipt_id?: string
}

export const shiftSchema = z.object({
  id: z.string(),
  serial: z.number().int().optional(),
  status: z.enum(['CREATED', 'OPENING', 'OPENED', 'CLOSING', 'CLOSED']),
  opened_at: z.string().nullish(),
  closed_at: z.string().nullish(),
})
export type CheckboxShift = z.infer<typeof shiftSchema>

export const receiptSchema = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'PENDING', 'DONE', 'ERROR']),
  fiscal_code: z.string().nullish(),
  serial: z.number().int().nullish(),
  total_sum: z.number().int().nullish(),
  /** Why Checkbox or the tax service refused it, when its status is ERROR. */
  transaction: z.object({ response_error_message: z.string().nullish() }).nullish(),
})
export type CheckboxReceipt = z.infer<typeof receiptSchema>

const tokenSchema = z.object({ access_token: z.string().min(1) })
const errorSchema = z.object({ message: z.string() }).partial()

/** Checkbox did not answer, answered 5xx or an unreadable body: try again later. */
export class CheckboxUnavailable extends Error {
  override name = 'CheckboxUnavailable'
}
/** Checkbox refused the request (4xx): retrying the same request will not help. */
export class CheckboxRefused extends Error {
  override name = 'CheckboxRefused'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export type Fetcher = (request: Request) => Promise<Response>

export interface CheckboxClient {
  signIn(): Promise<string>
  currentShift(token: string): Promise<CheckboxShift | null>
  openShift(token: string): Promise<CheckboxShift>
  closeShift(token: string): Promise<CheckboxShift>
  sell(token: string, body: CheckboxSellBody): Promise<CheckboxReceipt>
  receipt(token: string, id: string): Promise<CheckboxReceipt | null>
}

export function createCheckboxClient(config: CheckboxConfig, fetcher: Fetcher): CheckboxClient {
  const root = config.apiUrl.replace(/\/+$/, '')

  async function call(method: string, path: string, token: string | null, body?: unknown): Promise<unknown> {
    const headers = new Headers({
      accept: 'application/json',
      'x-client-name': CHECKBOX_CLIENT.name,
      'x-client-version': CHECKBOX_CLIENT.version,
      'x-license-key': config.licenseKey,
    })
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (body !== undefined) headers.set('content-type', 'application/json')
    let response: Response
    try {
      response = await fetcher(
        new Request(`${root}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(CHECKBOX_TIMEOUT_MS),
        }),
      )
    } catch (error) {
      throw new CheckboxUnavailable(`Checkbox did not answer ${method} ${path}: ${String(error)}`)
    }
    const text = await response.text().catch(() => '')
    let json: unknown
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    if (response.status >= 500 || response.status === 429)
      throw new CheckboxUnavailable(`Checkbox answered ${response.status} to ${method} ${path}`)
    if (!response.ok) {
      const message = errorSchema.safeParse(json).data?.message ?? `HTTP ${response.status}`
      throw new CheckboxRefused(response.status, message)
    }
    return json
  }

  function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const result = schema.safeParse(value)
    if (!result.success) throw new CheckboxUnavailable(`Checkbox answered ${what} of an unexpected shape`)
    return result.data
  }

  return {
    async signIn() {
      const answer =
        'pin' in config.cashier
          ? await call('POST', '/cashier/signinPinCode', null, { pin_code: config.cashier.pin })
          : await call('POST', '/cashier/signin', null, {
              login: config.cashier.login,
              password: config.cashier.password,
            })
      return parsed(tokenSchema, answer, 'a sign-in').access_token
    },
    async currentShift(token) {
      const answer = await call('GET', '/cashier/shift', token)
      return answer === null ? null : parsed(shiftSchema, answer, 'a shift')
    },
    async openShift(token) {
      return parsed(shiftSchema, await call('POST', '/shifts', token, {}), 'a shift')
    },
    async closeShift(token) {
      return parsed(shiftSchema, await call('POST', '/shifts/close', token, {}), 'a shift')
    },
    async sell(token, body) {
      return parsed(receiptSchema, await call('POST', '/receipts/sell', token, body), 'a receipt')
    },
    async receipt(token, id) {
      try {
        return parsed(receiptSchema, await call('GET', `/receipts/${encodeURIComponent(id)}`, token), 'a receipt')
      } catch (error) {
        if (error instanceof CheckboxRefused && error.status === 404) return null
        throw error
      }
    },
  }
}
