import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { LoginIdentifier } from '../../app/domain/login-identifier'
import type { Db } from '../client'
import { companies, users, wholesaleRequests } from '../schema'

export type UserRow = typeof users.$inferSelect

/** An active user with their company's real-stock flag (null when they have no company). */
export async function activeAccount(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; realStock: boolean | null } | null> {
  const [row] = await db
    .select({ user: users, realStock: companies.realStock })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.blockedAt)))
    .limit(1)
  return row ?? null
}

/** Whoever a login names (by email or phone), active, blocked or not. */
export async function loginCandidate(db: Db, identifier: LoginIdentifier) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, blockedAt: users.blockedAt })
    .from(users)
    .where(identifier.kind === 'email' ? eq(users.email, identifier.email) : eq(users.phone, identifier.phone))
    .limit(1)
  return user ?? null
}

export async function userById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user ?? null
}

export async function activeUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1)
  return user ?? null
}

/** Accounts that already hold this email or this phone. */
export function accountsWithEmailOrPhone(db: Db, email: string, phone: string) {
  return db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, phone)))
}

export async function phoneTakenByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1)
  return taken !== undefined
}

/**
 * Replaces a password hash only while it is still `expectedHash` (the hash a check or a link was
 * verified against), so of two concurrent changes one wins. `changedAt` is set for a new password,
 * not for a rehash of the same one. Answers whether it was replaced.
 */
export async function replacePasswordHash(
  db: Db,
  userId: number,
  expectedHash: string,
  nextHash: string,
  changedAt?: number,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ passwordHash: nextHash, ...(changedAt !== undefined && { passwordChangedAt: changedAt }) })
    .where(and(eq(users.id, userId), eq(users.passwordHash, expectedHash)))
    .returning({ id: users.id })
  return changed.length > 0
}

export async function setPasswordHash(db: Db, userId: number, hash: string, changedAt: number): Promise<void> {
  await db.update(users).set({ passwordHash: hash, passwordChangedAt: changedAt }).where(eq(users.id, userId))
}

export type ProfileChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'fatherName' | 'phone' | 'country' | 'city'>
>

/** The user's own fields and their company's real-stock flag, in one batch (a taken phone fails both). */
export async function updateAccount(
  db: Db,
  userId: number,
  changes: ProfileChanges,
  realStock?: boolean,
): Promise<void> {
  const userUpdate = Object.keys(changes).length > 0 ? db.update(users).set(changes).where(eq(users.id, userId)) : null
  const companyUpdate =
    realStock !== undefined ? db.update(companies).set({ realStock }).where(eq(companies.userId, userId)) : null
  if (userUpdate && companyUpdate) await db.batch([userUpdate, companyUpdate])
  else if (userUpdate) await userUpdate
  else if (companyUpdate) await companyUpdate
}

export type NewUser = typeof users.$inferInsert

/**
 * A new account; a partner's also gets its wholesale request and an empty company, in one batch.
 * Answers the new user's id; a taken email or phone fails on the unique indexes.
 */
export async function insertAccount(
  db: Db,
  row: NewUser & { email: string },
  partner?: { companyName: string; position: string; city: string },
): Promise<number> {
  const userId = sql`(SELECT id FROM users WHERE email = ${row.email})`
  const [inserted] = partner
    ? await db.batch([
        db.insert(users).values(row).returning({ id: users.id }),
        db
          .insert(wholesaleRequests)
          .values({ userId, companyName: partner.companyName, position: partner.position, city: partner.city }),
        db.insert(companies).values({ userId, name: partner.companyName, email: row.email }),
      ])
    : [await db.insert(users).values(row).returning({ id: users.id })]
  return inserted[0]!.id
}

/** Conditional: of two activations with one link, one flips the account. */
export async function activateUser(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, userId), eq(users.isActive, false)))
}
