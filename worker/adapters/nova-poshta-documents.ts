import { z } from 'zod'
import { DependencyError, withTimeout } from '../../app/domain/dependency-error'
import type { NovaPoshtaConfig } from '../env'
import { type CarrierCall, createCarrierCall, type Fetcher, NOVA_POSHTA_TIMEOUT_MS } from './nova-poshta'

/**
 * Nova Poshta's waybills (express documents, "ЕН") as developers.novaposhta.ua documents them:
 * `InternetDocument.save` answers `[{Ref, CostOnSite, EstimatedDeliveryDate, IntDocNumber, TypeDocument}]`,
 * `InternetDocument.delete` takes `DocumentRefs` and answers `[{Ref}]`, `InternetDocument.getDocumentList`
 * lists the cabinet's documents of a period (`DateTimeFrom`, `DateTimeTo` as dd.mm.yyyy, `GetFullList`).
 * The label is the cabinet's printed marking, `{cabinet}/orders/printMarking100x100/orders[]/{number}/type/pdf/apiKey/{key}`:
 * the key is in its path, so only the Worker fetches it and hands staff the PDF.
 */

/** What `save` is sent: the carrier's methodProperties, all strings as its examples spell them. */
export type WaybillProperties = Record<string, string | Record<string, string>[]>

const savedSchema = z.object({
  Ref: z.string().min(1),
  IntDocNumber: z.union([z.string(), z.number()]).transform(String),
  CostOnSite: z.union([z.string(), z.number()]).optional(),
  EstimatedDeliveryDate: z.string().optional(),
})
export type SavedWaybill = z.infer<typeof savedSchema>

const listedSchema = z.object({
  Ref: z.string(),
  IntDocNumber: z.union([z.string(), z.number()]).transform(String),
  InfoRegClientBarcodes: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
})
export type ListedWaybill = z.infer<typeof listedSchema>

export interface WaybillClient {
  save(properties: WaybillProperties): Promise<SavedWaybill>
  remove(ref: string): Promise<void>
  /** The cabinet's documents made on one day (dd.mm.yyyy), to find one whose answer was lost. */
  listDay(date: string): Promise<ListedWaybill[]>
  /** The 100×100 label as a PDF. */
  label(number: string): Promise<ArrayBuffer>
}

export function createWaybillClient(
  config: NovaPoshtaConfig & { printUrl: string },
  fetcher: Fetcher = (request) => fetch(request),
): WaybillClient {
  const call: CarrierCall = createCarrierCall(config, fetcher)
  const first = <S extends z.ZodType>(schema: S, data: unknown[], what: string): z.infer<S> => {
    const parsed = schema.safeParse(data[0])
    if (!parsed.success) throw new DependencyError(`Nova Poshta ${what} answered an unexpected shape`)
    return parsed.data
  }
  return {
    async save(properties) {
      return first(savedSchema, await call('InternetDocument', 'save', properties), 'InternetDocument.save')
    },
    async remove(ref) {
      await call('InternetDocument', 'delete', { DocumentRefs: ref })
    },
    async listDay(date) {
      const data = await call('InternetDocument', 'getDocumentList', {
        DateTimeFrom: date,
        DateTimeTo: date,
        GetFullList: '1',
      })
      const parsed = z.array(listedSchema).safeParse(data)
      if (!parsed.success) throw new DependencyError('Nova Poshta getDocumentList answered an unexpected shape')
      return parsed.data
    },
    async label(number) {
      const what = 'Nova Poshta printMarking100x100'
      const url = `${config.printUrl.replace(/\/+$/, '')}/orders/printMarking100x100/orders[]/${encodeURIComponent(number)}/type/pdf/apiKey/${encodeURIComponent(config.apiKey)}`
      let response: Response
      try {
        response = await withTimeout(fetcher(new Request(url)), NOVA_POSHTA_TIMEOUT_MS * 2, what)
      } catch (error) {
        throw error instanceof DependencyError ? error : new DependencyError(`${what} could not be reached`)
      }
      if (!response.ok) throw new DependencyError(`${what} answered HTTP ${response.status}`)
      const body = await response.arrayBuffer()
      // The cabinet answers an HTML page (a sign-in, an error) rather than a PDF when it cannot print.
      if (new TextDecoder().decode(body.slice(0, 5)) !== '%PDF-') throw new DependencyError(`${what} answered no PDF`)
      return body
    },
  }
}
