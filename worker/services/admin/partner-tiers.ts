import type { AdminTier, AdminTierPartner, TierWriteRequest } from '../../../app/contract/admin-tiers'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  approvedPartners,
  deleteTier,
  existingBrandIds,
  insertTier,
  partnerTierOf,
  replaceTier,
  setPartnerTier,
  tierNameTaken,
  type TierRow,
  tierPartnerIds,
  tierRows,
  type TierWrite,
} from '../../../db/queries/partner-tiers'

const toDto = (t: TierRow): AdminTier => ({
  id: t.id,
  name_ua: t.nameUa,
  name_en: t.nameEn,
  discount_percent: t.discountPercent,
  brands: t.brands.map((b) => ({ brand_id: b.brandId, brand_name: b.brandName, discount_percent: b.discountPercent })),
  partners: t.partners,
})

/** What the audit log keeps of a tier: its names and every discount, so a change reads as a diff. */
const auditOf = (t: TierWrite) => ({
  name_ua: t.nameUa,
  name_en: t.nameEn,
  discount_percent: t.discountPercent,
  brands_percent: Object.fromEntries(t.brands.map((b) => [b.brandId, b.discountPercent])),
})

/** Partner price tiers in the back office: staff create and change them and put partners in them. */
export function createPartnerTiers(db: Db) {
  async function checked(body: TierWriteRequest, exceptId: number | null): Promise<TierWrite> {
    const ids = body.brands.map((b) => b.brand_id)
    const known = await existingBrandIds(db, ids)
    const fields: Record<string, string[]> = {}
    body.brands.forEach((b, i) => {
      if (!known.has(b.brand_id)) fields[`brands.${i}.brand_id`] = ['choose_brand']
    })
    if (await tierNameTaken(db, body.name_ua, exceptId)) fields.name_ua = ['tier_name_taken']
    if (Object.keys(fields).length > 0) throw new AppError('invalid_data', 'invalid_request', fields)
    return {
      nameUa: body.name_ua,
      nameEn: body.name_en,
      discountPercent: body.discount_percent,
      brands: body.brands.map((b) => ({ brandId: b.brand_id, discountPercent: b.discount_percent })),
    }
  }

  async function one(id: number): Promise<AdminTier> {
    const [row] = await tierRows(db, id)
    if (!row) throw new AppError('not_found', 'not_found')
    return toDto(row)
  }

  return {
    list: async (): Promise<AdminTier[]> => (await tierRows(db)).map(toDto),
    one,

    async create(actorId: number, body: TierWriteRequest): Promise<AdminTier> {
      const tier = await checked(body, null)
      const id = await insertTier(db, tier, {
        actorId,
        action: 'partner_tier.create',
        entity: 'partner_tier',
        before: null,
        after: auditOf(tier),
      })
      return one(id)
    },

    async update(actorId: number, id: number, body: TierWriteRequest): Promise<AdminTier> {
      const [before] = await tierRows(db, id)
      if (!before) throw new AppError('not_found', 'not_found')
      const tier = await checked(body, id)
      await replaceTier(db, id, tier, {
        actorId,
        action: 'partner_tier.update',
        entity: 'partner_tier',
        entityId: id,
        before: auditOf(before),
        after: auditOf(tier),
      })
      return one(id)
    },

    /** Its partners fall back to the plain wholesale price at their next request; audited with what it was. */
    async remove(actorId: number, id: number): Promise<void> {
      const [before] = await tierRows(db, id)
      if (!before) throw new AppError('not_found', 'not_found')
      const partners = await tierPartnerIds(db, id)
      await deleteTier(db, id, {
        actorId,
        action: 'partner_tier.delete',
        entity: 'partner_tier',
        entityId: id,
        before: { ...auditOf(before), partner_ids: partners },
        after: null,
      })
    },

    async partners(): Promise<AdminTierPartner[]> {
      return (await approvedPartners(db)).map((p) => ({
        id: p.id,
        name: `${p.firstName} ${p.lastName}`.trim(),
        email: p.email,
        company: p.company,
        tier_id: p.tierId,
      }))
    },

    /** Only an approved partner has a tier; the tier must exist. Takes effect at the partner's next request. */
    async assign(actorId: number, userId: number, tierId: number | null): Promise<void> {
      const partner = await partnerTierOf(db, userId)
      if (!partner) throw new AppError('not_found', 'not_found')
      if (partner.status !== 'approved') throw new AppError('conflict', 'tier_partners_only')
      if (tierId !== null && (await tierRows(db, tierId)).length === 0)
        throw new AppError('invalid_data', 'invalid_request', { tier_id: ['choose_tier'] })
      if (partner.tierId === tierId) return
      await setPartnerTier(db, userId, tierId, {
        actorId,
        action: 'user.partner_tier',
        entity: 'user',
        entityId: userId,
        before: { partner_tier_id: partner.tierId },
        after: { partner_tier_id: tierId },
      })
    },
  }
}
