import type { Locale } from '../../domain/locale'
import { getAuthState } from '../../lib/auth/auth-store'
import { loadProfile } from '../../lib/auth/session'

/**
 * Spec §6: a signed-in user's profile and saved courier / Nova Poshta addresses prefill the order
 * form. Each source is optional: a failure (an expired token, no saved address) just leaves its
 * fields empty.
 */
export interface Prefill {
  first_name?: string
  last_name?: string
  father_name?: string
  phone?: string
  email?: string
  street?: string
  house?: string
  appartment?: string
  city?: string
  branch?: string
  /** The saved branch's carrier refs, when it was picked from the look-up. */
  settlementRef?: string
  warehouseRef?: string
  /** The buyer asked in the profile for Viber/SMS messages: the checkout's box starts ticked. */
  messagesOptIn?: boolean
}

type Json = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** Spec §7: the address lists answer a list, and the first entry is used. */
const firstOf = (body: unknown): Json | null => {
  const first = Array.isArray(body) ? (body as unknown[])[0] : body
  return first && typeof first === 'object' ? (first as Json) : null
}

/** The session's user (loaded if the header has not yet) and the profile's saved addresses and message wish. */
export async function loadPrefill(locale: Locale): Promise<Prefill> {
  const known = getAuthState().user
  const [me, [courier, newpost, messages]] = await Promise.all([
    known ? Promise.resolve(known) : loadProfile(locale).catch(() => null),
    import('../../lib/store-queries/prefill-reads').then(({ readPrefillSources }) => readPrefillSources(locale)),
  ])
  const courierRow = firstOf(courier)
  const newpostRow = firstOf(newpost)
  return {
    first_name: text(me?.first_name),
    last_name: text(me?.last_name),
    father_name: text(me?.father_name),
    phone: text(me?.phone),
    email: text(me?.email),
    street: text(courierRow?.street),
    house: text(courierRow?.house),
    appartment: text(courierRow?.appartment) ?? text(courierRow?.apartment),
    city: text(newpostRow?.city),
    branch: text(newpostRow?.branch),
    settlementRef: text(newpostRow?.settlement_ref),
    warehouseRef: text(newpostRow?.warehouse_ref),
    messagesOptIn: messages?.opt_in === true,
  }
}
