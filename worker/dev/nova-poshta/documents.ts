import { kyivDate } from '../../../app/domain/kyiv-time'
import { carrierDate } from '../../../app/domain/waybill'
import { envelope, type Json, text } from './envelope'
import { labelPdf } from './label-pdf'

/**
 * The stand-in's waybills: InternetDocument.save, delete and getDocumentList in the carrier's
 * documented shapes, its printed 100×100 marking as a PDF, and a switch to make creation fail:
 *
 *   POST {path}/documents {"mode": "refuse"}  save answers `success: false` (nothing is made)
 *   POST {path}/documents {"mode": "lose"}    save makes the waybill but the answer is a 502 (lost on the way)
 *   POST {path}/documents {"mode": "up"}      answers again
 *   GET  {path}/documents                     what was made, with the properties sent (for tests and trials)
 */
interface StandInDocument {
  ref: string
  number: string
  createdOn: string
  deleted: boolean
  properties: Json
}
const documents = new Map<string, StandInDocument>()
type Mode = 'up' | 'refuse' | 'lose'
let mode: Mode = 'up'
let serial = 0

/** Fields the carrier refuses a waybill without (the sender's and the recipient's, the parcel's). */
const REQUIRED = [
  'PayerType',
  'PaymentMethod',
  'CargoType',
  'ServiceType',
  'SeatsAmount',
  'Description',
  'Cost',
  'Weight',
  'CitySender',
  'Sender',
  'SenderAddress',
  'ContactSender',
  'SendersPhone',
  'RecipientsPhone',
] as const

/** The carrier's day is Kyiv's (dd.mm.yyyy): between midnight in Kyiv and midnight UTC the two differ. */
const today = () => carrierDate(kyivDate(Date.now()))

/** What the carrier would say is wrong with a waybill, or null. */
function problem(props: Json): string | null {
  const missing = REQUIRED.find((name) => text(props[name]).trim() === '')
  if (missing) return `${missing} is empty`
  if (!/^380\d{9}$/.test(text(props.RecipientsPhone))) return 'RecipientsPhone is invalid'
  const weight = Number(text(props.Weight))
  if (!(weight >= 0.1 && weight <= 1000)) return 'Weight is invalid'
  if (!['WarehouseWarehouse', 'WarehouseDoors'].includes(text(props.ServiceType))) return 'ServiceType is invalid'
  const backward = props.BackwardDeliveryData
  if (backward !== undefined) {
    const first = Array.isArray(backward) ? (backward[0] as Json | undefined) : undefined
    if (!first || text(first.CargoType) !== 'Money' || !(Number(text(first.RedeliveryString)) > 0))
      return 'BackwardDeliveryData is invalid'
  }
  return null
}

export function saveDocument(props: Json): Response {
  if (mode === 'refuse') return envelope([], { errors: ['Recipient phone is blocked'], success: false })
  const wrong = problem(props)
  if (wrong) return envelope([], { errors: [wrong], success: false })
  serial += 1
  const number = `2045${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 1e4).padStart(4, '0')}`
  const ref = crypto.randomUUID()
  documents.set(number, { ref, number, createdOn: today(), deleted: false, properties: props })
  if (mode === 'lose') return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 })
  return envelope([
    {
      Ref: ref,
      CostOnSite: 70,
      EstimatedDeliveryDate: today(),
      IntDocNumber: number,
      TypeDocument: 'InternetDocument',
    },
  ])
}

export function deleteDocument(props: Json): Response {
  const refs = text(props.DocumentRefs)
  const found = [...documents.values()].find((d) => d.ref === refs && !d.deleted)
  if (!found) return envelope([], { errors: ['Document not found'], success: false })
  found.deleted = true
  return envelope([{ Ref: found.ref }])
}

export function getDocumentList(props: Json): Response {
  const from = text(props.DateTimeFrom)
  const list = [...documents.values()]
    .filter((d) => !d.deleted && (from === '' || d.createdOn === from))
    .map((d) => ({
      Ref: d.ref,
      IntDocNumber: d.number,
      DateTime: d.createdOn,
      Cost: text(d.properties.Cost),
      Weight: text(d.properties.Weight),
      SeatsAmount: text(d.properties.SeatsAmount),
      InfoRegClientBarcodes: text(d.properties.InfoRegClientBarcodes),
      StateId: 1,
      StateName: 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
    }))
  return envelope(list, { info: { totalCount: list.length } })
}

/** GET …/my/orders/printMarking100x100/orders[]/{number}/type/pdf/apiKey/{key}: the label, or the cabinet's HTML error. */
export function printMarking(path: string): Response {
  const match =
    /^\/my\/orders\/printMarking100x100\/orders(?:\[\]|%5B%5D)\/(\d{14})\/type\/pdf\/apiKey(?:\/[^/]*)?$/.exec(path)
  const found = match ? documents.get(match[1]!) : undefined
  if (!found || found.deleted)
    return new Response('<html><body>Документ не знайдено</body></html>', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  const backward = found.properties.BackwardDeliveryData
  const cod = Array.isArray(backward) ? text((backward[0] as Json).RedeliveryString) : '0'
  const pdf = labelPdf({
    number: found.number,
    seats: text(found.properties.SeatsAmount),
    weight: text(found.properties.Weight),
    cod,
  })
  return new Response(pdf, { headers: { 'content-type': 'application/pdf' } })
}

/** POST {path}/documents {mode}; GET {path}/documents. */
export async function documentsControl(request: Request): Promise<Response> {
  if (request.method === 'GET')
    return Response.json(
      [...documents.values()].map((d) => ({
        ref: d.ref,
        number: d.number,
        deleted: d.deleted,
        properties: d.properties,
      })),
    )
  const next = text(((await request.json().catch(() => ({}))) as Json).mode) as Mode
  if (!['up', 'refuse', 'lose'].includes(next)) return new Response('mode is up, refuse or lose', { status: 400 })
  mode = next
  return Response.json({ mode })
}
