import type { InStatement } from '@libsql/client'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { PriceListValues } from '../../app/contract/price-list'
import type { Locale } from '../../app/domain/locale'
import type { Db } from '../client'
import { heldPriceLines, products, variants } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { localisedName } from './localised-name'
import { statementOf } from './statement-of'
import { type VariantChange, variantUpdateStatement } from './price-list'

type Prices = Partial<PriceListValues>

/** The lines waiting for these variants, by variant: what the feed asked before. */
export async function waitingLines(db: Db, variantIds: readonly number[]): Promise<Map<number, Prices>> {
  const found = new Map<number, Prices>()
  for (let i = 0; i < variantIds.length; i += 500) {
    const rows = await db
      .select({ variantId: heldPriceLines.variantId, after: heldPriceLines.after })
      .from(heldPriceLines)
      .where(and(eq(heldPriceLines.status, 'held'), inArray(heldPriceLines.variantId, variantIds.slice(i, i + 500))))
    for (const r of rows) found.set(r.variantId, r.after)
  }
  return found
}

/** Holds a line: a new waiting line, or the variant's waiting one with the feed's latest values. */
export function holdStatement(
  db: Db,
  line: { variantId: number; source: string; before: Prices; after: Prices },
): InStatement {
  return statementOf(
    db
      .insert(heldPriceLines)
      .values(line)
      .onConflictDoUpdate({
        target: heldPriceLines.variantId,
        targetWhere: sql`status = 'held'`,
        set: {
          source: line.source,
          before: line.before,
          after: line.after,
          createdAt: sql`(unixepoch('subsec') * 1000)`,
        },
      }),
  )
}

/** A later price of the feed was applied to these variants: what waited for them no longer applies. */
export function supersedeStatement(db: Db, variantIds: readonly number[]): InStatement {
  return statementOf(
    db
      .update(heldPriceLines)
      .set({ status: 'superseded', decidedAt: sql`(unixepoch('subsec') * 1000)` })
      .where(and(eq(heldPriceLines.status, 'held'), inArray(heldPriceLines.variantId, [...variantIds]))),
  )
}

/** Every waiting line, oldest first, with its variant and product as the staff member reads them. */
export function listWaitingLines(db: Db, locale: Locale) {
  return db
    .select({
      id: heldPriceLines.id,
      variantId: heldPriceLines.variantId,
      code: variants.code,
      productName: localisedName(products.nameUa, products.nameEn, locale),
      before: heldPriceLines.before,
      after: heldPriceLines.after,
      createdAt: heldPriceLines.createdAt,
    })
    .from(heldPriceLines)
    .innerJoin(variants, eq(variants.id, heldPriceLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(heldPriceLines.status, 'held'))
    .orderBy(asc(heldPriceLines.createdAt), asc(heldPriceLines.id))
    .limit(500)
}

/** One waiting line, or null when there is none by this id (or it was already decided). */
export async function waitingLine(db: Db, id: number) {
  const [row] = await db
    .select({
      id: heldPriceLines.id,
      variantId: heldPriceLines.variantId,
      code: variants.code,
      after: heldPriceLines.after,
    })
    .from(heldPriceLines)
    .innerJoin(variants, eq(variants.id, heldPriceLines.variantId))
    .where(and(eq(heldPriceLines.id, id), eq(heldPriceLines.status, 'held')))
  return row ?? null
}

/**
 * Decides a waiting line in one write transaction: its status (only while it still waits, so two
 * staff members deciding at once decide it once), on confirmation its prices and the product's
 * price bounds, and the audit row. False when it no longer waited; then nothing is written.
 */
export async function decideLine(
  db: Db,
  id: number,
  decision: 'confirmed' | 'dropped',
  change: VariantChange | null,
  audit: ActorAudit,
): Promise<boolean> {
  const tx = await db.$client.transaction('write')
  try {
    const marked = await tx.execute(
      statementOf(
        db
          .update(heldPriceLines)
          .set({ status: decision, decidedAt: sql`(unixepoch('subsec') * 1000)`, decidedBy: audit.actorId })
          .where(and(eq(heldPriceLines.id, id), eq(heldPriceLines.status, 'held')))
          .returning({ id: heldPriceLines.id }),
      ),
    )
    if (marked.rows.length === 0) return false
    if (change) await tx.execute(variantUpdateStatement(db, change))
    await tx.execute(statementOf(auditRowInsert(db, audit)))
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}
