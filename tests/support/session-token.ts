import { randomUUID } from 'node:crypto'
import { signAccessToken } from '../../worker/services/auth/access-token'

export type Execute = (sql: string, args: (string | number)[]) => Promise<unknown>

/**
 * An access token of a session opened straight in the database (a refresh-token family, as a login
 * starts), signed with `secret`: the API honours it only while that family is open and only when
 * the secret is the store's own.
 */
export async function sessionAccessToken(execute: Execute, userId: number, secret: string): Promise<string> {
  const sessionId = randomUUID()
  await execute('INSERT INTO refresh_token_families (id, user_id) VALUES (?, ?)', [sessionId, userId])
  return signAccessToken({ userId, sessionId }, secret)
}
