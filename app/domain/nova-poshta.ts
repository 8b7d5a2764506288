import { toCyrillic, toLatin } from './transliterate'

/**
 * Nova Poshta's city and branch look-ups and parcel tracking, as plain rules: what a query may be,
 * which branches match what the buyer typed, and what a tracking status code means for the buyer.
 * The carrier's own texts are shown as they come; the stages below are translated by the UI.
 */

/** The carrier's references (settlements, warehouses) are GUIDs. */
export const NP_REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const NP_QUERY_MAX = 50
/** Fewer letters than this find too much to be useful: the look-up answers nothing yet. */
export const NP_CITY_QUERY_MIN = 2
/** How many cities and branches one answer lists at most. */
export const NP_CITY_LIMIT = 20
export const NP_BRANCH_LIMIT = 30

/** A settlement as the store offers it: the carrier's ref and the text shown and kept on the order. */
export interface NpCity {
  ref: string
  /** "м. Київ, Київська обл." — the carrier's own `Present`. */
  label: string
  name: string
  area: string
}

export type NpBranchKind = 'branch' | 'locker'

export interface NpBranch {
  ref: string
  number: string
  kind: NpBranchKind
  /** "Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135" — the carrier's own `Description`. */
  label: string
  address: string
}

const hasLatin = (text: string) => /[a-z]/i.test(text)
const hasCyrillic = (text: string) => /[\u0400-\u04ff]/.test(text)

/** What the carrier is asked for a typed city: trimmed, one space, lower case; Latin input is spelt in Cyrillic ("kyiv" → "київ"). */
export function cityQuery(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, NP_QUERY_MAX)
  if (text.length < NP_CITY_QUERY_MIN) return ''
  return hasLatin(text) && !hasCyrillic(text) ? latinCityName(text) : text
}

/**
 * Cities whose English spelling does not transliterate back letter by letter (the soft sign is
 * dropped in Latin: "lviv" would read "лвів"). A prefix of three letters or more finds them too.
 */
const LATIN_CITY_SPELLINGS: Record<string, string> = {
  kyiv: 'київ',
  kiev: 'київ',
  lviv: 'львів',
  odessa: 'одеса',
  zaporizhzhia: 'запоріжжя',
}

function latinCityName(text: string): string {
  const known = text.length >= 3 ? Object.keys(LATIN_CITY_SPELLINGS).find((latin) => latin.startsWith(text)) : undefined
  if (known) return LATIN_CITY_SPELLINGS[known]!
  // Inside a word "yi" stands for "иї" (Kyiv, Pryiutivka): the letter-by-letter table reads "иі".
  return toCyrillic(text).replace(/иі/g, 'иї')
}

/** The carrier's own words with an English name; the rest of a label is transliterated. */
const NP_WORDS_IN_ENGLISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/^м\.\s*/, ''],
  [/Пункт приймання-видачі/g, 'Pick-up point'],
  [/Поштомат/g, 'Parcel locker'],
  [/Відділення/g, 'Branch'],
  [/\(до (\d+) кг\)/g, '(up to $1 kg)'],
  [/\(до (\d+) кг на одне місце\)/g, '(up to $1 kg a piece)'],
  [/№\s*(\d)/g, 'No. $1'],
]

/**
 * A city or branch as a reader of English sees it in a suggestion: the carrier's words for a branch,
 * a locker and a weight limit in English, names in the national transliteration ("м. Київ, Київська
 * обл." → "Kyiv, Kyivska obl."). Only shown: the order keeps the carrier's Ukrainian text, which is
 * what the carrier and its courier read.
 */
export function npLatinLabel(label: string): string {
  const english = NP_WORDS_IN_ENGLISH.reduce((text, [pattern, word]) => text.replace(pattern, word), label)
  return toLatin(english, { keepCase: true })
}

/**
 * The branches that match what the buyer typed: a number finds that branch first (then those whose
 * number starts with it); words find branches whose label or address holds every word (Latin
 * words also in Cyrillic). An empty filter lists the first branches in number order.
 */
