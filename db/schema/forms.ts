import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { nowMs } from './columns'

/** Option lists of the partner application form (positions, educations, …), seeded. */
export const partnerOptions = sqliteTable(
  'partner_options',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['position', 'education', 'specialization', 'workplace', 'how_they'] }).notNull(),
    nameUa: text('name_ua').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('partner_options_kind_name_uq').on(t.kind, t.nameUa)],
)

export const partnerApplications = sqliteTable(
  'partner_applications',
  {
    id: integer('id').primaryKey(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    patronymic: text('patronymic').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    positionId: integer('position_id').references(() => partnerOptions.id),
    educationId: integer('education_id').references(() => partnerOptions.id),
    specializationId: integer('specialization_id').references(() => partnerOptions.id),
    workplaceId: integer('workplace_id').references(() => partnerOptions.id),
    howTheyHeardId: integer('how_they_heard_id').references(() => partnerOptions.id),
    clinicName: text('clinic_name').notNull(),
    address: text('address').notNull(),
    professionalSocialMedia: text('professional_social_media').notNull().default(''),
    clinicWebsite: text('clinic_website').notNull().default(''),
    brandsWorkedWith: text('brands_worked_with').notNull().default(''),
    /** R2 key of the certificate photo, unguessable. */
    certificateKey: text('certificate_key').notNull(),
    status: text('status', { enum: ['new', 'approved', 'declined'] })
      .notNull()
      .default('new'),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [
    index('partner_applications_created_idx').on(t.createdAt),
    // The dashboard counts new applications without reading the table.
    index('partner_applications_status_idx').on(t.status),
  ],
)

export const leads = sqliteTable(
  'leads',
  {
    id: integer('id').primaryKey(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    businessType: text('business_type', { enum: ['cosmetologist', 'store', 'salon'] }).notNull(),
    link: text('link').notNull().default(''),
    brand: text('brand').notNull(),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    utmTerm: text('utm_term').notNull().default(''),
    utmContent: text('utm_content').notNull().default(''),
    handled: integer('handled', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    // The dashboard counts those not yet handled without reading the table.
    index('leads_handled_idx').on(t.handled),
  ],
)

/** Contact-form messages and recall requests (kind). */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'recall'] }).notNull(),
    subject: text('subject').notNull().default(''),
    firstName: text('first_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    text: text('text').notNull().default(''),
    handled: integer('handled', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.kind, t.createdAt),
    // The dashboard counts those not yet handled, of each kind, without reading the table.
    index('contact_messages_handled_idx').on(t.handled, t.kind),
  ],
)
