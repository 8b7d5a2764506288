import type { AdminCustomerDetail } from '../../../app/contract/admin-customers'
import { activationResendRefusal, blockRefusal } from '../../../app/domain/account-blocking'
import { AppError } from '../../../app/domain/app-error'
import type { Locale } from '../../../app/domain/locale'
import type { UserRole } from '../../../app/domain/staff-role'
import type { Db } from '../../../db/client'
import { recordAudit } from '../../../db/queries/audit-entries'
import { customerAccount, customerOrders, customerReviews, setAccountBlocked } from '../../../db/queries/customers'

const iso = (ms: number) => new Date(ms).toISOString()

/** Sends an activation link to the account (the registration service builds the link and the email). */
export type SendActivation = (userId: number) => Promise<void>

/** One customer's page in the back office: profile, orders, reviews, partner status, blocking. */
export function createCustomerDesk(db: Db) {
  async function account(id: number) {
    const found = await customerAccount(db, id)
    if (!found) throw new AppError('not_found', 'not_found')
    return found
  }

  return {
    async detail(id: number, locale: Locale): Promise<AdminCustomerDetail> {
      const [u, orders, reviews] = await Promise.all([
        account(id),
        customerOrders(db, id),
        customerReviews(db, id, locale),
      ])
      return {
        id: u.id,
        email: u.email,
        phone: u.phone,
        first_name: u.firstName,
        last_name: u.lastName,
        father_name: u.fatherName,
        city: u.city,
        locale: u.locale,
        role: u.role,
        is_active: u.isActive,
        blocked_at: u.blockedAt === null ? null : iso(u.blockedAt),
        created: iso(u.createdAt),
        wholesale_status: u.wholesaleStatus,
        company: u.company,
        wholesale_request: u.wholesaleRequest && {
          status: u.wholesaleRequest.status,
          company_name: u.wholesaleRequest.companyName,
          position: u.wholesaleRequest.position,
          created: iso(u.wholesaleRequest.createdAt),
        },
        orders: orders.map((o) => ({
          id: o.id,
          number: o.number,
          created: iso(o.createdAt),
          status: o.status,
          pay_type: o.payType,
          total: o.totalUah,
        })),
        reviews: reviews.map((r) => ({
          id: r.id,
          type: r.type,
          text: r.text,
          rate: r.rate,
          status: r.status,
          created: iso(r.createdAt),
          product_id: r.productId,
          // An English name left empty reads as the Ukrainian one, as everywhere in the back office.
          product_name: r.productName || r.productNameUa,
        })),
      }
    },

    /** Blocks (ending every session) or unblocks an account; admins only, never their own. Audit-logged. */
    async setBlocked(
      actor: { id: number; role: UserRole },
      id: number,
      blocked: boolean,
    ): Promise<AdminCustomerDetail['blocked_at']> {
      const refusal = blockRefusal(actor, id)
      if (refusal) throw new AppError('not_allowed', refusal)
      const before = await account(id)
      await setAccountBlocked(db, id, blocked, {
        actorId: actor.id,
        action: blocked ? 'user.block' : 'user.unblock',
        entity: 'user',
        entityId: id,
        before: { blocked: before.blockedAt !== null },
        after: { blocked },
      })
      // Already in the asked state (another admin was quicker): nothing to write, the answer is the same.
      const after = await account(id)
      return after.blockedAt === null ? null : iso(after.blockedAt)
    },

    /** A new activation email to an account that never activated; audit-logged as staff acted for the customer. */
    async resendActivation(actorId: number, id: number, send: SendActivation): Promise<void> {
      const found = await account(id)
      const refusal = activationResendRefusal(found)
      if (refusal) throw new AppError('conflict', refusal)
      await send(id)
      await recordAudit(db, {
        actorId,
        action: 'user.activation_sent',
        entity: 'user',
        entityId: id,
        before: null,
        after: { email: found.email },
      })
    },
  }
}
