import type {
  Company,
  CompanyUpdate,
  CourierAddress,
  NewPostAddress,
  NewPostAddressInput,
} from '../../../app/contract/account'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  type CompanyRow,
  type CourierAddressRow,
  courierAddressesOf,
  ensuredCompanyOf,
  messagesOptInOf,
  setMessagesOptInOf,
  type NewPostAddressRow,
  newPostAddressesOf,
  saveCourierAddressOf,
  saveNewPostAddressOf,
  updateCompanyOf,
} from '../../../db/queries/profile'
import { type Viewer } from '../../../app/domain/viewer'
import { type RequisiteValues, requisitesOnFile, sameRequisites } from '../../../app/domain/company-requisites'
import {
  latestRequisiteChange,
  type RequisiteChangeRow,
  savePendingRequisites,
  withdrawPendingRequisites,
} from '../../../db/queries/requisite-changes'
import type { NovaPoshtaService } from '../delivery/nova-poshta'

/** Courier deliveries go to Kyiv only (spec §3 Order form data). */
export const COURIER_CITY = 'Київ'

export interface ProfileService {
  courierAddresses(userId: number): Promise<CourierAddress[]>
  /** Saves the user's courier address (one per user: a second save updates it). */
  saveCourierAddress(
    userId: number,
    input: { street: string; house: string; apartment: string },
  ): Promise<CourierAddress>
  newPostAddresses(userId: number): Promise<NewPostAddress[]>
  /** Saves the user's new-post address (one per user); picked refs are checked with the carrier first. */
  saveNewPostAddress(userId: number, input: NewPostAddressInput): Promise<NewPostAddress>
  /** The wholesaler's company as a one-item list; 403 for everyone else. */
  companies(viewer: Viewer): Promise<Company[]>
  updateCompany(viewer: Viewer, companyId: number, patch: CompanyUpdate): Promise<Company>
  /** The buyer's wish for Viber/SMS messages about orders: the checkout's box starts as it says. */
  messagesOptIn(userId: number): Promise<boolean>
  setMessagesOptIn(userId: number, optIn: boolean): Promise<boolean>
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const requisitesOf = (row: CompanyRow | RequisiteChangeRow): RequisiteValues => ({
  name: row.name,
  code: row.code,
  email: row.email,
  iban: row.iban,
  director: row.director,
  adress: row.address,
})

const toCompany = (row: CompanyRow, change: RequisiteChangeRow | null): Company => ({
  id: row.id,
  ...requisitesOf(row),
  real_stock: row.realStock,
  requisite_change: change && {
    ...requisitesOf(change),
    status: change.status,
    reason: change.reason,
    created: iso(change.updatedAt)!,
    decided_at: iso(change.decidedAt),
  },
})

/**
 * A saved branch picked from the look-ups keeps the carrier's texts and refs once the carrier
 * confirms it; refs it does not know are refused, and while it does not answer the save waits
 * (nothing is written: the buyer may retry, or type the address as text).
 */
async function checkedNewPost(input: NewPostAddressInput, check: NovaPoshtaService['check'] | undefined) {
  if (!input.settlementRef || !input.warehouseRef)
    return { city: input.city, branch: input.branch, settlementRef: '', warehouseRef: '' }
  const checked = check ? await check(input) : null
  if (checked?.outcome === 'unknown')
    throw new AppError(
      'invalid_data',
      'Invalid request',
      { branch: ['Nova Poshta has no such branch in this city'] },
      { branch: 'unknown_branch' },
    )
  if (checked?.outcome !== 'verified')
    throw new AppError(
      'unavailable',
      'Nova Poshta does not answer now: try again, or type the city and branch yourself',
    )
  return {
    city: checked.pick.city,
    branch: checked.pick.branch,
    settlementRef: checked.pick.settlementRef ?? '',
    warehouseRef: checked.pick.warehouseRef ?? '',
  }
}

export function createProfileService(db: Db, checkNewPost?: NovaPoshtaService['check']): ProfileService {
  function wholesalerId(viewer: Viewer): number {
    if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
    if (!viewer.isWholesaler) throw new AppError('not_allowed', 'Company details are for wholesale partners only')
    return viewer.userId
  }

  const toCourier = (r: CourierAddressRow): CourierAddress => ({
    id: r.id,
    city: r.city,
    street: r.street,
    house: r.house,
    apartment: r.apartment,
  })
  const toNewPost = (r: NewPostAddressRow): NewPostAddress => ({
    id: r.id,
    city: r.city,
    branch: r.branch,
    settlement_ref: r.settlementRef,
    warehouse_ref: r.warehouseRef,
  })

  return {
    messagesOptIn: (userId) => messagesOptInOf(db, userId),
    async setMessagesOptIn(userId, optIn) {
      await setMessagesOptInOf(db, userId, optIn)
      return optIn
    },
    courierAddresses: async (userId) => (await courierAddressesOf(db, userId)).map(toCourier),

    async saveCourierAddress(userId, input) {
      const values = { city: COURIER_CITY, street: input.street, house: input.house, apartment: input.apartment }
      return toCourier(await saveCourierAddressOf(db, userId, values))
    },

    newPostAddresses: async (userId) => (await newPostAddressesOf(db, userId)).map(toNewPost),

    async saveNewPostAddress(userId, picked) {
      const input = await checkedNewPost(picked, checkNewPost)
      return toNewPost(await saveNewPostAddressOf(db, userId, input))
    },

    async companies(viewer) {
      const userId = wholesalerId(viewer)
      const [rows, change] = await Promise.all([ensuredCompanyOf(db, userId), latestRequisiteChange(db, userId)])
      return rows.map((row) => toCompany(row, change))
    },

    /**
     * Requisites on file change only with staff's approval: the proposed set (the pending one's,
     * else the approved one's, with this patch over it) is stored as the partner's one pending
     * change, or withdrawn when it equals the approved set; `real_stock` is the partner's own
     * setting and applies at once. Before anything is on file the patch applies directly.
     */
    async updateCompany(viewer, companyId, patch) {
      const userId = wholesalerId(viewer)
      const { adress, real_stock, ...rest } = patch
      const [current] = await ensuredCompanyOf(db, userId)
      if (!current || current.id !== companyId) throw new AppError('not_found', 'No such company')
      if (!requisitesOnFile(current)) {
        const changes = {
          ...rest,
          ...(adress !== undefined && { address: adress }),
          ...(real_stock !== undefined && { realStock: real_stock }),
        }
        const row = await updateCompanyOf(db, userId, companyId, changes)
        if (!row) throw new AppError('not_found', 'No such company')
        return toCompany(row, await latestRequisiteChange(db, userId))
      }
      const approved = requisitesOf(current)
      const latest = await latestRequisiteChange(db, userId)
      const base = latest?.status === 'pending' ? requisitesOf(latest) : approved
      const given = Object.entries({ ...rest, adress }).filter(([, v]) => v !== undefined)
      const proposed: RequisiteValues = { ...base, ...Object.fromEntries(given) }
      if (sameRequisites(proposed, approved)) await withdrawPendingRequisites(db, userId)
      else if (!sameRequisites(proposed, base) || latest?.status !== 'pending') {
        const { adress: address, ...others } = proposed
        await savePendingRequisites(db, userId, companyId, { ...others, address })
      }
      const row =
        real_stock !== undefined && real_stock !== current.realStock
          ? await updateCompanyOf(db, userId, companyId, { realStock: real_stock })
          : current
      return toCompany(row ?? current, await latestRequisiteChange(db, userId))
    },
  }
}
