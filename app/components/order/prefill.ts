import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'

/**
 * Spec §6: a signed-in user's profile and saved courier / Nova Poshta addresses prefill the order
 * form. Each source is optional: a failure (no token, an expired one, an address endpoint not there
 * yet) just leaves its fields empty.
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
}

/** Spec §7 paths first; the accounts issue may serve them under /users/ instead. */
const COURIER_ADDRESS_PATHS = ['/company/user-courier-address/', '/users/courier-address/']
const NEWPOST_ADDRESS_PATHS = ['/company/user-new-post-address/', '/users/newpost-address/']

type Json = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** A list answer uses its first entry (spec §7); an object answer is used as it is. */
async function firstOf(paths: string[], locale: Locale, headers: Record<string, string>): Promise<Json | null> {
  for (const path of paths) {
    try {
      const body = await apiFetch<unknown>(path, { locale, init: { headers } })
      const first = Array.isArray(body) ? body[0] : body
      return first && typeof first === 'object' ? (first as Json) : null
    } catch {
      // try the next path, then give up quietly
    }
  }
  return null
}

export async function loadPrefill(accessToken: string, locale: Locale): Promise<Prefill> {
  const headers = { authorization: `Bearer ${accessToken}` }
  const [me, courier, newpost] = await Promise.all([
    apiFetch<Json>('/auth/users/me/', { locale, init: { headers } }).catch(() => null),
    firstOf(COURIER_ADDRESS_PATHS, locale, headers),
    firstOf(NEWPOST_ADDRESS_PATHS, locale, headers),
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
  }
}
