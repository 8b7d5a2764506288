import type { Company, CompanyUpdate, CourierAddress, NewPostAddress } from '../../../app/contract/account'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  type CompanyRow,
  type CourierAddressRow,
  courierAddressesOf,
  ensuredCompanyOf,
  type NewPostAddressRow,
  newPostAddressesOf,
  saveCourierAddressOf,
  saveNewPostAddressOf,
  updateCompanyOf,
} from '../../../db/queries/profile'
import { type Viewer } from '../../../app/domain/viewer'

/** Courier deliveries go to Kyiv only (spec §3 Order form data). */
export const COURIER_CITY = 'Київ'

export interface ProfileService {
  courierAddresses(userId: number): Promise<CourierAddress[]>
  /** Saves the user's courier address (one per user: a second save updates it). */
  saveCourierAddress(userId: number, input: { street: string; house: string; apartment: string }): Promise<CourierAddress>
  newPostAddresses(userId: number): Promise<NewPostAddress[]>
  saveNewPostAddress(userId: number, input: { city: string; branch: string }): Promise<NewPostAddress>
  /** The wholesaler's company as a one-item list; 403 for everyone else. */
  companies(viewer: Viewer): Promise<Company[]>
  updateCompany(viewer: Viewer, companyId: number, patch: CompanyUpdate): Promise<Company>
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

export function createProfileService(db: Db): ProfileService {
  function wholesalerId(viewer: Viewer): number {
    if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
    if (!viewer.isWholesaler) throw new AppError('not_allowed', 'Company details are for wholesale partners only')
    return viewer.userId
  }

  const toCourier = (r: CourierAddressRow): CourierAddress => ({ id: r.id, city: r.city, street: r.street, house: r.house, apartment: r.apartment })
  const toNewPost = (r: NewPostAddressRow): NewPostAddress => ({ id: r.id, city: r.city, branch: r.branch })

  return {
    courierAddresses: async (userId) => (await courierAddressesOf(db, userId)).map(toCourier),

    async saveCourierAddress(userId, input) {
      const values = { city: COURIER_CITY, street: input.street, house: input.house, apartment: input.apartment }
      return toCourier(await saveCourierAddressOf(db, userId, values))
    },

    newPostAddresses: async (userId) => (await newPostAddressesOf(db, userId)).map(toNewPost),

    async saveNewPostAddress(userId, input) {
      return toNewPost(await saveNewPostAddressOf(db, userId, input))
    },

    async companies(viewer) {
      const userId = wholesalerId(viewer)
      return (await ensuredCompanyOf(db, userId)).map(toCompany)
    },

    async updateCompany(viewer, companyId, patch) {
      const userId = wholesalerId(viewer)
      const { adress, real_stock, ...rest } = patch
      const changes = { ...rest, ...(adress !== undefined && { address: adress }), ...(real_stock !== undefined && { realStock: real_stock }) }
      const row = await updateCompanyOf(db, userId, companyId, changes)
      if (!row) throw new AppError('not_found', 'No such company')
      return toCompany(row)
    },
  }
}
