import type { Client } from '@libsql/client'
import { z } from 'zod'
import { normaliseEmail } from '../app/domain/login-identifier'
import { hashPassword } from '../app/domain/password-hash'

export const staffAccountSchema = z.object({
  email: z.email('A valid email is required').max(254).transform(normaliseEmail),
  password: z.string().min(8, 'The password needs at least 8 characters').max(128),
  role: z.enum(['staff', 'admin']).default('staff'),
  firstName: z.string().trim().max(30).default(''),
  lastName: z.string().trim().max(30).default(''),
})
export type StaffAccountInput = z.input<typeof staffAccountSchema>

/**
 * Creates an active staff (or admin) account, or gives an existing account that role and a new
 * password. The password is hashed exactly as logins verify it; the audit log records the change
 * with no actor (a command run on the server, not a back-office user).
 */
export async function upsertStaffAccount(
  client: Client,
  input: StaffAccountInput,
): Promise<{ id: number; created: boolean }> {
  const account = staffAccountSchema.parse(input)
  const hash = await hashPassword(account.password)
  const existing = await client.execute({ sql: 'SELECT id, role FROM users WHERE email = ?', args: [account.email] })
  const before = existing.rows[0]
  const tx = await client.transaction('write')
  try {
    let id: number
    if (before) {
      id = Number(before.id)
      await tx.execute({
        sql: 'UPDATE users SET role = ?, password_hash = ?, is_active = 1, password_changed_at = ? WHERE id = ?',
        args: [account.role, hash, Date.now(), id],
      })
      // A new password ends the account's sessions.
      await tx.execute({
        sql: 'UPDATE refresh_token_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
        args: [Date.now(), id],
      })
    } else {
      const rs = await tx.execute({
        sql: 'INSERT INTO users (email, password_hash, first_name, last_name, role, is_active) VALUES (?, ?, ?, ?, ?, 1) RETURNING id',
        args: [account.email, hash, account.firstName, account.lastName, account.role],
      })
      id = Number(rs.rows[0]!.id)
    }
    await tx.execute({
      sql: `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after) VALUES (NULL, 'user.staff_account', 'user', ?, ?, ?)`,
      args: [
        String(id),
        before ? JSON.stringify({ role: before.role }) : null,
        JSON.stringify({ role: account.role, email: account.email, password: 'set' }),
      ],
    })
    await tx.commit()
    return { id, created: !before }
  } finally {
    tx.close()
  }
}
