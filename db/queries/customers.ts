import type { InStatement } from '@libsql/client'
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Locale } from '../../app/domain/locale'
import type { Db } from '../client'
import { comments, companies, orders, products, refreshTokenFamilies, users, wholesaleRequests } from '../schema'
import { type ActorAudit, auditStatement } from './audit-entries'

/** How many of a customer's latest orders and reviews their page lists (the orders list finds the rest). */
export const CUSTOMER_PAGE_ROWS = 50

/** One account as its back-office page shows it, with its company and latest partner request. */
export async function customerAccount(db: Db, id: number) {
  const [found] = await db
    .select({ user: users, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, id))
    .limit(1)
  if (!found) return null
  const [request] = await db
    .select({
      status: wholesaleRequests.status,
      companyName: wholesaleRequests.companyName,
      position: wholesaleRequests.position,
      createdAt: wholesaleRequests.createdAt,
    })
    .from(wholesaleRequests)
    .where(eq(wholesaleRequests.userId, id))
    .orderBy(desc(wholesaleRequests.createdAt), desc(wholesaleRequests.id))
    .limit(1)
  return { ...found.user, company: found.company, wholesaleRequest: request ?? null }
}

/** The account's latest orders, newest first. */
export function customerOrders(db: Db, userId: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      payType: orders.payType,
      totalUah: orders.totalUah,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_PAGE_ROWS)
}

/** The account's latest reviews and questions with their product, named in the back office's language. */
export function customerReviews(db: Db, userId: number, locale: Locale) {
  return db
    .select({
      id: comments.id,
      type: comments.type,
      text: comments.text,
      rate: comments.rate,
      status: comments.status,
      createdAt: comments.createdAt,
      productId: products.id,
      productName: locale === 'en' ? products.nameEn : products.nameUa,
      productNameUa: products.nameUa,
    })
    .from(comments)
    .innerJoin(products, eq(products.id, comments.productId))
    .where(eq(comments.userId, userId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(CUSTOMER_PAGE_ROWS)
}

/**
 * Blocks or unblocks an account in one batch with its audit row. Blocking also ends every session
 * (each refresh-token family is revoked), so a stolen or forgotten session cannot outlive the block.
 * Conditional on the current state: of two admins blocking at once, one writes (true), the other
 * changes nothing (false).
 */
export async function setAccountBlocked(
  db: Db,
  id: number,
  blocked: boolean,
  audit: ActorAudit,
  now = Date.now(),
): Promise<boolean> {
  const change = blocked
    ? db
        .update(users)
        .set({ blockedAt: now })
        .where(and(eq(users.id, id), isNull(users.blockedAt)))
    : db
        .update(users)
        .set({ blockedAt: null })
        .where(and(eq(users.id, id), isNotNull(users.blockedAt)))
  const changed = change.toSQL()
  const statements: InStatement[] = [{ sql: changed.sql, args: changed.params as never }]
  if (blocked) {
    const revoke = db
      .update(refreshTokenFamilies)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokenFamilies.userId, id), isNull(refreshTokenFamilies.revokedAt)))
      .toSQL()
    statements.push({ sql: revoke.sql, args: revoke.params as never })
  }
  // The audit row is written only when the account's state really changed.
  const tx = await db.$client.transaction('write')
  try {
    const [result] = await tx.batch(statements.slice(0, 1))
    if (result!.rowsAffected !== 1) {
      await tx.rollback()
      return false
    }
    await tx.batch([...statements.slice(1), auditStatement(db, audit)])
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}
