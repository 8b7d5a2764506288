import { NOVA_POSHTA_STAND_IN_PATH } from '../../env'
import { SETTLEMENTS, type StandInSettlement, type StandInWarehouse } from './dataset'
import { envelope, type Json, text } from './envelope'
import { getStatusDocuments, setTracking } from './tracking'
import { deleteDocument, documentsControl, getDocumentList, printMarking, saveDocument } from './documents'

/**
 * A local stand-in for Nova Poshta's JSON API (https://api.novaposhta.ua/v2.0/json/), served by this
 * Worker outside production only (worker/router.ts), so look-ups and tracking run offline:
 *
 *   POST {path}/v2.0/json/   {apiKey, modelName, calledMethod, methodProperties} → the carrier's envelope
 *                            {success, data, errors, warnings, info, messageCodes, errorCodes, warningCodes, infoCodes}
 *                            Address.searchSettlements, Address.getWarehouses, TrackingDocument.getStatusDocuments,
 *                            InternetDocument.save, delete, getDocumentList (./documents.ts)
 *   GET  {path}/my/orders/printMarking100x100/orders[]/{number}/type/pdf/apiKey/{key}: the cabinet's 100×100 label (PDF)
 *   POST {path}/documents    {"mode": "refuse" | "lose" | "up"}: waybill creation fails (./documents.ts); GET lists them
 *   POST {path}/outage       {"mode": "down" | "slow" | "up"}: the carrier fails (a 502) or hangs until told otherwise,
 *                            for tests and trials of the store's fall-back to free text
 *   POST {path}/tracking     {"number", "status_code", "cod_uah"?, "control"?}: what getStatusDocuments answers
 *                            for that waybill from now on (9, 10, 11: received), with its cash-on-delivery sum
 *
 * The outage switch and the waybills set live in this isolate's memory, as the WayForPay sandbox's transactions do.
 */
type Outage = 'up' | 'down' | 'slow'
let outage: Outage = 'up'
/** Longer than the store waits for the carrier (worker/adapters/nova-poshta.ts). */
const SLOW_ANSWER_MS = 15_000

