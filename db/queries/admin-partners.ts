import { aliasedTable, and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { partnerApplications, partnerOptions, users, wholesaleRequests } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { textMatch } from './text-match'

export interface DeskPage {
  limit: number
  offset: number
  dir: 'asc' | 'desc'
}

/** Wholesale requests with their user and who decided them, one page and how many match. */
export async function wholesaleRequestPage(
  db: Db,
  filter: { status?: 'pending' | 'approved' | 'declined'; q?: string },
  page: DeskPage,
) {
  const where: SQL | undefined = and(
    filter.status ? eq(wholesaleRequests.status, filter.status) : undefined,
    filter.q
      ? textMatch(filter.q, [
          users.email,
          wholesaleRequests.companyName,
          sql`${users.firstName} || ' ' || ${users.lastName}`,
        ])
      : undefined,
  )
  const order = page.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: wholesaleRequests,
        userId: users.id,
        email: users.email,
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        decidedBy: sql<string | null>`(SELECT d.email FROM users d WHERE d.id = ${wholesaleRequests.decidedBy})`,
      })
      .from(wholesaleRequests)
      .innerJoin(users, eq(users.id, wholesaleRequests.userId))
      .where(where)
      .orderBy(order(wholesaleRequests.createdAt), order(wholesaleRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(wholesaleRequests)
      .innerJoin(users, eq(users.id, wholesaleRequests.userId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function wholesaleRequestWithUser(db: Db, id: number) {
  const [found] = await db
    .select({ request: wholesaleRequests, user: users })
    .from(wholesaleRequests)
    .innerJoin(users, eq(users.id, wholesaleRequests.userId))
    .where(eq(wholesaleRequests.id, id))
    .limit(1)
  return found ?? null
}

/**
 * Decides a pending request in one batch: the request (only while still pending), the user's
 * wholesale status (only when this batch decided it) and the audit row. False: decided meanwhile.
 */
export async function decideWholesaleRequest(
  db: Db,
  decision: {
    id: number
    userId: number
    status: 'approved' | 'declined'
    reason: string | null
    decidedBy: number
    now: number
  },
  audit: ActorAudit,
): Promise<boolean> {
  const { id, now } = decision
  const [moved] = await db.batch([
    db
      .update(wholesaleRequests)
      .set({ status: decision.status, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: now })
      .where(and(eq(wholesaleRequests.id, id), eq(wholesaleRequests.status, 'pending')))
      .returning({ id: wholesaleRequests.id }),
    // Approval takes effect at the partner's next request: the viewer reads wholesale_status every time.
    db
      .update(users)
      .set({ wholesaleStatus: decision.status })
      .where(
        and(
          eq(users.id, decision.userId),
          sql`EXISTS (SELECT 1 FROM wholesale_requests WHERE id = ${id} AND decided_at = ${now})`,
        ),
      ),
    auditRowInsert(db, audit),
  ])
  return moved.length > 0
}

const options = {
  position: aliasedTable(partnerOptions, 'o_position'),
  education: aliasedTable(partnerOptions, 'o_education'),
  specialization: aliasedTable(partnerOptions, 'o_specialization'),
  workplace: aliasedTable(partnerOptions, 'o_workplace'),
  howThey: aliasedTable(partnerOptions, 'o_how_they'),
}

/** Partner applications with their chosen options' names, one page and how many match. */
export async function partnerApplicationPage(
  db: Db,
  filter: { status?: 'new' | 'approved' | 'declined'; q?: string },
  page: DeskPage,
) {
  const a = partnerApplications
  const where: SQL | undefined = and(
    filter.status ? eq(a.status, filter.status) : undefined,
    filter.q
      ? textMatch(filter.q, [a.email, sql`${a.lastName} || ' ' || ${a.firstName}`, a.clinicName, a.phone])
      : undefined,
  )
  const order = page.dir === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({
        app: a,
        position: options.position.nameUa,
        education: options.education.nameUa,
        specialization: options.specialization.nameUa,
        workplace: options.workplace.nameUa,
        howThey: options.howThey.nameUa,
      })
      .from(a)
      .leftJoin(options.position, eq(options.position.id, a.positionId))
      .leftJoin(options.education, eq(options.education.id, a.educationId))
      .leftJoin(options.specialization, eq(options.specialization.id, a.specializationId))
      .leftJoin(options.workplace, eq(options.workplace.id, a.workplaceId))
      .leftJoin(options.howThey, eq(options.howThey.id, a.howTheyHeardId))
      .where(where)
      .orderBy(order(a.createdAt), order(a.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(a).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function partnerApplicationById(db: Db, id: number) {
  const [app] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)).limit(1)
  return app ?? null
}

/** Decides a new application and records it in one batch; false when it was decided meanwhile. */
export async function decidePartnerApplication(
  db: Db,
  id: number,
  status: 'approved' | 'declined',
  audit: ActorAudit,
): Promise<boolean> {
  const [moved] = await db.batch([
    db
      .update(partnerApplications)
      .set({ status })
      .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'new')))
      .returning({ id: partnerApplications.id }),
    auditRowInsert(db, audit),
  ])
  return moved.length > 0
}
