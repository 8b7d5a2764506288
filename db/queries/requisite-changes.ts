import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, requisiteChanges, users } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { textMatch } from './text-match'

export type RequisiteChangeRow = typeof requisiteChanges.$inferSelect
/** The requisites a change proposes (the company's text fields; `real_stock` is not a requisite). */
export type Requisites = Pick<RequisiteChangeRow, 'name' | 'code' | 'email' | 'iban' | 'director' | 'address'>

/** The partner's latest change, pending or decided (the profile shows it); null when none was ever asked. */
export async function latestRequisiteChange(db: Db, userId: number): Promise<RequisiteChangeRow | null> {
  const [row] = await db
    .select()
    .from(requisiteChanges)
    .where(eq(requisiteChanges.userId, userId))
    .orderBy(desc(requisiteChanges.createdAt), desc(requisiteChanges.id))
    .limit(1)
  return row ?? null
}

/**
 * Stores the partner's proposed requisites as their one pending change: a second edit before staff
 * decide replaces the waiting one (the partial unique index holds one pending row per partner).
 */
export async function savePendingRequisites(
  db: Db,
  userId: number,
  companyId: number,
  values: Requisites,
): Promise<RequisiteChangeRow> {
  const now = Date.now()
  const [row] = await db
    .insert(requisiteChanges)
    .values({ ...values, userId, companyId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: requisiteChanges.userId,
      targetWhere: sql`status = 'pending'`,
      set: { ...values, companyId, updatedAt: now },
    })
    .returning()
  return row!
}

/** Drops the partner's pending change (they asked for the approved values back). */
export async function withdrawPendingRequisites(db: Db, userId: number): Promise<void> {
  await db
    .delete(requisiteChanges)
    .where(and(eq(requisiteChanges.userId, userId), eq(requisiteChanges.status, 'pending')))
}

export interface RequisitePage {
  limit: number
  offset: number
  dir: 'asc' | 'desc'
}

/** Changes with their partner and the company's approved values, one page and how many match. */
export async function requisiteChangePage(
  db: Db,
  filter: { status?: RequisiteChangeRow['status']; q?: string },
  page: RequisitePage,
) {
  const where: SQL | undefined = and(
    filter.status ? eq(requisiteChanges.status, filter.status) : undefined,
    filter.q
      ? textMatch(filter.q, [users.email, companies.name, requisiteChanges.name, requisiteChanges.code])
      : undefined,
  )
  const order = page.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({
        change: requisiteChanges,
        company: companies,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        decidedBy: sql<string | null>`(SELECT d.email FROM users d WHERE d.id = ${requisiteChanges.decidedBy})`,
      })
      .from(requisiteChanges)
      .innerJoin(users, eq(users.id, requisiteChanges.userId))
      .innerJoin(companies, eq(companies.id, requisiteChanges.companyId))
      .where(where)
      .orderBy(order(requisiteChanges.updatedAt), order(requisiteChanges.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(requisiteChanges)
      .innerJoin(users, eq(users.id, requisiteChanges.userId))
      .innerJoin(companies, eq(companies.id, requisiteChanges.companyId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function requisiteChangeWithCompany(db: Db, id: number) {
  const [found] = await db
    .select({ change: requisiteChanges, company: companies })
    .from(requisiteChanges)
    .innerJoin(companies, eq(companies.id, requisiteChanges.companyId))
    .where(eq(requisiteChanges.id, id))
    .limit(1)
  return found ?? null
}

/**
 * Decides a pending change in one write transaction: the change (only while still pending), on
 * approval the company's requisites, and the audit row. False, with nothing written, when it was no
 * longer pending (decided meanwhile, or a replayed click).
 */
export async function decideRequisiteChange(
  db: Db,
  decision: { id: number; approve: boolean; reason: string | null; decidedBy: number },
  audit: ActorAudit,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(requisiteChanges)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reason: decision.reason,
        decidedBy: decision.decidedBy,
        decidedAt: Date.now(),
      })
      .where(and(eq(requisiteChanges.id, decision.id), eq(requisiteChanges.status, 'pending')))
      .returning()
    if (!moved) return false
    if (decision.approve)
      await tx
        .update(companies)
        .set({
          name: moved.name,
          code: moved.code,
          email: moved.email,
          iban: moved.iban,
          director: moved.director,
          address: moved.address,
        })
        .where(eq(companies.id, moved.companyId))
    await auditRowInsert(tx, audit)
    return true
  })
}
