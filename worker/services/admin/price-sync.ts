import type { HeldPriceLine, PriceListValues, PriceSyncLine, PriceSyncResult } from '../../../app/contract/price-list'
import { decode } from '../../../app/domain/admin-message'
import { AppError } from '../../../app/domain/app-error'
import { catalogueRuleBreaks, mergedNumbers } from '../../../app/domain/catalogue-rules'
import type { Locale } from '../../../app/domain/locale'
import type { PriceListRow } from '../../../app/domain/price-list'
import type { Db } from '../../../db/client'
import {
  decideLine,
  holdStatement,
  listWaitingLines,
  supersedeStatement,
  waitingLine,
  waitingLines,
} from '../../../db/queries/held-prices'
import { applyVariantChanges, type VariantChange, variantStatesByCode } from '../../../db/queries/price-list'
import type { Cache } from '../cache'
import type { EmailService } from '../email'
import { heldPricesNotice } from '../email/staff-notices'
import { PURGE, purgeFamilies, reindex } from './catalogue-writes'
import { diff, PRICE_KEYS } from './price-import'

type Prices = Partial<PriceListValues>
const AUDITED = 2000
/**
 * Lines applied per write transaction. A feed of hundreds of lines in one transaction held the
 * database's write lock for seconds, and every order and view waited (or failed busy) meanwhile.
 */
export const SYNC_CHUNK = 50
/** More products changed than this: every product page goes at once (a KV write per product would cost more). */
export const MAX_PRODUCTS_PURGED = 500

/** What a sync did, and the products whose pages it changed (null: too many to name, every page). */
export interface PriceSyncOutcome {
  result: PriceSyncResult
  changedSlugs: string[] | null
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks.length > 0 ? chunks : [[]]
}

const pick = (values: Prices, keys: readonly string[], keep: boolean): Prices =>
  Object.fromEntries(Object.entries(values).filter(([k]) => keys.includes(k) === keep)) as Prices
const same = (a: Prices | undefined, b: Prices) => a !== undefined && JSON.stringify(a) === JSON.stringify(b)

/**
 * The ERP's feed, line by line: a line with an unknown code or one that would break a catalogue rule
 * is refused, a line moving a price threefold has its prices held for staff (its stock and barcode
 * still apply), and every other line is applied, SYNC_CHUNK lines a write transaction, each with its
 * audit row (the first also with the held lines and the feed's counts). Staff are told by email when
 * new lines wait. Values are absolute, so the same feed again changes nothing, holds nothing new and
 * tells no one; a feed cut short (a chunk failed) is completed by sending it again.
 */
