import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { pageOf, type Page } from '../../app/domain/page'
import type { AdminAuditRow } from '../../app/contract/admin-orders'
import type { Db } from '../client'
import { auditLog, brands, categories, integrationKeys, orders, products, users } from '../schema'

const columns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
}

function toRow(r: {
  id: number
  actorId: number | null
  actorEmail: string | null
  action: string
  entity: string
  entityId: string
  before: unknown
  after: unknown
  createdAt: number
}): AdminAuditRow {
  return {
    id: r.id,
    actor_id: r.actorId,
    actor_email: r.actorEmail,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: r.before,
    after: r.after,
    created: new Date(r.createdAt).toISOString(),
  }
}

/** The history of one entity, oldest first (an order's status changes). */
export async function auditRowsFor(db: Db, entity: string, entityId: string): Promise<AdminAuditRow[]> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
  return rows.map(toRow)
}

export async function auditPage(
  db: Db,
  query: {
    page: number
    limit: number
    dir: 'asc' | 'desc'
    entity?: string
    entity_id?: string
    actor_id?: number
    action?: string
  },
): Promise<Page<AdminAuditRow>> {
  const where: SQL | undefined = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
  )
  const order = query.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(order(auditLog.createdAt), order(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return pageOf(await withLabels(db, rows.map(toRow)), total?.n ?? 0, query)
}

const numericIds = (rows: AdminAuditRow[], entity: string) => [
  ...new Set(rows.filter((r) => r.entity === entity && /^\d+$/.test(r.entity_id)).map((r) => Number(r.entity_id))),
]

/** Orders by their number, products, brands and categories by name, ERP syncs by their key's label: a page's worth, in a few small reads. */
async function withLabels(db: Db, rows: AdminAuditRow[]): Promise<AdminAuditRow[]> {
  const orderIds = numericIds(rows, 'order')
  const productIds = numericIds(rows, 'product')
  const brandIds = numericIds(rows, 'brand')
  const categoryIds = numericIds(rows, 'category')
  const keyIds = [
    ...new Set(
      rows
        .map((r) => /^integration:(\d+)$/.exec(r.entity_id)?.[1])
        .filter((id) => id !== undefined)
        .map(Number),
    ),
  ]
  const [orderRows, productRows, keyRows, brandRows, categoryRows] = await Promise.all([
    orderIds.length
      ? db.select({ id: orders.id, label: orders.number }).from(orders).where(inArray(orders.id, orderIds))
      : [],
    productIds.length
      ? db.select({ id: products.id, label: products.nameUa }).from(products).where(inArray(products.id, productIds))
      : [],
    keyIds.length
      ? db
          .select({ id: integrationKeys.id, label: integrationKeys.name })
          .from(integrationKeys)
          .where(inArray(integrationKeys.id, keyIds))
      : [],
    brandIds.length
      ? db.select({ id: brands.id, label: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, label: categories.nameUa })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ])
  const byId = (list: { id: number; label: string }[]) => new Map(list.map((r) => [String(r.id), r.label]))
  const labels: Record<string, Map<string, string>> = {
    order: byId(orderRows),
    product: byId(productRows),
    brand: byId(brandRows),
    category: byId(categoryRows),
  }
  const keys = byId(keyRows)
  return rows.map((r) => ({
    ...r,
    entity_label: labels[r.entity]?.get(r.entity_id) ?? null,
    actor_label: r.actor_id === null ? (keys.get(/^integration:(\d+)$/.exec(r.entity_id)?.[1] ?? '') ?? null) : null,
  }))
}
