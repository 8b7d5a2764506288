import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema'
import { verifyAccessToken } from '../auth/access-token'
import { ANONYMOUS, type Viewer } from './product-dto'

/**
 * Who is asking, decided by the server alone: a valid bearer access token of an active user, and
 * wholesale prices only when that user's wholesale status is approved, and the user's role read on
 * every request (a demoted staff member loses the back office at once). Anything else is anonymous.
 */
export async function viewerFromAuthorization(db: Db, jwtSecret: string, authorization: string | undefined): Promise<Viewer> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token) return ANONYMOUS
  const userId = await verifyAccessToken(token, jwtSecret)
  if (userId === null) return ANONYMOUS
  const [user] = await db
    .select({ id: users.id, wholesaleStatus: users.wholesaleStatus, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1)
  if (!user) return ANONYMOUS
  return { userId: user.id, isWholesaler: user.wholesaleStatus === 'approved', role: user.role }
}
