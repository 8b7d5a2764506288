import { describe, expect, it } from 'vitest'
import {
  DUMMY_TOKEN,
  localSiteverify,
  type SiteverifyAnswer,
  TEST_SECRETS,
  verifyTurnstileToken,
} from '../../worker/adapters/turnstile'

/** Cloudflare's siteverify at the network edge, answering in its documented shape. */
function siteverify(answer: SiteverifyAnswer, seen: URLSearchParams[] = []): typeof fetch {
  return async (_url, init) => {
    seen.push(new URLSearchParams(String(init?.body)))
    return Response.json(answer)
  }
}
const live = { secret: '0x4AAAAAAAlive', expectedHostname: 'beautypro.ua' }

describe('Turnstile verification', () => {
  it('accepts a success for this hostname and action, sending secret, token and IP', async () => {
    const seen: URLSearchParams[] = []
    const fetch = siteverify({ success: true, hostname: 'beautypro.ua', action: 'login', 'error-codes': [] }, seen)
    expect(await verifyTurnstileToken({ ...live, fetch }, 'tok', 'login', '203.0.113.9')).toEqual({ ok: true })
    expect(Object.fromEntries(seen[0]!)).toEqual({ secret: live.secret, response: 'tok', remoteip: '203.0.113.9' })
  })

  it.each([
    ['a failure', { success: false, 'error-codes': ['invalid-input-response'] }, /invalid-input-response/],
    ['another hostname', { success: true, hostname: 'evil.example', action: 'login' }, /hostname/],
    ['another action', { success: true, hostname: 'beautypro.ua', action: 'contact' }, /action/],
  ])('refuses %s', async (_name, answer, reason) => {
    const outcome = await verifyTurnstileToken({ ...live, fetch: siteverify(answer) }, 'tok', 'login')
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.reason).toMatch(reason)
  })

  it('refuses when siteverify is unreachable or answers an error status', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('network down')
    }
    expect((await verifyTurnstileToken({ ...live, fetch: down }, 'tok', 'login')).ok).toBe(false)
    const broken: typeof fetch = async () => new Response('bad gateway', { status: 502 })
    expect((await verifyTurnstileToken({ ...live, fetch: broken }, 'tok', 'login')).ok).toBe(false)
  })

  it('answers locally as Cloudflare documents for the dummy secrets', async () => {
    const local = (secret: string) =>
      verifyTurnstileToken({ secret, expectedHostname: 'localhost', fetch: localSiteverify }, DUMMY_TOKEN, 'login')
    expect(await local(TEST_SECRETS.pass)).toEqual({ ok: true })
    expect(await local(TEST_SECRETS.fail)).toEqual({ ok: false, reason: 'invalid-input-response' })
    expect(await local(TEST_SECRETS.spent)).toEqual({ ok: false, reason: 'timeout-or-duplicate' })
    expect((await local('0x4AAAAAAAlive')).ok).toBe(false)
  })
})
