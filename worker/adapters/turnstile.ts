/**
 * Cloudflare Turnstile siteverify (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 * The answer must be a success for this site's hostname and the form's action.
 */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** Cloudflare's documented dummy secrets: they accept the dummy token and never reach a real widget. */
export const TEST_SECRETS = {
  pass: '1x0000000000000000000000000000000AA',
  fail: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
} as const
export { DUMMY_TOKEN } from '../../app/contract/bot-check'

export const isTestSecret = (secret: string) => (Object.values(TEST_SECRETS) as string[]).includes(secret)

export interface SiteverifyAnswer {
  success: boolean
  'error-codes'?: string[]
  hostname?: string
  action?: string
  challenge_ts?: string
}

export type VerifyOutcome = { ok: true } | { ok: false; reason: string }

export interface TurnstileOptions {
  secret: string
  expectedHostname: string
  fetch?: typeof fetch
  siteverifyUrl?: string
}

export async function verifyTurnstileToken(
  options: TurnstileOptions,
  token: string,
  action: string,
  remoteIp?: string,
): Promise<VerifyOutcome> {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const body = new URLSearchParams({ secret: options.secret, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  let answer: SiteverifyAnswer
  try {
    const response = await send(options.siteverifyUrl ?? SITEVERIFY_URL, { method: 'POST', body })
    if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` }
    answer = (await response.json()) as SiteverifyAnswer
  } catch (error) {
    return { ok: false, reason: `siteverify unreachable: ${(error as Error).message}` }
  }
  if (answer.success !== true) return { ok: false, reason: (answer['error-codes'] ?? []).join(',') || 'not a success' }
  // Dummy secrets accept the dummy token from any page and action (Cloudflare's testing docs), so only real answers bind them.
  if (isTestSecret(options.secret)) return { ok: true }
  if (answer.hostname !== options.expectedHostname)
    return { ok: false, reason: `hostname ${answer.hostname ?? '(none)'}` }
  if (answer.action !== action) return { ok: false, reason: `action ${answer.action ?? '(none)'}` }
  return { ok: true }
}

/**
 * The local stand-in for siteverify in development and tests (no network here): it answers as
 * Cloudflare documents for the dummy secrets, and refuses any other secret.
 */
export const localSiteverify: typeof fetch = async (_input, init) => {
  const form = new URLSearchParams(String(init?.body ?? ''))
  const secret = form.get('secret') ?? ''
  const token = form.get('response') ?? ''
  const answer = (success: boolean, codes: string[]): Response =>
    Response.json({
      success,
      'error-codes': codes,
      challenge_ts: new Date().toISOString(),
      hostname: 'example.com',
      action: '',
    })
  if (token === '') return answer(false, ['missing-input-response'])
  if (secret === TEST_SECRETS.pass) return answer(true, [])
  if (secret === TEST_SECRETS.spent) return answer(false, ['timeout-or-duplicate'])
  if (secret === TEST_SECRETS.fail) return answer(false, ['invalid-input-response'])
  return answer(false, ['invalid-input-secret'])
}
