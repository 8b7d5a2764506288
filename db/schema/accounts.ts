import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { USER_ROLES } from '../../app/domain/staff-role'
import { nowMs } from './columns'
import { partnerTiers } from './partner-tiers'

export { USER_ROLES }
/** none: retail; pending: asked to become a partner; approved: wholesaler; declined: refused by staff. */
export const WHOLESALE_STATUSES = ['none', 'pending', 'approved', 'declined'] as const

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fatherName: text('father_name').notNull().default(''),
    country: text('country').notNull().default('Україна'),
    city: text('city').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    wholesaleStatus: text('wholesale_status', { enum: WHOLESALE_STATUSES }).notNull().default('none'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(false),
    locale: text('locale', { enum: ['ua', 'en'] })
      .notNull()
      .default('ua'),
    /** Set by an admin: a blocked account cannot sign in and its sessions end; null while it may. */
    blockedAt: integer('blocked_at'),
    /** The buyer wants Viber/SMS messages about orders: the checkout's box starts ticked. */
    messagesOptIn: integer('messages_opt_in', { mode: 'boolean' }).notNull().default(false),
    /** The partner's price tier, set by staff; null: the plain wholesale price. */
    partnerTierId: integer('partner_tier_id').references(() => partnerTiers.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull().default(nowMs),
    passwordChangedAt: integer('password_changed_at').notNull().default(nowMs),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_phone_uq').on(t.phone)],
)

/** A partner's wish to buy wholesale, from /registration/business; staff approve or decline it. */
export const wholesaleRequests = sqliteTable(
  'wholesale_requests',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    position: text('position').notNull(),
    city: text('city').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: integer('decided_at'),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('wholesale_requests_status_idx').on(t.status, t.createdAt)],
)

export const companies = sqliteTable(
  'companies',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    code: text('code').notNull().default(''),
    email: text('email').notNull().default(''),
    iban: text('iban').notNull().default(''),
    director: text('director').notNull().default(''),
    /** `adress` on the wire. */
    address: text('address').notNull().default(''),
    realStock: integer('real_stock', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [uniqueIndex('companies_user_uq').on(t.userId)],
)

export const courierAddresses = sqliteTable(
  'courier_addresses',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull().default('Київ'),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment').notNull().default(''),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('courier_addresses_user_idx').on(t.userId)],
)

export const newPostAddresses = sqliteTable(
  'new_post_addresses',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    branch: text('branch').notNull(),
    /** The carrier's refs of the saved branch ('' when typed as free text). */
    settlementRef: text('settlement_ref').notNull().default(''),
    warehouseRef: text('warehouse_ref').notNull().default(''),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('new_post_addresses_user_idx').on(t.userId)],
)

/** Refresh tokens rotate inside a family; a reused token revokes its family. Only hashes are stored. */
export const refreshTokenFamilies = sqliteTable(
  'refresh_token_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: integer('revoked_at'),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
)

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
)

/** Every email the store sends; the production adapter delivers it, dev and tests read it at /dev/outbox. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    locale: text('locale', { enum: ['ua', 'en'] }).notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    createdAt: integer('created_at').notNull().default(nowMs),
    sentAt: integer('sent_at'),
    /** Set by an email that must leave once (an outbox job's): a retried job writes no second copy. */
    onceKey: text('once_key'),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    uniqueIndex('email_outbox_once_key_idx')
      .on(t.onceKey)
      .where(sql`once_key IS NOT NULL`),
  ],
)

/** Who changed what in the back office, with the before and after as JSON. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: text('before', { mode: 'json' }),
    after: text('after', { mode: 'json' }),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/** Keys of outside integrations (the ERP price sync); only the SHA-256 hash is stored. */
export const integrationKeys = sqliteTable(
  'integration_keys',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: integer('created_at').notNull().default(nowMs),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('integration_keys_hash_uq').on(t.keyHash)],
)

/** Settings staff change in the back office (the low-stock threshold), one JSON value per key. */
export const staffSettings = sqliteTable('staff_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: integer('updated_at').notNull().default(nowMs),
})
