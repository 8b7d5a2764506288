import { z } from 'zod'
import { REVIEW_MODERATIONS } from '../domain/reviews'
import {
  APPLICATION_STATUSES,
  COMMENT_FILTER_STATUSES,
  COMMENT_STATUSES,
  COMMENT_TYPES,
  LISTS,
  MESSAGE_KINDS,
  WHOLESALE_STATUSES,
} from './admin-lists'
import { adminListQuery, booleanFilter, idFilter, searchTerm, text } from './admin-common'

/** GET /admin/wholesale-requests: partner registrations waiting for (or given) a decision. */
export const adminWholesaleQuerySchema = adminListQuery(LISTS.partners.sorts, {
  status: z.enum(WHOLESALE_STATUSES).optional(),
  q: searchTerm,
})
/** GET /admin/partner-applications: the /core/partner form. */
export const adminApplicationsQuerySchema = adminListQuery(LISTS.partners.sorts, {
  status: z.enum(APPLICATION_STATUSES).optional(),
  q: searchTerm,
})

/** POST …/{id}/decline: the reason goes to the applicant. */
export const declineSchema = z.strictObject({ reason: text(1000, { required: true }) })

export interface AdminWholesaleRequest {
  id: number
  user_id: number
  email: string
  phone: string | null
  name: string
  company_name: string
  position: string
  city: string
  status: 'pending' | 'approved' | 'declined'
  reason: string | null
  decided_by: string | null
  decided_at: string | null
  created: string
}

export interface AdminPartnerApplication {
  id: number
  last_name: string
  first_name: string
  patronymic: string
  email: string
  phone: string
  date_of_birth: string
  position: string | null
  education: string | null
  specialization: string | null
  workplace: string | null
  how_they_heard: string | null
  clinic_name: string
  address: string
  professional_social_media: string
  clinic_website: string
  brands_worked_with: string
  status: 'new' | 'approved' | 'declined'
  created: string
}

/** GET /admin/comments: the newest reviews and questions across products. */
export const adminCommentsQuerySchema = adminListQuery(LISTS.comments.sorts, {
  status: z.enum(COMMENT_FILTER_STATUSES).optional(),
  type: z.enum(COMMENT_TYPES).optional(),
  product_id: idFilter,
  q: searchTerm,
})
export const moderationSchema = z.strictObject({
  status: z.enum(COMMENT_STATUSES, { error: 'published_or_hidden' }),
})

/** POST /admin/comments/bulk: hide or show up to 100 reviews at once. */
export const bulkModerationSchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'must_be_id' }).int('must_be_id').positive('must_be_id'), { error: 'at_least_one_item' })
    .min(1, 'at_least_one_item')
    .max(100),
  status: z.enum(COMMENT_STATUSES, { error: 'published_or_hidden' }),
})
/** POST /admin/comments/{id}/replies: an answer on behalf of the store. */
export const storeReplySchema = z.strictObject({ text: text(2000, { required: true }) })

export interface AdminComment {
  id: number
  type: 'COMMENT' | 'QUESTION'
  text: string
  rate: number | null
  status: 'published' | 'hidden' | 'pending'
  product_id: number
  product_name: string
  product_slug: string
  user_id: number
  user_name: string
  user_email: string
  created: string
  replies: {
    id: number
    text: string
    by_store: boolean
    status: 'published' | 'hidden'
    user_name: string
    created: string
  }[]
}

/** GET /admin/inbox/leads and /admin/inbox/messages (contact form and recall requests). */
export const adminLeadsQuerySchema = adminListQuery(LISTS.inbox.sorts, { handled: booleanFilter, q: searchTerm })
export const adminMessagesQuerySchema = adminListQuery(LISTS.inbox.sorts, {
  kind: z.enum(MESSAGE_KINDS).optional(),
  handled: booleanFilter,
  q: searchTerm,
})
export const handledSchema = z.strictObject({ handled: z.boolean({ error: 'true_or_false' }) })

export interface AdminLead {
  id: number
  full_name: string
  phone: string
  business_type: string
  link: string
  brand: string
  utm: string
  handled: boolean
  created: string
}

export interface AdminMessage {
  id: number
  kind: 'contact' | 'recall'
  subject: string
  first_name: string
  email: string
  phone: string
  text: string
  handled: boolean
  created: string
}

/** GET and PUT /admin/settings/reviews: publish reviews and questions at once, or hold them for approval. */
export const reviewSettingsSchema = z.strictObject({
  moderation: z.enum(REVIEW_MODERATIONS, { error: 'publish_or_hold' }),
})
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>