export function createPriceSync(db: Db, cache: Cache, email: EmailService) {
  return {
    /**
     * `cutShort` is told the products of the chunks written when a later chunk fails (the answer is
     * then an error, so the caller's usual purge of the changed pages would not happen).
     */
    async sync(
      source: string,
      rows: readonly PriceListRow[],
      confirmLarge: boolean,
      cutShort: (changedSlugs: string[]) => Promise<void> = async () => {},
    ): Promise<PriceSyncOutcome> {
      const state = await variantStatesByCode(
        db,
        rows.map((r) => r.code),
      )
      const waiting = await waitingLines(
        db,
        [...state.values()].map((v) => v.id),
      )
      const lines: PriceSyncLine[] = []
      const applied: (VariantChange & { code: string })[] = []
      const holds: { variantId: number; code: string; before: Prices; after: Prices }[] = []
      const superseded: number[] = []
      for (const row of rows) {
        const current = state.get(row.code)
        const line = { row: row.row, code: row.code }
        if (!current) {
          lines.push({ ...line, result: 'refused', reason: 'unknown_code' })
          continue
        }
        // A later value for a price that waits replaces what waits (the feed corrected itself).
        const sent = {
          price: row.retailPrice,
          whoosale_price: row.wholesalePrice,
          discount_price: row.salePrice,
          discount_whoosale_price: row.wholesaleSalePrice,
        }
        const held = waiting.get(current.id)
        const carriesPrice =
          held !== undefined && Object.keys(held).some((k) => sent[k as keyof typeof sent] !== undefined)
        const change = diff(row, current)
        if (!change) {
          if (carriesPrice) superseded.push(current.id)
          lines.push({ ...line, result: 'unchanged' })
          continue
        }
        const breaks = catalogueRuleBreaks(mergedNumbers(current, change.after))
        if (breaks.length > 0) {
          const reason = decode(breaks[0]!.message).code as 'sale_not_below_price' | 'wholesale_above_retail'
          lines.push({ ...line, result: 'refused', reason, fields: breaks.map((b) => b.field) })
          continue
        }
        if (change.large && !confirmLarge) {
          const prices = pick(change.after, PRICE_KEYS, true)
          const rest = pick(change.after, PRICE_KEYS, false)
          if (Object.keys(rest).length > 0) applied.push({ variantId: current.id, code: row.code, after: rest })
          if (!same(waiting.get(current.id), prices))
            holds.push({
              variantId: current.id,
              code: row.code,
              before: pick(change.before, PRICE_KEYS, true),
              after: prices,
            })
          lines.push({ ...line, result: 'held', reason: 'price_jump', fields: Object.keys(prices) })
          continue
        }
        applied.push({ variantId: current.id, code: row.code, after: change.after })
        if (carriesPrice) superseded.push(current.id)
        lines.push({ ...line, result: 'applied' })
      }

      const count = (result: PriceSyncLine['result']) => lines.filter((l) => l.result === result).length
      const unknownCodes = lines.filter((l) => l.reason === 'unknown_code').map(({ row, code }) => ({ row, code }))
      if (applied.length > 0 || holds.length > 0 || superseded.length > 0) {
        const also = [
          ...(superseded.length > 0 ? [supersedeStatement(db, superseded)] : []),
          ...holds.map((h) => holdStatement(db, { variantId: h.variantId, source, before: h.before, after: h.after })),
        ]
        const written: string[] = []
        for (const [i, chunk] of chunksOf(applied, SYNC_CHUNK).entries()) {
          const changes = chunk.slice(0, AUDITED).map((c) => ({ code: c.code, ...c.after }))
          await applyVariantChanges(
            db,
            chunk,
            {
              actorId: null,
              action: 'price_list.apply',
              entity: 'price_list',
              entityId: source,
              before: null,
              after:
                i === 0
                  ? {
                      updated: chunk.length,
                      unchanged: count('unchanged'),
                      unknown: unknownCodes.length,
                      held: count('held'),
                      refused: count('refused'),
                      changes,
                      newly_held: holds.slice(0, AUDITED).map((h) => ({ code: h.code, ...h.after })),
                    }
                  : { updated: chunk.length, changes },
            },
            'erp_sync',
            i === 0 ? also : [],
          ).catch(async (error: unknown) => {
            if (written.length > 0) {
              await purgeFamilies(cache, PURGE.product)
              await cutShort([...new Set(written)])
            }
            throw error
          })
          written.push(...chunk.map((c) => state.get(c.code)!.productSlug))
        }
      }
      const changedProducts = [...new Set(applied.map((c) => state.get(c.code)!.productSlug))]
      if (applied.length > 0) {
        const barcodes = applied.filter((c) => c.after.barcode !== undefined).map((c) => state.get(c.code)!.productId)
        if (barcodes.length > 0) await reindex(db, barcodes)
        await purgeFamilies(cache, PURGE.product)
      }
      if (holds.length > 0) await email.notifyStaff(heldPricesNotice(holds.length))
      return {
        result: {
          rows: rows.length,
          updated: applied.length,
          unchanged: count('unchanged'),
          unknown: unknownCodes.length,
          unknown_codes: unknownCodes,
          held: count('held'),
          refused: count('refused'),
          lines,
        },
        changedSlugs: changedProducts.length > MAX_PRODUCTS_PURGED ? null : changedProducts,
      }
    },

    async waiting(locale: Locale): Promise<HeldPriceLine[]> {
      const rows = await listWaitingLines(db, locale)
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        product_name: r.productName,
        before: r.before,
        after: r.after,
        received: new Date(r.createdAt).toISOString(),
      }))
    },

    /** Applies a held line's prices as they were sent, if they still keep the catalogue's rules. */
    async confirm(actorId: number, id: number): Promise<void> {
      const line = await waitingLine(db, id)
      if (!line) throw new AppError('not_found', 'no_such_held_line')
      const current = (await variantStatesByCode(db, [line.code])).get(line.code)!
      const breaks = catalogueRuleBreaks(mergedNumbers(current, line.after))
      if (breaks.length > 0)
        throw new AppError(
          'invalid_data',
          'invalid_request',
          Object.fromEntries(breaks.map((b) => [b.field, [b.message]])),
        )
      const audit = {
        actorId,
        action: 'price_list.held_confirmed',
        entity: 'variant',
        entityId: line.variantId,
        before: pick(current, PRICE_KEYS, true),
        after: line.after,
      }
      if (!(await decideLine(db, id, 'confirmed', { variantId: line.variantId, after: line.after }, audit)))
        throw new AppError('not_found', 'no_such_held_line')
      await purgeFamilies(cache, PURGE.product)
    },

    async drop(actorId: number, id: number): Promise<void> {
      const line = await waitingLine(db, id)
      if (!line) throw new AppError('not_found', 'no_such_held_line')
      const audit = {
        actorId,
        action: 'price_list.held_dropped',
        entity: 'variant',
        entityId: line.variantId,
        before: null,
        after: line.after,
      }
      if (!(await decideLine(db, id, 'dropped', null, audit))) throw new AppError('not_found', 'no_such_held_line')
    },
  }
}
