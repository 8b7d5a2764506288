import { z } from 'zod'
import type { RequisiteValues } from '../domain/company-requisites'
import { LISTS, REQUISITE_STATUSES } from './admin-lists'
import { adminListQuery, searchTerm, text } from './admin-common'

/** GET /admin/requisite-changes: partners' changes of company requisites, waiting or decided. */
export const adminRequisitesQuerySchema = adminListQuery(LISTS.partners.sorts, {
  status: z.enum(REQUISITE_STATUSES).optional(),
  q: searchTerm,
})

/** POST /admin/requisite-changes/{id}/reject: staff's reason, shown to the partner, is optional. */
export const requisiteRejectSchema = z.strictObject({ reason: text(1000).optional() })

export interface AdminRequisiteChange {
  id: number
  user_id: number
  name: string
  email: string
  phone: string | null
  /** The company's approved requisites (what invoices print now). */
  current: RequisiteValues
  /** What the partner asks for. */
  proposed: RequisiteValues
  status: (typeof REQUISITE_STATUSES)[number]
  reason: string | null
  decided_by: string | null
  decided_at: string | null
  created: string
}
