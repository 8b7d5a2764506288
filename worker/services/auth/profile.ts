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

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  code: row.code,
  email: row.email,
  iban: row.iban,
  director: row.director,
  adress: row.address,
  real_stock: row.realStock,
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
      return (await ensuredCompanyOf(db, userId)).map(toCompany)
    },

    async updateCompany(viewer, companyId, patch) {
      const userId = wholesalerId(viewer)
      const { adress, real_stock, ...rest } = patch
      const changes = {
        ...rest,
        ...(adress !== undefined && { address: adress }),
        ...(real_stock !== undefined && { realStock: real_stock }),
      }
      const row = await updateCompanyOf(db, userId, companyId, changes)
      if (!row) throw new AppError('not_found', 'No such company')
      return toCompany(row)
    },
  }
}
