import { z } from 'zod'

/**
 * Nova Poshta waybills made from the back office (InternetDocument.save): the sender's refs from
 * the carrier's cabinet (Counterparty.getCounterparties, getCounterpartyContactPersons, the sending
 * branch) and the API key. A deployed Worker without them does not offer waybills and names what is
 * missing (staff still type a TTN by hand); NOVA_POSHTA_WAYBILLS=off turns them off on purpose.
 * Development and tests use the local stand-in (worker/dev/nova-poshta) with a test sender.
 */
const ref = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a GUID')

export const waybillEnvSchema = z.object({
  NOVA_POSHTA_WAYBILLS: z.enum(['on', 'off']).default('on'),
  /** The sender (Counterparty Ref of the store), its contact person, its city and the branch it hands parcels in at. */
  NOVA_POSHTA_SENDER_REF: ref.optional(),
  NOVA_POSHTA_SENDER_CONTACT_REF: ref.optional(),
  NOVA_POSHTA_SENDER_CITY_REF: ref.optional(),
  NOVA_POSHTA_SENDER_ADDRESS_REF: ref.optional(),
  NOVA_POSHTA_SENDER_PHONE: z
    .string()
    .trim()
    .regex(/^380\d{9}$/, '380XXXXXXXXX')
    .optional(),
  /** Where the carrier prints labels (its cabinet); unset, the carrier's own or the local stand-in. */
  NOVA_POSHTA_PRINT_URL: z.url().optional(),
})
type WaybillEnv = z.infer<typeof waybillEnvSchema>

export const WAYBILL_VARIABLES = Object.keys(waybillEnvSchema.shape) as (keyof WaybillEnv)[]

export interface WaybillSender {
  senderRef: string
  contactRef: string
  cityRef: string
  addressRef: string
  phone: string
  /** The cabinet's origin: labels are `${printUrl}/orders/printMarking100x100/…`. */
  printUrl: string
}

/** A test sender the stand-in knows (its refs are the stand-in's, never the carrier's). */
export const STAND_IN_SENDER = {
  senderRef: '5ace4a2e-13ee-11e5-add9-005056887b8d',
  contactRef: '613b77c4-1411-11e5-ad08-005056801333',
  cityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
  addressRef: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
  phone: '380440000000',
} as const

export type WaybillSettings = { sender: WaybillSender; off: null } | { sender: null; off: string }

export function waybillSettings(
  env: WaybillEnv & { SITE_URL: string; NOVA_POSHTA_API_KEY?: string | undefined },
  local: boolean,
  standInPath: string,
): WaybillSettings {
  if (env.NOVA_POSHTA_WAYBILLS === 'off')
    return { sender: null, off: 'Nova Poshta waybills are off (NOVA_POSHTA_WAYBILLS=off)' }
  const origin = new URL(env.SITE_URL).origin
  if (local) {
    return {
      off: null,
      sender: {
        senderRef: env.NOVA_POSHTA_SENDER_REF ?? STAND_IN_SENDER.senderRef,
        contactRef: env.NOVA_POSHTA_SENDER_CONTACT_REF ?? STAND_IN_SENDER.contactRef,
        cityRef: env.NOVA_POSHTA_SENDER_CITY_REF ?? STAND_IN_SENDER.cityRef,
        addressRef: env.NOVA_POSHTA_SENDER_ADDRESS_REF ?? STAND_IN_SENDER.addressRef,
        phone: env.NOVA_POSHTA_SENDER_PHONE ?? STAND_IN_SENDER.phone,
        printUrl: env.NOVA_POSHTA_PRINT_URL ?? `${origin}${standInPath}/my`,
      },
    }
  }
  const missing = [
    !env.NOVA_POSHTA_API_KEY && 'NOVA_POSHTA_API_KEY',
    !env.NOVA_POSHTA_SENDER_REF && 'NOVA_POSHTA_SENDER_REF',
    !env.NOVA_POSHTA_SENDER_CONTACT_REF && 'NOVA_POSHTA_SENDER_CONTACT_REF',
    !env.NOVA_POSHTA_SENDER_CITY_REF && 'NOVA_POSHTA_SENDER_CITY_REF',
    !env.NOVA_POSHTA_SENDER_ADDRESS_REF && 'NOVA_POSHTA_SENDER_ADDRESS_REF',
    !env.NOVA_POSHTA_SENDER_PHONE && 'NOVA_POSHTA_SENDER_PHONE',
  ].filter(Boolean)
  if (missing.length > 0)
    return {
      sender: null,
      off: `Nova Poshta waybills are off: missing ${missing.join(', ')} (or set NOVA_POSHTA_WAYBILLS=off)`,
    }
  const printUrl = env.NOVA_POSHTA_PRINT_URL ?? 'https://my.novaposhta.ua'
  if (new URL(printUrl).pathname.startsWith(standInPath))
    return { sender: null, off: 'Nova Poshta waybills are off: NOVA_POSHTA_PRINT_URL points at the local stand-in' }
  return {
    off: null,
    sender: {
      senderRef: env.NOVA_POSHTA_SENDER_REF!,
      contactRef: env.NOVA_POSHTA_SENDER_CONTACT_REF!,
      cityRef: env.NOVA_POSHTA_SENDER_CITY_REF!,
      addressRef: env.NOVA_POSHTA_SENDER_ADDRESS_REF!,
      phone: env.NOVA_POSHTA_SENDER_PHONE!,
      printUrl,
    },
  }
}
