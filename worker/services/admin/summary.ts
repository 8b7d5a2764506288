import type { AdminSalesPeriod, AdminSummary, StaffSettings } from '../../../app/contract/admin-staff'
import { kyivDate, kyivDayStart } from '../../../app/domain/kyiv-time'
import type { Locale } from '../../../app/domain/locale'
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from '../../../app/domain/order-revenue'
import type { Db } from '../../../db/client'
import { dashboardFigures, type SalesFigures } from '../../../db/queries/admin-summary'
import { setStaffSetting, staffSetting } from '../../../db/queries/staff-settings'

const DAY_MS = 24 * 3600 * 1000
/** How many low-stock variants and failed emails the start page lists (the counts cover all). */
const LISTED = 10
const LOW_STOCK_KEY = 'low_stock_threshold'

/** "YYYY-MM-DD" `days` before `day`. */
function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10)
}

function period(f: SalesFigures): AdminSalesPeriod {
  return {
    orders: f.orders,
    revenue: f.revenueUah,
    average_order: f.orders === 0 ? 0 : Math.round(f.totalUah / f.orders),
  }
}

export async function lowStockThreshold(db: Db): Promise<number> {
  const stored = await staffSetting(db, LOW_STOCK_KEY)
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 && stored <= MAX_LOW_STOCK_THRESHOLD
    ? stored
    : DEFAULT_LOW_STOCK_THRESHOLD
}

export async function staffSettings(db: Db): Promise<StaffSettings> {
  return { low_stock_threshold: await lowStockThreshold(db) }
}

export async function updateStaffSettings(db: Db, actorId: number, next: StaffSettings): Promise<StaffSettings> {
  const before = await staffSettings(db)
  await setStaffSetting(db, LOW_STOCK_KEY, next.low_stock_threshold, actorId, {
    actorId,
    action: 'settings.update',
    entity: 'settings',
    entityId: LOW_STOCK_KEY,
    before: { lowStockThreshold: before.low_stock_threshold },
    after: { lowStockThreshold: next.low_stock_threshold },
  })
  return staffSettings(db)
}

export async function adminSummary(db: Db, locale: Locale, now = Date.now()): Promise<AdminSummary> {
  const today = kyivDate(now)
  const threshold = await lowStockThreshold(db)
  const figures = await dashboardFigures(db, {
    reviewsSince: now - DAY_MS,
    todayFrom: kyivDayStart(today),
    weekFrom: kyivDayStart(daysBefore(today, 6)),
    lowStockBelow: threshold,
    listed: LISTED,
  })
  const { ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews } = figures
  const low = figures.lowStock
  const failed = figures.failedEmails
  return {
    orders_new: ordersNew,
    orders_to_ship: toShip,
    orders_refunded_open: figures.refundedNotCancelled,
    wholesale_requests: requests,
    partner_applications: applications,
    inbox_open: openLeads + openMessages,
    reviews_last_day: reviews,
    inbox_leads: openLeads,
    inbox_contact: openContact,
    today: period(figures.today),
    week: period(figures.week),
    low_stock: {
      threshold,
      count: low.total,
      variants: low.rows.map((v) => ({
        variant_id: v.variantId,
        product_id: v.productId,
        code: v.code,
        name: `${v.brand} ${locale === 'en' ? v.productEn || v.productUa : v.productUa}, ${locale === 'en' ? v.valueEn || v.valueUa : v.valueUa}`,
        stock: v.stock,
        stock_opt: v.stockOpt,
      })),
    },
    failed_emails: {
      count: failed.total,
      latest: failed.rows.map((e) => ({
        id: e.id,
        to: e.to,
        subject: e.subject,
        created: new Date(e.createdAt).toISOString(),
      })),
    },
  }
}
