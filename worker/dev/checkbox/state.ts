/**
 * What the Checkbox stand-in keeps, in the Worker's KV (prefix `dev:checkbox:`): signed-in tokens,
 * the shift, and every receipt it was sent, as sent. The failure mode lives in the isolate's memory,
 * like the other stand-ins' outage switches.
 */
export const MODES = ['up', 'down', 'slow', 'reject', 'error', 'lose'] as const
export type Mode = (typeof MODES)[number]
let mode: Mode = 'up'
let rejectReason = 'Сума оплат не відповідає сумі чека'
export const currentMode = () => mode
export const reason = () => rejectReason
export function setMode(next: Mode, why?: string) {
  mode = next
  if (why) rejectReason = why.slice(0, 200)
}

export interface StandInShift {
  id: string
  serial: number
  status: 'OPENED' | 'CLOSED'
  opened_at: string
  closed_at: string | null
  z_report: { id: string; sell_receipts_count: number; return_receipts_count: number; turnover: number } | null
}

export interface StandInReceipt {
  id: string
  serial: number
  status: 'CREATED' | 'DONE' | 'ERROR'
  fiscal_code: string | null
  shift_id: string
  total_sum: number
  is_return: boolean
  related_receipt_id: string | null
  created_at: string
  /** The request as sent. */
  body: Record<string, unknown>
  /** How many times it was read while CREATED (done on the second read, as processing takes a moment). */
  reads: number
  error: string | null
}

const P = 'dev:checkbox:'
export const keys = {
  token: (t: string) => `${P}token:${t}`,
  shift: `${P}shift`,
  shifts: `${P}shifts`,
  receipt: (id: string) => `${P}receipt:${id}`,
  receipts: `${P}receipts`,
}

export async function getJson<T>(kv: KVNamespace, key: string): Promise<T | null> {
  return kv.get<T>(key, 'json')
}
export const putJson = (kv: KVNamespace, key: string, value: unknown) => kv.put(key, JSON.stringify(value))

/** Appends to a list kept under one key (the dev page's index). */
export async function append(kv: KVNamespace, key: string, value: string) {
  const list = (await getJson<string[]>(kv, key)) ?? []
  if (!list.includes(value)) list.push(value)
  await putJson(kv, key, list.slice(-500))
}
