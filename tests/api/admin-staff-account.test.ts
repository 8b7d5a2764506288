import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertStaffAccount } from '../../scripts/staff-account'
import { tokenPairSchema } from '../../app/contract/auth'
import { adminDbFile, createAdminClient, ok, sql } from '../support/admin'
import { createClient } from '@libsql/client'

let client: Awaited<ReturnType<typeof createAdminClient>>
beforeAll(async () => {
  client = await createAdminClient()
})
afterAll(() => client.dispose())

const login = async (email: string, password: string) =>
  client.request('/api/v1/company/auth/token/custom-login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, recaptchaToken: 'XXXX.DUMMY.TOKEN.XXXX' }),
  })

describe('npm run staff:create', () => {
  it('creates a staff account that can log in and open the back office, recorded in the audit log', async () => {
    const email = `new.staff.${Date.now()}@example.com`
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/staff-create.ts', '--email', email, '--password', 'staff-pass-123'],
      {
        env: { ...process.env, LOCAL_DB_FILE: adminDbFile(), TURSO_DATABASE_URL: '' },
      },
    )
    expect(stdout).toMatch(new RegExp(`created staff account #\\d+ ${email.replace(/\./g, '\\.')}`))
    const { access } = tokenPairSchema.parse(await ok(await login(email, 'staff-pass-123')))
    const me = await ok<{ role: string }>(
      await client.request('/api/v1/admin/me', { headers: { authorization: `Bearer ${access}` } }),
    )
    expect(me.role).toBe('staff')
    const [entry] = await sql(
      'SELECT actor_id, action, after FROM audit_log WHERE entity = ? AND entity_id = (SELECT CAST(id AS TEXT) FROM users WHERE email = ?)',
      ['user', email],
    )
    expect(entry).toMatchObject({ actor_id: null, action: 'user.staff_account' })
    expect(String(entry!.after)).not.toContain('staff-pass-123')
  })

  it('gives an existing account the role and a new password, and refuses bad input', async () => {
    const email = `customer.promoted.${Date.now()}@example.com`
    await sql(`INSERT INTO users (email, password_hash, is_active) VALUES (?, 'x', 0)`, [email])
    const db = createClient({ url: `file:${adminDbFile()}` })
    try {
      expect(
        (await upsertStaffAccount(db, { email: email.toUpperCase(), password: 'admin-pass-123', role: 'admin' }))
          .created,
      ).toBe(false)
      await expect(upsertStaffAccount(db, { email: 'not-an-email', password: 'x' })).rejects.toThrow(/valid email/)
      await expect(upsertStaffAccount(db, { email, password: 'short' })).rejects.toThrow(/at least 8/)
    } finally {
      db.close()
    }
    expect((await sql('SELECT role, is_active FROM users WHERE email = ?', [email]))[0]).toEqual({
      role: 'admin',
      is_active: 1,
    })
    expect((await login(email, 'admin-pass-123')).status).toBe(200)
  })
})
