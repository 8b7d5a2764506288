/**
 * Cloudflare Turnstile's documented dummy keys (developers.cloudflare.com/turnstile/troubleshooting/testing).
 * Development and tests use them: the browser's widget (app/lib/bot-check-keys.ts) and the Worker's
 * siteverify check (worker/adapters/turnstile.ts) agree on them here.
 */
export const DUMMY_SITEKEY_PASS = '1x00000000000000000000AA'
/** The token every dummy sitekey produces. */
export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

export const isDummySitekey = (key: string) => /^[123]x0{20}[A-F]{2}$/.test(key)
