import { adminInvoices } from './invoices'
import { Hono } from 'hono'
import { AppError } from '../../../app/domain/app-error'
import { isStaff } from '../../../app/domain/staff-role'
import type { ApiEnv } from '../app-env'
import { adminCatalogue } from './catalogue'
import { adminCustomers } from './customers'
import { adminFiscal } from './fiscal'
import { adminDeliveries } from './deliveries'
import { adminFeeds } from './feeds'
import { localiseAdminError, localiseErrors } from './localise'
import { adminOrders } from './orders'
import { adminPeople } from './people'
import { adminPriceList } from './price-list'
import { adminHeldPrices } from './held-prices'
import { adminCatalogueImport } from './catalogue-import'
import { adminPromoCodes } from './promo-codes'
import { adminPartnerTiers } from './partner-tiers'
import { adminRequisites } from './requisites'
import { adminStaff } from './staff'
import { adminWaybills } from './waybills'

/**
 * The back office's API under /api/v1/admin. Every request is checked here, on the server: no
 * token is a 401, a token of anyone but staff or an admin is a 403. The role is read from the
 * database on each request (worker/services/catalogue/viewer.ts), so a demotion takes effect at once.
 */
export const admin = new Hono<ApiEnv>({ strict: false })
  .use(async (c, next) => {
    const viewer = c.var.viewer
    if (viewer.userId === null) throw localiseAdminError(c.var.locale, new AppError('unauthorized', 'unauthorized'))
    if (!isStaff(viewer.role)) throw localiseAdminError(c.var.locale, new AppError('not_allowed', 'staff_only'))
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .use(localiseErrors)
  .route('/orders', adminWaybills)
  .route('/', adminInvoices)
  .route('/orders', adminOrders)
  .route('/fiscal', adminFiscal)
  .route('/deliveries', adminDeliveries)
  .route('/promo-codes', adminPromoCodes)
  .route('/price-list/held', adminHeldPrices)
  .route('/price-list', adminPriceList)
  .route('/catalogue-import', adminCatalogueImport)
  .route('/', adminStaff)
  .route('/', adminCustomers)
  .route('/', adminCatalogue)
  .route('/', adminPeople)
  .route('/', adminPartnerTiers)
  .route('/', adminRequisites)
  .route('/feeds', adminFeeds)
