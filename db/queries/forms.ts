import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { contactMessages, leads, partnerApplications, partnerOptions } from '../schema'

export type PartnerOptionRow = typeof partnerOptions.$inferSelect
export type NewContactMessage = typeof contactMessages.$inferInsert
export type NewLead = typeof leads.$inferInsert
export type NewPartnerApplication = typeof partnerApplications.$inferInsert

export function allPartnerOptions(db: Db): Promise<PartnerOptionRow[]> {
  return db
    .select()
    .from(partnerOptions)
    .orderBy(asc(partnerOptions.kind), asc(partnerOptions.sortOrder), asc(partnerOptions.id))
}

/** The options among `ids`, with their kinds, so a caller can check each id names an option of the right list. */
export function partnerOptionsByIds(
  db: Db,
  ids: number[],
): Promise<Pick<PartnerOptionRow, 'id' | 'kind' | 'nameUa'>[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({ id: partnerOptions.id, kind: partnerOptions.kind, nameUa: partnerOptions.nameUa })
    .from(partnerOptions)
    .where(inArray(partnerOptions.id, ids))
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<number> {
  const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id })
  return saved!.id
}

export async function insertLead(db: Db, row: NewLead): Promise<number> {
  const [saved] = await db.insert(leads).values(row).returning({ id: leads.id })
  return saved!.id
}

export async function insertPartnerApplication(db: Db, row: NewPartnerApplication): Promise<number> {
  const [saved] = await db.insert(partnerApplications).values(row).returning({ id: partnerApplications.id })
  return saved!.id
}
