import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, courierAddresses, newPostAddresses, users } from '../schema'

export type CompanyRow = typeof companies.$inferSelect
export type CourierAddressRow = typeof courierAddresses.$inferSelect
export type NewPostAddressRow = typeof newPostAddresses.$inferSelect

export const courierAddressesOf = (db: Db, userId: number) =>
  db.select().from(courierAddresses).where(eq(courierAddresses.userId, userId)).orderBy(desc(courierAddresses.id))

export const newPostAddressesOf = (db: Db, userId: number) =>
  db.select().from(newPostAddresses).where(eq(newPostAddresses.userId, userId)).orderBy(desc(newPostAddresses.id))

type CourierValues = Pick<CourierAddressRow, 'city' | 'street' | 'house' | 'apartment'>

/** One courier address per user: updates the latest one, or adds the first, in one transaction. */
export function saveCourierAddressOf(db: Db, userId: number, values: CourierValues): Promise<CourierAddressRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: courierAddresses.id })
      .from(courierAddresses)
      .where(eq(courierAddresses.userId, userId))
      .orderBy(desc(courierAddresses.id))
      .limit(1)
    const [row] = current
      ? await tx.update(courierAddresses).set(values).where(eq(courierAddresses.id, current.id)).returning()
      : await tx
          .insert(courierAddresses)
          .values({ ...values, userId })
          .returning()
    return row!
  })
}

/** One Nova Poshta address per user, the same way. */
export function saveNewPostAddressOf(
  db: Db,
  userId: number,
  values: Pick<NewPostAddressRow, 'city' | 'branch'> &
    Partial<Pick<NewPostAddressRow, 'settlementRef' | 'warehouseRef'>>,
): Promise<NewPostAddressRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: newPostAddresses.id })
      .from(newPostAddresses)
      .where(eq(newPostAddresses.userId, userId))
      .orderBy(desc(newPostAddresses.id))
      .limit(1)
    const [row] = current
      ? await tx.update(newPostAddresses).set(values).where(eq(newPostAddresses.id, current.id)).returning()
      : await tx
          .insert(newPostAddresses)
          .values({ ...values, userId })
          .returning()
    return row!
  })
}

/** The user's company; a partner approved by staff may have no row yet, so an empty one is made first. */
export async function ensuredCompanyOf(db: Db, userId: number): Promise<CompanyRow[]> {
  const [, rows] = await db.batch([
    db.insert(companies).values({ userId }).onConflictDoNothing({ target: companies.userId }),
    db.select().from(companies).where(eq(companies.userId, userId)).limit(1),
  ])
  return rows
}

export type CompanyChanges = Partial<Omit<CompanyRow, 'id' | 'userId'>>

/** Changes the user's own company (another user's id finds nothing); answers it, or null. */
export async function updateCompanyOf(
  db: Db,
  userId: number,
  companyId: number,
  changes: CompanyChanges,
): Promise<CompanyRow | null> {
  const where = and(eq(companies.id, companyId), eq(companies.userId, userId))
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(companies).set(changes).where(where).returning()
      : await db.select().from(companies).where(where).limit(1)
  return row ?? null
}

/** Whether the user wants Viber/SMS messages about orders (the checkout's box starts ticked then). */
export async function messagesOptInOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ optIn: users.messagesOptIn }).from(users).where(eq(users.id, userId)).limit(1)
  return row?.optIn ?? false
}

export async function setMessagesOptInOf(db: Db, userId: number, optIn: boolean): Promise<void> {
  await db.update(users).set({ messagesOptIn: optIn }).where(eq(users.id, userId))
}
