import { z } from 'zod'
import type { NovaPoshtaConfig } from '../env'
import { DependencyError, withTimeout } from '../../app/domain/dependency-error'

/**
 * Nova Poshta's JSON API (https://developers.novaposhta.ua): every call is a POST of
 * {apiKey, modelName, calledMethod, methodProperties} answering
 * {success, data, errors, warnings, info, messageCodes, errorCodes, warningCodes, infoCodes}.
 * Only the fields the store uses are read; a failure, a refusal or an answer of another shape is a
 * DependencyError, so callers fall back (free text at checkout, the last known tracking status).
 */

/** The carrier must answer within this, or the checkout falls back to free text. */
export const NOVA_POSHTA_TIMEOUT_MS = 4000

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  errors: z.array(z.unknown()).default([]),
})

const settlementSchema = z.object({
  Ref: z.string(),
  Present: z.string(),
  MainDescription: z.string(),
  Area: z.string().default(''),
  SettlementTypeCode: z.string().default(''),
})
const settlementsSchema = z.array(z.object({ Addresses: z.array(settlementSchema).default([]) }))
export type CarrierSettlement = z.infer<typeof settlementSchema>

const warehouseSchema = z.object({
  Ref: z.string(),
  Number: z.union([z.string(), z.number()]).transform(String),
  Description: z.string(),
  ShortAddress: z.string().default(''),
  SettlementRef: z.string().default(''),
  SettlementDescription: z.string().default(''),
  SettlementAreaDescription: z.string().default(''),
  CategoryOfWarehouse: z.string().default('Branch'),
})
export type CarrierWarehouse = z.infer<typeof warehouseSchema>

/** The carrier spells amounts as strings ("1600.00") or numbers, and leaves them empty when none. */
const amount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v) || 0))

const trackingSchema = z.object({
  Number: z.string(),
  StatusCode: z.union([z.string(), z.number()]).transform(String),
  Status: z.string().default(''),
  /** When the buyer took the parcel ("21.11.2021 13:53:47"), empty before. */
  RecipientDateTime: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** Cash on delivery as a money transfer back to the sender (the classic COD). */
  RedeliverySum: amount,
  /** Cash on delivery as "payment control" (the money goes to the sender's bank account). */
  AfterpaymentOnGoodsCost: amount,
  /** Where the parcel waits ("Відділення №1 (до 30 кг): вул. …"). */
  WarehouseRecipient: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** The first day of paid storage ("2026-12-04" or with a time), empty before the parcel arrives. */
  DateFirstDayStorage: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** From when storage is paid, as older answers name it. */
  DatePayedKeeping: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
})
export type CarrierTracking = z.infer<typeof trackingSchema>

export interface NovaPoshtaClient {
  searchSettlements(name: string, limit: number): Promise<CarrierSettlement[]>
  /** Every branch and locker of a settlement (the carrier's own paging is not needed below a few thousand). */
  getWarehouses(settlementRef: string): Promise<CarrierWarehouse[]>
  getStatusDocuments(documents: { number: string; phone: string }[]): Promise<CarrierTracking[]>
}

export type Fetcher = (request: Request) => Promise<Response>

/** The carrier answered, and refused (`success: false`): nothing was made; its words are for the log only. */
export class CarrierRefused extends DependencyError {
  override name = 'CarrierRefused'
}

/** One call of the carrier's JSON API: its `data`, or a DependencyError (CarrierRefused when it answered no). */
export type CarrierCall = (
  modelName: string,
  calledMethod: string,
  methodProperties: Record<string, unknown>,
) => Promise<unknown[]>

export function createCarrierCall(config: NovaPoshtaConfig, fetcher: Fetcher): CarrierCall {
  return async function call(modelName, calledMethod, methodProperties) {
    const what = `Nova Poshta ${modelName}.${calledMethod}`
    const request = new Request(config.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: config.apiKey, modelName, calledMethod, methodProperties }),
    })
    let response: Response
    try {
      response = await withTimeout(fetcher(request), NOVA_POSHTA_TIMEOUT_MS, what)
    } catch (error) {
      throw error instanceof DependencyError
        ? error
        : new DependencyError(`${what} could not be reached`, { cause: error })
    }
    if (!response.ok) throw new DependencyError(`${what} answered HTTP ${response.status}`)
    const parsed = envelopeSchema.safeParse(
      await withTimeout(response.json(), NOVA_POSHTA_TIMEOUT_MS, what).catch(() => null),
    )
    if (!parsed.success) throw new DependencyError(`${what} answered something other than its JSON envelope`)
    if (!parsed.data.success)
      throw new CarrierRefused(`${what} refused: ${parsed.data.errors.map(String).join('; ').slice(0, 200)}`)
    return parsed.data.data
  }
}

export function createNovaPoshtaClient(
  config: NovaPoshtaConfig,
  fetcher: Fetcher = (request) => fetch(request),
): NovaPoshtaClient {
  const call = createCarrierCall(config, fetcher)

  const parse = <S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> => {
    const parsed = schema.safeParse(data)
    if (!parsed.success) throw new DependencyError(`Nova Poshta ${what} answered an unexpected shape`)
    return parsed.data
  }

  return {
    async searchSettlements(name, limit) {
      const data = await call('Address', 'searchSettlements', { CityName: name, Limit: String(limit), Page: '1' })
      return parse(settlementsSchema, data, 'searchSettlements').flatMap((d) => d.Addresses)
    },
    async getWarehouses(settlementRef) {
      const data = await call('Address', 'getWarehouses', { SettlementRef: settlementRef, Language: 'UA' })
      return parse(z.array(warehouseSchema), data, 'getWarehouses')
    },
    async getStatusDocuments(documents) {
      const data = await call('TrackingDocument', 'getStatusDocuments', {
        Documents: documents.map((d) => ({ DocumentNumber: d.number, Phone: d.phone })),
      })
      return parse(z.array(trackingSchema), data, 'getStatusDocuments')
    },
  }
}
