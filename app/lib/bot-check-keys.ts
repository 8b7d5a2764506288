/**
 * Cloudflare Turnstile's documented dummy keys (developers.cloudflare.com/turnstile/troubleshooting/testing).
 * Development and tests use them; production builds set VITE_TURNSTILE_SITE_KEY to the real sitekey.
 */
export const DUMMY_SITEKEY_PASS = '1x00000000000000000000AA'
/** The token every dummy sitekey produces. */
export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

export const isDummySitekey = (key: string) => /^[123]x0{20}[A-F]{2}$/.test(key)

export const TURNSTILE_SITEKEY: string =
  (import.meta.env as Record<string, string | undefined> | undefined)?.VITE_TURNSTILE_SITE_KEY ?? DUMMY_SITEKEY_PASS
