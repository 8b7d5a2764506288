import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminPartnerApplication, AdminWholesaleRequest } from '../../../app/contract/admin-people'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  decidePartnerApplication,
  decideWholesaleRequest,
  partnerApplicationById,
  partnerApplicationPage,
  wholesaleRequestPage,
  wholesaleRequestWithUser,
} from '../../../db/queries/admin-partners'
import type { EmailService } from '../email'
import { partnerDecisionEmail } from '../auth/account-emails'

type Query = { page: number; limit: number; dir: 'asc' | 'desc'; q?: string }
const deskPage = (q: Query) => ({ limit: q.limit, offset: (q.page - 1) * q.limit, dir: q.dir })
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function createPartnerDesk(db: Db, email: EmailService, media: R2Bucket) {
  async function requests(
    query: Query & { status?: 'pending' | 'approved' | 'declined' },
  ): Promise<Page<AdminWholesaleRequest>> {
    const { rows, total } = await wholesaleRequestPage(db, query, deskPage(query))
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
      total,
      query,
    )
  }

  async function decideRequest(actorId: number, id: number, approved: boolean, reason?: string) {
    const found = await wholesaleRequestWithUser(db, id)
    if (!found) throw new AppError('not_found', 'No such request')
    if (found.request.status !== 'pending')
      throw new AppError('conflict', `The request is already ${found.request.status}`)
    const status = approved ? 'approved' : 'declined'
    const moved = await decideWholesaleRequest(
      db,
      { id, userId: found.user.id, status, reason: reason ?? null, decidedBy: actorId, now: Date.now() },
      {
        actorId,
        action: approved ? 'wholesale.approve' : 'wholesale.decline',
        entity: 'user',
        entityId: found.user.id,
        before: { wholesale_status: found.user.wholesaleStatus, request: id },
        after: { wholesale_status: status, ...(reason ? { reason } : {}) },
      },
    )
    if (!moved) throw new AppError('conflict', 'The request was decided meanwhile')
    await email.send(
      partnerDecisionEmail(
        { email: found.user.email, locale: found.user.locale, firstName: found.user.firstName },
        approved,
        reason,
      ),
    )
  }

  async function applications(
    query: Query & { status?: 'new' | 'approved' | 'declined' },
  ): Promise<Page<AdminPartnerApplication>> {
    const { rows, total } = await partnerApplicationPage(db, query, deskPage(query))
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
      total,
      query,
    )
  }

  return {
    requests,
    approveRequest: (actorId: number, id: number) => decideRequest(actorId, id, true),
    declineRequest: (actorId: number, id: number, reason: string) => decideRequest(actorId, id, false, reason),
    applications,

    async decideApplication(actorId: number, id: number, approved: boolean, reason?: string) {
      const app = await partnerApplicationById(db, id)
      if (!app) throw new AppError('not_found', 'No such application')
      if (app.status !== 'new') throw new AppError('conflict', `The application is already ${app.status}`)
      const status = approved ? 'approved' : 'declined'
      const moved = await decidePartnerApplication(db, id, status, {
        actorId,
        action: `partner_application.${approved ? 'approve' : 'decline'}`,
        entity: 'partner_application',
        entityId: id,
        before: { status: 'new' },
        after: { status, ...(reason ? { reason } : {}) },
      })
      if (!moved) throw new AppError('conflict', 'The application was decided meanwhile')
      await email.send(
        partnerDecisionEmail({ email: app.email, locale: 'ua', firstName: app.firstName }, approved, reason),
      )
    },

    /** The certificate photo, for staff eyes only (the key is never on a public page). */
    async certificate(id: number): Promise<R2ObjectBody> {
      const app = await partnerApplicationById(db, id)
      if (!app) throw new AppError('not_found', 'No such application')
      const object = await media.get(app.certificateKey)
      if (!object) throw new AppError('not_found', 'The certificate photo is missing')
      return object
    },
  }
}
