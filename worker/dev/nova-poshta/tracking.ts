import { NOT_FOUND_STATUS, STATUS_BY_LAST_DIGIT, STATUS_TEXT } from './dataset'
import { envelope, type Json, text } from './envelope'

/**
 * What a test or a trial set for a waybill (POST {path}/tracking): its status code and, for cash on
 * delivery, the sum the branch collects. A waybill set here is known whatever its digits.
 */
interface SetWaybill {
  code: string
  codUah: number
  /** Payment control (money to the sender's account) rather than a money transfer. */
  control: boolean
  /** The first day of paid storage ("YYYY-MM-DD") of a parcel at the branch; unset, five days on. */
  paidStorageFrom: string | null
}
const waybills = new Map<string, SetWaybill>()
const RECEIVED_CODES = new Set(['9', '10', '11', '106'])
const AT_BRANCH_CODES = new Set(['7', '8'])
const FREE_STORAGE_DAYS = 5

/** The carrier's date form of DateFirstDayStorage: "2026-12-04". */
const carrierDay = (date: Date) => date.toISOString().slice(0, 10)

/** The carrier's date-time form in tracking answers: "21.11.2026 13:53:47". */
function carrierDateTime(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${p(date.getUTCDate())}.${p(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())}`
}

/**
 * TrackingDocument.getStatusDocuments: {Documents: [{DocumentNumber, Phone}]}, up to 100 waybills,
 * answered in the carrier's shape (the fields the carrier always sends, amounts as strings). A
 * waybill's status is what was set for it, else its last digit's (dataset.ts).
 */
export function getStatusDocuments(props: Json): Response {
  const documents = Array.isArray(props.Documents) ? (props.Documents as unknown[]) : []
  if (documents.length === 0) return envelope([], { errors: ['Documents is empty'], success: false })
  if (documents.length > 100)
    return envelope([], { errors: ['Documents count must be less than or equal to 100'], success: false })
  const data = documents.map((doc) => {
    const number = text((doc as Json | null)?.DocumentNumber).replace(/\s/g, '')
    const phone = text((doc as Json | null)?.Phone).replace(/\D/g, '')
    const set = waybills.get(number)
    const known = set !== undefined || /^[25]\d{13}$/.test(number)
    if (!known) return { Number: number, StatusCode: NOT_FOUND_STATUS[0], Status: NOT_FOUND_STATUS[1] }
    const [code, byDigit] = set ? [set.code, ''] : STATUS_BY_LAST_DIGIT[Number(number.at(-1))]!
    const received = RECEIVED_CODES.has(code)
    const atBranch = AT_BRANCH_CODES.has(code)
    const cod = set?.codUah ?? 0
    return {
      Number: number,
      StatusCode: code,
      Status: STATUS_TEXT[code] ?? byDigit,
      DateCreated: '28-11-2026 10:15:00',
      DocumentWeight: 1.2,
      FactualWeight: '1.2',
      DocumentCost: '70',
      PayerType: 'Recipient',
      PaymentMethod: 'Cash',
      CargoType: 'Parcel',
      ServiceType: 'WarehouseWarehouse',
      CitySender: 'Київ',
      CityRecipient: 'Київ',
      WarehouseRecipient: 'Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135',
      WarehouseRecipientNumber: 1,
      ScheduledDeliveryDate: '01-12-2026 12:00:00',
      RecipientDateTime: received ? carrierDateTime(new Date()) : '',
      DateFirstDayStorage: atBranch
        ? (set?.paidStorageFrom ?? carrierDay(new Date(Date.now() + FREE_STORAGE_DAYS * 86_400_000)))
        : '',
      Redelivery: cod > 0 && !set?.control ? 1 : 0,
      RedeliverySum: cod > 0 && !set?.control ? String(cod) : '0',
      RedeliveryPayer: cod > 0 ? 'Recipient' : '',
      AfterpaymentOnGoodsCost: cod > 0 && set?.control ? String(cod) : '0',
      CounterpartyType: 'PrivatePerson',
      // The recipient's phone and name only to whoever gives a phone (as the carrier does).
      ...(phone ? { PhoneRecipient: phone, RecipientFullName: 'Одержувач' } : {}),
    }
  })
  return envelope(data)
}

/**
 * POST {path}/tracking {number, status_code, cod_uah?, control?, paid_storage_from?}: sets a waybill's status for the
 * answers above (7, 8 at the branch, with paid storage from `paid_storage_from`; 102–105, 108 refused or returning).
 */
export async function setTracking(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as Json
  const number = text(body.number).replace(/\s/g, '')
  const code = text(body.status_code)
  if (!/^\d{14}$/.test(number) || !/^\d{1,3}$/.test(code))
    return new Response("number is 14 digits, status_code the carrier's code", { status: 400 })
  const cod = Number(body.cod_uah ?? 0)
  const from = text(body.paid_storage_from)
  if (from && !/^\d{4}-\d{2}-\d{2}$/.test(from)) return new Response('paid_storage_from is YYYY-MM-DD', { status: 400 })
  waybills.set(number, {
    code,
    codUah: Number.isFinite(cod) && cod > 0 ? cod : 0,
    control: body.control === true,
    paidStorageFrom: from || null,
  })
  return Response.json({ number, status_code: code })
}
