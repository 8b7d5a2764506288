import type { TFunction } from 'i18next'
import { ApiError, isRateLimited } from '../api-client'

/**
 * The i18n text of a field code the API answered (the envelope's `codes`): the account rules'
 * codes read `accounts.errors.*`, the carrier's unknown branch `np.unknown_branch`, the bot
 * check's refusal `accounts.login.recaptcha`. A code the page
 * has no text for shows the server's own message, as it was sent.
 */
function codeText(t: TFunction, code: string | undefined, message: string): string {
  if (code === 'unknown_branch') return t('np.unknown_branch')
  if (code === 'recaptcha') return t('accounts.login.recaptcha')
  const key = `accounts.errors.${code}`
  return code && t(key, { defaultValue: '' }) ? t(key) : message
}

/** The envelope's field errors, by wire name: the text of each field's code in the page's language. */
export function serverFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {}
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.fields)) {
    if (messages[0]) out[field] = codeText(t, error.codes?.[field], messages[0])
  }
  return out
}

/** A request that got no answer at all (offline, DNS, refused): fetch rejects with a TypeError. */
export const isNoAnswer = (error: unknown) => error instanceof TypeError

/** A form's general line when the answer names no field: a rate limit says so, anything else the form's own text. */
export function generalErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (isRateLimited(error)) return t('accounts.login.rate_limited')
  return t(fallbackKey)
}

/** The envelope's field errors renamed to the form's field names; fields the form does not show are left out. */
export function mappedFieldErrors<F extends string>(
  t: TFunction,
  error: unknown,
  wireToForm: Record<string, F>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const [wire, text] of Object.entries(serverFieldErrors(t, error))) {
    const field = wireToForm[wire]
    if (field) out[field] = text
  }
  return out
}
