import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import type { createWorkerApp } from '../../worker/router'

/** The seeded customer signs in through the Worker's own login route: the `session=…` cookie its answer sets. */
export async function liveSessionCookie(
  app: ReturnType<typeof createWorkerApp>,
  ctx: Parameters<ReturnType<typeof createWorkerApp>['fetch']>[2],
): Promise<string> {
  const login = await app.fetch(
    new Request('http://store.test/api/v1/company/auth/token/custom-login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@example.com', password: 'customer12345', recaptchaToken: DUMMY_TOKEN }),
    }),
    env,
    ctx,
  )
  expect(login.status).toBe(200)
  return login.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!
}
