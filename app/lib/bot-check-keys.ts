import { DUMMY_SITEKEY_PASS } from '../contract/bot-check'

export { DUMMY_SITEKEY_PASS, DUMMY_TOKEN, isDummySitekey } from '../contract/bot-check'

/** Production builds set VITE_TURNSTILE_SITE_KEY to the real sitekey; development and tests use the dummy one. */
export const TURNSTILE_SITEKEY: string =
  (import.meta.env as Record<string, string | undefined> | undefined)?.VITE_TURNSTILE_SITE_KEY ?? DUMMY_SITEKEY_PASS
