import { z } from 'zod'
import type { OrderStatus, PaymentType } from '../domain/order-status'
import type { UserRole } from '../domain/staff-role'

/** POST /admin/users/{id}/block (admins only, never one's own account). */
export const accountBlockSchema = z.strictObject({ blocked: z.boolean({ error: 'true_or_false' }) })

/** GET /admin/users/{id}: one account with what staff need to help its owner. */
export interface AdminCustomerDetail {
  id: number
  email: string
  phone: string | null
  first_name: string
  last_name: string
  father_name: string
  city: string
  locale: 'ua' | 'en'
  role: UserRole
  is_active: boolean
  blocked_at: string | null
  created: string
  wholesale_status: 'none' | 'pending' | 'approved' | 'declined'
  company: string | null
  wholesale_request: {
    status: 'pending' | 'approved' | 'declined'
    company_name: string
    position: string
    created: string
  } | null
  orders: { id: number; number: string; created: string; status: OrderStatus; pay_type: PaymentType; total: number }[]
  reviews: {
    id: number
    type: 'COMMENT' | 'QUESTION'
    text: string
    rate: number | null
    status: 'published' | 'hidden' | 'pending'
    created: string
    product_id: number
    product_name: string
  }[]
}
