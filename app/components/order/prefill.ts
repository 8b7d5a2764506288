import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'

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
async function firstOf(load: () => Promise<unknown>): Promise<Json | null> {
  try {
    const body = await load()
    const first = Array.isArray(body) ? body[0] : body
    return first && typeof first === 'object' ? (first as Json) : null
  } catch {
    return null
  }
}

export async function loadPrefill(accessToken: string, locale: Locale): Promise<Prefill> {
  const opts = { locale, token: accessToken }
  const [me, courier, newpost, messages] = await Promise.all([
    apiFetch((api) => api.auth.users.me.$get(), opts).catch(() => null) as Promise<Json | null>,
    firstOf(() => apiFetch((api) => api.company['user-courier-address'].$get(), opts)),
    firstOf(() => apiFetch((api) => api.company['user-new-post-address'].$get(), opts)),
    apiFetch((api) => api.account.messages.$get(), opts).catch(() => null),
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
