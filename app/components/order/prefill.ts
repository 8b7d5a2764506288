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

/**
 * The profile's own reads (the same cache as the profile's sections, so an address saved there a
 * moment ago is the one offered here) and the session's user, loaded if the header has not yet.
 */
export async function loadPrefill(locale: Locale): Promise<Prefill> {
  const [{ readThrough }, { courierAddressQuery, messagesQuery, newPostAddressQuery }] = await Promise.all([
    import('../../lib/store-queries/use-store-query'),
    import('../../lib/store-queries/account'),
  ])
  const [me, courier, newpost, messages] = await Promise.all([
    (getAuthState().user ? Promise.resolve(getAuthState().user) : loadProfile(locale)).catch(() => null),
    readThrough(courierAddressQuery(locale)).then(firstOf, () => null),
    readThrough(newPostAddressQuery(locale)).then(firstOf, () => null),
    readThrough(messagesQuery(locale)).catch(() => null),
  ])
  return {
    first_name: text(me?.first_name),
    last_name: text(me?.last_name),
    father_name: text(me?.father_name),
    phone: text(me?.phone),
    email: text(me?.email),
    street: text(courier?.street),
    house: text(courier?.house),
    appartment: text(courier?.appartment) ?? text(courier?.apartment),
    city: text(newpost?.city),
    branch: text(newpost?.branch),
    settlementRef: text(newpost?.settlement_ref),
    warehouseRef: text(newpost?.warehouse_ref),
    messagesOptIn: messages?.opt_in === true,
  }
}
