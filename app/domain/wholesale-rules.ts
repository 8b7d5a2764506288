import { coded, decode } from './admin-message'
import { MAX_QUANTITY } from './cart'

/**
 * What partners buying at wholesale prices are held to: a minimum order total and, per variant,
 * whole packs (salons buy by 6). Retail buyers are held to neither.
 */
export interface WholesaleRules {
  /** The least goods total (UAH, at wholesale prices before a promo, delivery not counted) of a wholesale order; 0: no minimum. */
  minimumTotalUah: number
}

export const WHOLESALE_MINIMUM_MAX = 10_000_000
export const PACK_SIZE_MAX = 1_000
export const DEFAULT_WHOLESALE_RULES: WholesaleRules = { minimumTotalUah: 0 }

/** Why a wholesale cart cannot be ordered yet; each has a text under order.wholesale (ua and en). */
export type WholesaleProblem = 'wholesale_minimum' | 'pack_multiple'

/** The stored setting, or the default (no minimum) when staff never set one or it is unreadable. */
export function wholesaleRulesOf(stored: unknown): WholesaleRules {
  const value = (stored as { minimumTotalUah?: unknown } | null | undefined)?.minimumTotalUah
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= WHOLESALE_MINIMUM_MAX
    ? { minimumTotalUah: value }
    : DEFAULT_WHOLESALE_RULES
}

/** A pack size as stored: a whole number from 1 (anything else is read as 1, any quantity). */
export const packOf = (packSize: number | null | undefined): number =>
  typeof packSize === 'number' && Number.isInteger(packSize) && packSize >= 1 ? packSize : 1

/** What one tap on a product page adds and its stepper steps by: a partner's pack, 1 for anyone else. */
export const buyingStep = (packSize: number | null | undefined, isWholesale: boolean): number =>
  isWholesale ? packOf(packSize) : 1

/** The quantity rounded up to whole packs (never above the cart's most, kept a whole number of packs). */
export function roundUpToPack(quantity: number, packSize: number): number {
  const pack = packOf(packSize)
  const packs = Math.max(1, Math.ceil(quantity / pack))
  const most = Math.floor(MAX_QUANTITY / pack) * pack
  return Math.min(packs * pack, most)
}

export const isWholePacks = (quantity: number, packSize: number): boolean => quantity % packOf(packSize) === 0

/** How much more (UAH) a wholesale order needs to reach the minimum; 0 when it does or there is none. */
export const minimumShortfall = (goodsTotalUah: number, rules: WholesaleRules): number =>
  rules.minimumTotalUah > 0 ? Math.max(0, rules.minimumTotalUah - goodsTotalUah) : 0

/**
 * Why a wholesale order is refused, as wire fields: `goods_total` when below the minimum (with the
 * minimum and what is missing), `cartItems.<i>.quantity` for each line off its pack (with the pack).
 * Null when nothing is wrong or the buyer is retail.
 */
export function wholesaleRefusal(
  lines: readonly { quantity: number; packSize: number }[],
  goodsTotalUah: number,
  rules: WholesaleRules,
  isWholesale: boolean,
): Record<string, string[]> | null {
  if (!isWholesale) return null
  const fields: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    if (!isWholePacks(line.quantity, line.packSize))
      fields[`cartItems.${i}.quantity`] = [coded('pack_multiple', { pack: packOf(line.packSize) })]
  })
  const short = minimumShortfall(goodsTotalUah, rules)
  if (short > 0) fields.goods_total = [coded('wholesale_minimum', { minimum: rules.minimumTotalUah, short })]
  return Object.keys(fields).length > 0 ? fields : null
}

/** What a refusal's fields say, for the cart to explain: the minimum and what is missing, and each line's pack. */
export interface WholesaleNotice {
  minimum: { minimum: number; short: number } | null
  /** By the line's position in the cart. */
  packs: Map<number, number>
}

/** Reads wholesaleRefusal's fields back; null when they name neither rule (another refusal). */
export function wholesaleNoticeOf(fields: Record<string, string[]> | undefined): WholesaleNotice | null {
  if (!fields) return null
  let minimum: WholesaleNotice['minimum'] = null
  const packs = new Map<number, number>()
  for (const [key, messages] of Object.entries(fields)) {
    const { code, params } = decode(messages[0] ?? '')
    if (key === 'goods_total' && code === 'wholesale_minimum')
      minimum = { minimum: Number(params.minimum), short: Number(params.short) }
    const line = /^cartItems\.(\d+)\.quantity$/.exec(key)
    if (line && code === 'pack_multiple') packs.set(Number(line[1]), packOf(Number(params.pack)))
  }
  return minimum || packs.size > 0 ? { minimum, packs } : null
}
