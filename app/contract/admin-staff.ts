import { z } from 'zod'
import { MAX_LOW_STOCK_THRESHOLD } from '../domain/order-revenue'
import { USER_ROLES } from '../domain/staff-role'
import { USER_SORTS } from './admin-lists'
import { adminListQuery, idFilter, searchTerm, text } from './admin-common'

/** GET /admin/audit (admins only). */
export const adminAuditQuerySchema = adminListQuery(['created'], {
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  actor_id: idFilter,
})

/** GET /admin/users. */
export const adminUsersQuerySchema = adminListQuery(USER_SORTS, { role: z.enum(USER_ROLES).optional(), q: searchTerm })
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>

/** PATCH /admin/users/{id}/role (admins only, never one's own). */
export const roleChangeSchema = z.strictObject({ role: z.enum(USER_ROLES, { error: 'unknown_role' }) })

/** POST /admin/integration-keys (admins only): the key is shown once, then only its hash is kept. */
export const integrationKeyCreateSchema = z.strictObject({ name: text(80, { required: true }) })

export interface AdminUserRow {
  id: number
  email: string
  phone: string | null
  name: string
  role: (typeof USER_ROLES)[number]
  wholesale_status: 'none' | 'pending' | 'approved' | 'declined'
  is_active: boolean
  created: string
}

export interface AdminViewer {
  id: number
  email: string
  name: string
  role: (typeof USER_ROLES)[number]
}

export interface IntegrationKeyRow {
  id: number
  name: string
  created: string
  revoked: string | null
}

/** PATCH /admin/settings: what staff tune in the back office. */
export const staffSettingsSchema = z.strictObject({
  low_stock_threshold: z
    .number({ error: 'whole_number' })
    .int('whole_number')
    .min(0, 'not_below_zero')
    .max(MAX_LOW_STOCK_THRESHOLD, 'low_stock_range'),
})
export type StaffSettings = z.infer<typeof staffSettingsSchema>

/** The back office's start page: a day's and a week's sales, what waits, low stock and failed emails. */
export interface AdminSalesPeriod {
  /** Orders placed in the period (Kyiv time), declined ones left out. */
  orders: number
  /** Paid minus refunded, plus cash once delivered (app/domain/order-revenue.ts). */
  revenue: number
  /** The average order total of those orders. */
  average_order: number
}
export interface AdminLowStockVariant {
  variant_id: number
  product_id: number
  code: string
  name: string
  stock: number
  stock_opt: number
}
export interface AdminFailedEmail {
  id: number
  to: string
  subject: string
  created: string
}

/** What waits for staff and how the shop is doing, at a glance: the back office's start page. */
export interface AdminSummary {
  orders_new: number
  /** Paid or packed, and not refunded in full. */
  orders_to_ship: number
  /** Paid or packed, but their payment went back in full: staff cancel them rather than ship. */
  orders_refunded_open: number
  wholesale_requests: number
  partner_applications: number
  inbox_open: number
  reviews_last_day: number
  /** Which inbox tab the open items are on. */
  inbox_leads: number
  inbox_contact: number
  /** Since 00:00 Kyiv time today, and over the last seven Kyiv days including today. */
  today: AdminSalesPeriod
  week: AdminSalesPeriod
  low_stock: { threshold: number; count: number; variants: AdminLowStockVariant[] }
  failed_emails: { count: number; latest: AdminFailedEmail[] }
}
