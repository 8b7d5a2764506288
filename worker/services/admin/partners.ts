import { aliasedTable, and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminPartnerApplication, AdminWholesaleRequest } from '../../../app/contract/admin-people'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { partnerApplications, partnerOptions, users, wholesaleRequests } from '../../../db/schema'
import type { EmailService } from '../email'
import { partnerDecisionEmail } from '../auth/account-emails'
import { textMatch } from './text-match'
import { auditInsert } from './audit'

type Query = { page: number; limit: number; dir: 'asc' | 'desc'; q?: string }
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function createPartnerDesk(db: Db, email: EmailService, media: R2Bucket) {
  async function requests(query: Query & { status?: 'pending' | 'approved' | 'declined' }): Promise<Page<AdminWholesaleRequest>> {
    const where: SQL | undefined = and(
      query.status ? eq(wholesaleRequests.status, query.status) : undefined,
      query.q ? textMatch(query.q, [users.email, wholesaleRequests.companyName, sql`${users.firstName} || ' ' || ${users.lastName}`]) : undefined,
    )
    const order = query.dir === 'asc' ? asc : desc
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
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(wholesaleRequests).innerJoin(users, eq(users.id, wholesaleRequests.userId)).where(where),
    ])
    return pageOf(
      rows.map(({ request: r, decidedBy, ...u }) => ({
        id: r.id,
        user_id: u.userId,
        email: u.email,
        phone: u.phone,
        name: `${u.firstName} ${u.lastName}`.trim(),
        company_name: r.companyName,
        position: r.position,
        city: r.city,
        status: r.status,
        reason: r.reason,
        decided_by: decidedBy,
        decided_at: iso(r.decidedAt),
        created: iso(r.createdAt)!,
      })),
      total?.n ?? 0,
      query,
    )
  }

  async function decideRequest(actorId: number, id: number, approved: boolean, reason?: string) {
    const [found] = await db.select({ request: wholesaleRequests, user: users }).from(wholesaleRequests).innerJoin(users, eq(users.id, wholesaleRequests.userId)).where(eq(wholesaleRequests.id, id)).limit(1)
    if (!found) throw new AppError('not_found', 'No such request')
    if (found.request.status !== 'pending') throw new AppError('conflict', `The request is already ${found.request.status}`)
    const status = approved ? 'approved' : 'declined'
    const now = Date.now()
    const [moved] = await db.batch([
      db
        .update(wholesaleRequests)
        .set({ status, reason: reason ?? null, decidedBy: actorId, decidedAt: now })
        .where(and(eq(wholesaleRequests.id, id), eq(wholesaleRequests.status, 'pending')))
        .returning({ id: wholesaleRequests.id }),
      // Approval takes effect at the partner's next request: the viewer reads wholesale_status every time.
      db.update(users).set({ wholesaleStatus: status }).where(and(eq(users.id, found.user.id), sql`EXISTS (SELECT 1 FROM wholesale_requests WHERE id = ${id} AND decided_at = ${now})`)),
      auditInsert(db, actorId, {
        action: approved ? 'wholesale.approve' : 'wholesale.decline',
        entity: 'user',
        entityId: found.user.id,
        before: { wholesale_status: found.user.wholesaleStatus, request: id },
        after: { wholesale_status: status, ...(reason ? { reason } : {}) },
      }),
    ])
    if (moved.length === 0) throw new AppError('conflict', 'The request was decided meanwhile')
    await email.send(partnerDecisionEmail({ email: found.user.email, locale: found.user.locale, firstName: found.user.firstName }, approved, reason))
  }

  const options = {
    position: aliasedTable(partnerOptions, 'o_position'),
    education: aliasedTable(partnerOptions, 'o_education'),
    specialization: aliasedTable(partnerOptions, 'o_specialization'),
    workplace: aliasedTable(partnerOptions, 'o_workplace'),
    howThey: aliasedTable(partnerOptions, 'o_how_they'),
  }

  async function applications(query: Query & { status?: 'new' | 'approved' | 'declined' }): Promise<Page<AdminPartnerApplication>> {
    const a = partnerApplications
    const where: SQL | undefined = and(
      query.status ? eq(a.status, query.status) : undefined,
      query.q ? textMatch(query.q, [a.email, sql`${a.lastName} || ' ' || ${a.firstName}`, a.clinicName, a.phone]) : undefined,
    )
    const order = query.dir === 'asc' ? asc : desc
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
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(a).where(where),
    ])
    return pageOf(
      rows.map(({ app, ...names }) => ({
        id: app.id,
        last_name: app.lastName,
        first_name: app.firstName,
        patronymic: app.patronymic,
        email: app.email,
        phone: app.phone,
        date_of_birth: app.dateOfBirth,
        position: names.position,
        education: names.education,
        specialization: names.specialization,
        workplace: names.workplace,
        how_they_heard: names.howThey,
        clinic_name: app.clinicName,
        address: app.address,
        professional_social_media: app.professionalSocialMedia,
        clinic_website: app.clinicWebsite,
        brands_worked_with: app.brandsWorkedWith,
        status: app.status,
        created: iso(app.createdAt)!,
      })),
      total?.n ?? 0,
      query,
    )
  }

  return {
    requests,
    approveRequest: (actorId: number, id: number) => decideRequest(actorId, id, true),
    declineRequest: (actorId: number, id: number, reason: string) => decideRequest(actorId, id, false, reason),
    applications,

    async decideApplication(actorId: number, id: number, approved: boolean, reason?: string) {
      const [app] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)).limit(1)
      if (!app) throw new AppError('not_found', 'No such application')
      if (app.status !== 'new') throw new AppError('conflict', `The application is already ${app.status}`)
      const status = approved ? 'approved' : 'declined'
      const [moved] = await db.batch([
        db
          .update(partnerApplications)
          .set({ status })
          .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'new')))
          .returning({ id: partnerApplications.id }),
        auditInsert(db, actorId, { action: `partner_application.${approved ? 'approve' : 'decline'}`, entity: 'partner_application', entityId: id, before: { status: 'new' }, after: { status, ...(reason ? { reason } : {}) } }),
      ])
      if (moved.length === 0) throw new AppError('conflict', 'The application was decided meanwhile')
      await email.send(partnerDecisionEmail({ email: app.email, locale: 'ua', firstName: app.firstName }, approved, reason))
    },

    /** The certificate photo, for staff eyes only (the key is never on a public page). */
    async certificate(id: number): Promise<R2ObjectBody> {
      const [app] = await db.select({ key: partnerApplications.certificateKey }).from(partnerApplications).where(eq(partnerApplications.id, id)).limit(1)
      if (!app) throw new AppError('not_found', 'No such application')
      const object = await media.get(app.key)
      if (!object) throw new AppError('not_found', 'The certificate photo is missing')
      return object
    },
  }
}
