import type { Db } from '../../../db/client'
import type { Cache } from '../cache'
import type { EmailSender } from './email-port'
import { createIntegrationKeys } from './integration-keys'
import { createAdminOrders } from './orders'
import { createStaffService } from './staff'

export interface AdminDeps {
  db: Db
  cache: Cache
  media: R2Bucket
  email: EmailSender
}

/** The back office's use cases; each writes its audit rows beside its changes. */
export function createAdminServices(deps: AdminDeps) {
  return {
    orders: createAdminOrders(deps.db, deps.email),
    staff: createStaffService(deps.db),
    integrationKeys: createIntegrationKeys(deps.db),
  }
}
export type AdminServices = ReturnType<typeof createAdminServices>
