import type { Db } from '../../../db/client'
import type { Cache } from '../cache'
import type { EmailService } from '../email'
import type { ShownStock } from '../shown-stock'
import type { RefundService } from '../payments/refunds'
import { createBrandCategoryEditor } from './brands-categories'
import { createCatalogueEditor } from './catalogue-editor'
import { createCatalogueRemoval } from './catalogue-removal'
import { createCustomerDesk } from './customers'
import { createImageEditor } from './images'
import { createInbox } from './inbox'
import { createIntegrationKeys } from './integration-keys'
import { createAdminOrders } from './orders'
import { createPartnerDesk } from './partners'
import { createPartnerTiers } from './partner-tiers'
import { createRequisiteDesk } from './requisite-changes'
import { createPriceImport } from './price-import'
import { createPriceSync } from './price-sync'
import { createCatalogueUpload } from './catalogue-upload'
import { createProductBulk } from './product-bulk'
import { createPromoCodes } from './promo-codes'
import { createReviewDesk } from './reviews'
import { createStaffService } from './staff'
import type { Locale } from '../../../app/domain/locale'
import type { StaffSettings } from '../../../app/contract/admin-staff'
import { adminSummary, staffSettings, updateStaffSettings } from './summary'

export interface AdminDeps {
  db: Db
  cache: Cache
  media: R2Bucket
  email: EmailService
  refunds: RefundService
  /** What runs when a staff write turns a variant from pre-order to in stock (worker/services/shown-stock.ts). */
  shownStock?: ShownStock
}

/** The back office's use cases; each writes its audit rows beside its changes. */
export function createAdminServices(deps: AdminDeps) {
  return {
    orders: createAdminOrders(deps.db, deps.email, deps.refunds, deps.shownStock),
    staff: createStaffService(deps.db),
    customers: createCustomerDesk(deps.db),
    integrationKeys: createIntegrationKeys(deps.db),
    catalogue: createCatalogueEditor(deps.db, deps.cache),
    productBulk: createProductBulk(deps.db, deps.cache),
    images: createImageEditor(deps.db, deps.cache, deps.media),
    brandsCategories: createBrandCategoryEditor(deps.db, deps.cache),
    catalogueRemoval: createCatalogueRemoval(deps.db, deps.cache),
    promoCodes: createPromoCodes(deps.db),
    priceImport: createPriceImport(deps.db, deps.cache),
    priceSync: createPriceSync(deps.db, deps.cache, deps.email),
    catalogueUpload: createCatalogueUpload(deps.db, deps.cache),
    partners: createPartnerDesk(deps.db, deps.email, deps.media),
    partnerTiers: createPartnerTiers(deps.db),
    requisites: createRequisiteDesk(deps.db),
    reviews: createReviewDesk(deps.db),
    inbox: createInbox(deps.db),
    summary: (locale: Locale) => adminSummary(deps.db, locale),
    settings: {
      get: () => staffSettings(deps.db),
      update: (actorId: number, next: StaffSettings) => updateStaffSettings(deps.db, actorId, next),
    },
  }
}
export type AdminServices = ReturnType<typeof createAdminServices>