const positive = (value: unknown, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

function present(s: StandInSettlement): string {
  return [`${s.type} ${s.name}`, s.region ? `${s.region} р-н` : '', `${s.area} обл.`].filter(Boolean).join(', ')
}

/** Address.searchSettlements: settlements whose name starts with CityName (the carrier also matches inside words; prefixes suffice here). */
function searchSettlements(props: Json): Response {
  const name = text(props.CityName).trim().toLowerCase()
  if (name === '') return envelope([], { errors: ['CityName is empty'], success: false })
  const limit = positive(props.Limit, 50)
  const page = positive(props.Page, 1)
  const found = SETTLEMENTS.filter(
    (s) => s.name.toLowerCase().startsWith(name) || s.name.toLowerCase().includes(` ${name}`),
  )
  const addresses = found.slice((page - 1) * limit, page * limit).map((s) => ({
    Present: present(s),
    Warehouses: s.warehouses.length,
    MainDescription: s.name,
    Area: s.area,
    Region: s.region,
    SettlementTypeCode: s.type,
    Ref: s.ref,
    DeliveryCity: s.deliveryCity,
    AddressDeliveryAllowed: true,
    StreetsAvailability: s.type === 'м.',
    ParentRegionTypes: 'область',
    ParentRegionCode: 'обл.',
    RegionTypes: s.region ? 'район' : '',
    RegionTypesCode: s.region ? 'р-н' : '',
  }))
  return envelope([{ TotalCount: found.length, Addresses: addresses }])
}

const TYPE_OF_WAREHOUSE = {
  Branch: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  Postomat: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
} as const

function warehouseRecord(s: StandInSettlement, w: StandInWarehouse) {
  const title =
    w.kind === 'Postomat'
      ? `Поштомат "Нова Пошта" №${w.number}`
      : `Відділення №${w.number}${w.limit ? ` ${w.limit}` : ''}`
  const titleRu = w.kind === 'Postomat' ? `Почтомат "Новая Почта" №${w.number}` : `Отделение №${w.number}`
  return {
    SiteKey: String(10000 + Number(w.number)),
    Description: `${title}: ${w.address}`,
    DescriptionRu: `${titleRu}: ${w.addressRu}`,
    ShortAddress: `${s.name}, ${w.address}`,
    ShortAddressRu: `${s.name}, ${w.addressRu}`,
    Phone: '0-800-500-609',
    TypeOfWarehouse: TYPE_OF_WAREHOUSE[w.kind],
    Ref: w.ref,
    Number: w.number,
    CityRef: s.deliveryCity,
    CityDescription: s.name,
    SettlementRef: s.ref,
    SettlementDescription: s.name,
    SettlementAreaDescription: `${s.area} область`,
    SettlementRegionsDescription: s.region ? `${s.region} р-н` : '',
    SettlementTypeDescription: s.type === 'м.' ? 'місто' : s.type === 'с.' ? 'село' : 'селище міського типу',
    Longitude: '30.5234',
    Latitude: '50.4501',
    PostFinance: w.kind === 'Branch' ? '1' : '0',
    POSTerminal: '1',
    TotalMaxWeightAllowed: w.kind === 'Postomat' ? '20' : '0',
    PlaceMaxWeightAllowed: w.limit ? '30' : '1000',
    WarehouseStatus: 'Working',
    CategoryOfWarehouse: w.kind,
    DenyToSelect: '0',
    PostalCodeUA: '01001',
    WarehouseIndex: `${s.name.length}/${w.number}`,
  }
}

/** Address.getWarehouses by SettlementRef or CityRef, optionally FindByString and WarehouseId (the number), paged. */
function getWarehouses(props: Json): Response {
  const settlementRef = text(props.SettlementRef)
  const cityRef = text(props.CityRef)
  const settlement = SETTLEMENTS.find(
    (s) => (settlementRef && s.ref === settlementRef) || (cityRef && s.deliveryCity === cityRef),
  )
  if (!settlement) return envelope([], { info: { totalCount: 0 } })
  const find = text(props.FindByString).trim().toLowerCase()
  const number = text(props.WarehouseId).trim()
  const all = settlement.warehouses
    .map((w) => warehouseRecord(settlement, w))
    .filter((w) => (number ? w.Number === number : true))
    .filter((w) => (find ? w.Description.toLowerCase().includes(find) : true))
  const limit = positive(props.Limit, 1000)
  const page = positive(props.Page, 1)
  return envelope(all.slice((page - 1) * limit, page * limit), { info: { totalCount: all.length } })
}

const METHODS: Record<string, (props: Json) => Response> = {
  'Address.searchSettlements': searchSettlements,
  'AddressGeneral.searchSettlements': searchSettlements,
  'Address.getWarehouses': getWarehouses,
  'AddressGeneral.getWarehouses': getWarehouses,
  'TrackingDocument.getStatusDocuments': getStatusDocuments,
  'InternetDocument.save': saveDocument,
  'InternetDocument.delete': deleteDocument,
  'InternetDocument.getDocumentList': getDocumentList,
}

async function answerApi(request: Request): Promise<Response> {
  if (outage === 'down')
    return new Response('<html><body>502 Bad Gateway</body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    })
  if (outage === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS))
  let body: Json
  try {
    body = (await request.json()) as Json
  } catch {
    return envelope([], { errors: ['Data is not valid JSON'], success: false })
  }
  const method = METHODS[`${text(body?.modelName)}.${text(body?.calledMethod)}`]
  if (!method)
    return envelope([], {
      errors: [
        `Method ${text(body?.calledMethod)} of ${text(body?.modelName)} is not known to the Nova Poshta stand-in`,
      ],
      success: false,
    })
  const props =
    body.methodProperties && typeof body.methodProperties === 'object' ? (body.methodProperties as Json) : {}
  return method(props)
}

export async function serveNovaPoshtaStandIn(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(NOVA_POSHTA_STAND_IN_PATH.length).replace(/\/+$/, '')
  if (path.startsWith('/my/') && request.method === 'GET') return printMarking(path)
  if (path === '/documents') return documentsControl(request)
  if (request.method !== 'POST') return new Response('The Nova Poshta stand-in answers POST only', { status: 405 })
  if (path === '/v2.0/json') return answerApi(request)
  if (path === '/tracking') return setTracking(request)
  if (path === '/outage') {
    const mode = text(((await request.json().catch(() => ({}))) as Json).mode) as Outage
    if (!['up', 'down', 'slow'].includes(mode)) return new Response('mode is up, down or slow', { status: 400 })
    outage = mode
    return Response.json({ mode })
  }
  return new Response('Not found', { status: 404 })
}
