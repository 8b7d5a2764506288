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

const pick = (values: Prices, keys: readonly string[], keep: boolean): Prices =>
  Object.fromEntries(Object.entries(values).filter(([k]) => keys.includes(k) === keep)) as Prices
const same = (a: Prices | undefined, b: Prices) => a !== undefined && JSON.stringify(a) === JSON.stringify(b)

/**
 * The ERP's feed, line by line: a line with an unknown code or one that would break a catalogue rule
 * is refused, a line moving a price threefold has its prices held for staff (its stock and barcode
 * still apply), and every other line is applied, all in one write transaction with the held lines
 * and one audit row. Staff are told by email when new lines wait. Values are absolute, so the same
 * feed again changes nothing, holds nothing new and tells no one.
 */
export function createPriceSync(db: Db, cache: Cache, email: EmailService) {
  return {
    async sync(source: string, rows: readonly PriceListRow[], confirmLarge: boolean): Promise<PriceSyncResult> {
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
        await applyVariantChanges(
          db,
          applied,
          {
            actorId: null,
            action: 'price_list.apply',
            entity: 'price_list',
            entityId: source,
            before: null,
            after: {
              updated: applied.length,
              unchanged: count('unchanged'),
              unknown:
                count('refused') - lines.filter((l) => l.result === 'refused' && l.reason !== 'unknown_code').length,
              held: count('held'),
              refused: count('refused'),
              changes: applied.slice(0, AUDITED).map((c) => ({ code: c.code, ...c.after })),
              newly_held: holds.slice(0, AUDITED).map((h) => ({ code: h.code, ...h.after })),
            },
          },
          'erp_sync',
          [
            ...(superseded.length > 0 ? [supersedeStatement(db, superseded)] : []),
            ...holds.map((h) =>
              holdStatement(db, { variantId: h.variantId, source, before: h.before, after: h.after }),
            ),
          ],
        )
      }
      if (applied.length > 0) {
        const barcodes = applied.filter((c) => c.after.barcode !== undefined).map((c) => state.get(c.code)!.productId)
        if (barcodes.length > 0) await reindex(db, barcodes)
        await purgeFamilies(cache, PURGE.product)
      }
      if (holds.length > 0) await email.notifyStaff(heldPricesNotice(holds.length))
      return {
        rows: rows.length,
        updated: applied.length,
        unchanged: count('unchanged'),
        unknown: unknownCodes.length,
        unknown_codes: unknownCodes,
        held: count('held'),
        refused: count('refused'),
        lines,
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
