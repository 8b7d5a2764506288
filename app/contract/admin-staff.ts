import { z } from 'zod'
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