export function matchBranches(branches: readonly NpBranch[], raw: string, limit = NP_BRANCH_LIMIT): NpBranch[] {
  const filter = raw.trim().toLowerCase().replace(/^№\s*/, '').slice(0, NP_QUERY_MAX)
  const byNumber = [...branches].sort((a, b) => Number(a.number) - Number(b.number))
  if (filter === '') return byNumber.slice(0, limit)
  if (/^\d+$/.test(filter)) {
    const exact = byNumber.filter((b) => b.number === filter)
    const prefixed = byNumber.filter((b) => b.number !== filter && b.number.startsWith(filter))
    return [...exact, ...prefixed].slice(0, limit)
  }
  const words = filter
    .split(/\s+/)
    .map((word) => (hasLatin(word) && !hasCyrillic(word) ? [word, toCyrillic(word)] : [word]))
  return byNumber
    .filter((b) => {
      const text = `${b.label} ${b.address}`.toLowerCase()
      return words.every((forms) => forms.some((form) => text.includes(form)))
    })
    .slice(0, limit)
}

/**
 * TrackingDocument.getStatusDocuments' StatusCode, grouped into what the buyer needs to know.
 * Codes the carrier documents: 1 created by the sender, 2 deleted, 3 not found, 4–6 and 41, 101 on the
 * way, 7–8 at the branch or locker, 9–11 received, 102–108 and 103 refused or returned, 111 delivery
 * failed, 112 postponed, 12 being prepared.
 */
export const TRACKING_STAGES = [
  'created',
  'in_transit',
  'arrived',
  'received',
  'returning',
  'not_found',
  'unknown',
] as const
export type TrackingStage = (typeof TRACKING_STAGES)[number]

const STAGE_OF_CODE: Record<string, TrackingStage> = {
  '1': 'created',
  '12': 'created',
  '2': 'not_found',
  '3': 'not_found',
  '4': 'in_transit',
  '5': 'in_transit',
  '6': 'in_transit',
  '41': 'in_transit',
  '101': 'in_transit',
  '111': 'in_transit',
  '112': 'in_transit',
  '7': 'arrived',
  '8': 'arrived',
  '9': 'received',
  '10': 'received',
  '11': 'received',
  '106': 'received',
  '102': 'returning',
  '103': 'returning',
  '104': 'returning',
  '105': 'returning',
  '108': 'returning',
}

export function trackingStage(statusCode: string): TrackingStage {
  return STAGE_OF_CODE[statusCode.trim()] ?? 'unknown'
}

/** The carrier took the parcel to the buyer: for cash on delivery, the buyer paid at the branch. */
export const isReceivedStatus = (statusCode: string) => trackingStage(statusCode) === 'received'

/** getStatusDocuments answers at most this many waybills a call. */
export const NP_TRACKING_BATCH = 100

/**
 * Orders the carrier's tracking may move to delivered: handed to the carrier (`at_delivry`) or on
 * their way (`delivring`). Earlier ones are still the shop's to send; later ones are settled.
 */
export const CARRIER_TRACKED_STATUSES = ['at_delivry', 'delivring'] as const

/** How often the Cron Trigger asks the carrier about parcels on their way (a failed run is tried the next minute). */
export const PARCEL_TRACKING_EVERY_MS = 15 * 60_000

/** A Nova Poshta waybill (TTN) is 14 digits, starting 1, 2 or 5; anything else is not asked about. */
export function isTrackableTtn(ttn: string): boolean {
  return /^[125]\d{13}$/.test(ttn.replace(/[\s-]/g, ''))
}

export const compactTtn = (ttn: string) => ttn.replace(/[\s-]/g, '')

/** How long a tracking answer is kept before the carrier is asked again (at most every 30 minutes). */
export const TRACKING_REFRESH_SECONDS = 30 * 60

/** What staff see of a Nova Poshta order's address: refs the carrier confirmed, refs it could not check, or typed text only. */
export type NpRefsState = 'verified' | 'unverified' | 'free_text'

export function npRefsState(order: {
  deliveryType: string
  settlementRef: string
  verified: boolean
}): NpRefsState | null {
  if (order.deliveryType !== 'newpost') return null
  if (order.verified) return 'verified'
  return order.settlementRef ? 'unverified' : 'free_text'
}

/** The longest carrier text a picked city or branch may have (the carrier's own descriptions run long). */
export const NP_PICKED_TEXT_MAX = 300

/**
 * A city or branch picked from the look-ups carries the carrier's own text (with quotes, colons,
 * dashes), which the typed-text rule of §5 would refuse; it is still never markup. The server keeps
 * the carrier's text once it confirms the refs.
 */
export function pickedTextError(raw: string): 'required' | 'too_long' | 'invalid_chars' | null {
  const value = raw.trim()
  if (value === '') return 'required'
  if (value.length > NP_PICKED_TEXT_MAX) return 'too_long'
  return /[<>\p{Cc}]/u.test(value) ? 'invalid_chars' : null
}

export type PickedTextError = NonNullable<ReturnType<typeof pickedTextError>>

/** The carrier's refs of a city and branch picked from the look-ups: empty or missing when the buyer typed them. */
export interface NpPickRefs {
  settlementRef?: string | null
  warehouseRef?: string | null
}

/** Picked from the look-ups: both refs came along (one without the other is refused on its own). */
export const isPickedAddress = (refs: NpPickRefs) => Boolean(refs.settlementRef && refs.warehouseRef)

/**
 * The one rule for a Nova Poshta city or branch text, wherever it is entered (checkout, saved
 * address, the server again): picked from the look-ups it carries the carrier's own text, checked
 * by `pickedTextError`; typed by hand it follows §5 through `typedRule`, because the order form and
 * the saved address word that rule differently. Answers the failing rule's code, or null.
 */
export function npTextError<TypedError extends string>(
  value: string,
  refs: NpPickRefs,
  typedRule: (value: string) => TypedError | null,
): TypedError | PickedTextError | null {
  return isPickedAddress(refs) ? pickedTextError(value) : typedRule(value)
}

/** The parcel waits for the buyer at the branch or in the locker (7, 8). */
export const isArrivedStatus = (statusCode: string) => trackingStage(statusCode) === 'arrived'

/** The buyer refused the parcel or it is on its way back to the store (102–105, 108): staff must act. */
export const isReturningStatus = (statusCode: string) => trackingStage(statusCode) === 'returning'

/**
 * The last day of free storage ("YYYY-MM-DD") from the tracking answer: the day before
 * `DateFirstDayStorage` (the first paid day, "2026-12-04" or "04.12.2026" or with a time), else
 * before `DatePayedKeeping`; '' when the carrier names neither.
 */
export function freeStorageUntil(firstPaidDay: string, payedKeeping = ''): string {
  for (const raw of [firstPaidDay, payedKeeping]) {
    const text = raw.trim()
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
    const dotted = /^(\d{2})[.-](\d{2})[.-](\d{4})/.exec(text)
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : []
    if (!y) continue
    const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) - 1))
    if (!Number.isNaN(day.getTime()) && day.getUTCFullYear() > 2000) return day.toISOString().slice(0, 10)
  }
  return ''
}

/** A pick-up reminder is due from this many days before the last free day (that day and the one before). */
export const PICKUP_REMINDER_DAYS_BEFORE = 1

/** Whether the reminder is due on `today` ("YYYY-MM-DD", Kyiv) for a parcel whose free storage ends `until`. */
export function pickupReminderDue(until: string, today: string): boolean {
  if (!until) return false
  const [y, m, d] = until.split('-').map(Number) as [number, number, number]
  const from = new Date(Date.UTC(y, m - 1, d - PICKUP_REMINDER_DAYS_BEFORE)).toISOString().slice(0, 10)
  return today >= from && today <= until
}

/** The carrier's public tracking page of a waybill, for the buyer's messages. */
export const npTrackingUrl = (ttn: string): string =>
  `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(ttn)}`
