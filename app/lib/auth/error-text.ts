import type { TFunction } from 'i18next'
import { ACCOUNT_ERROR_MESSAGES, type AccountErrorKey } from '../../domain/account-rules'
import { ApiError, isRateLimited } from '../api-client'

/**
 * Server messages the UI shows in the page's language (spec §8); anything else is shown as sent.
 * The account codes' wire texts come from their one table; the login's two are its own answers.
 */
const KNOWN_MESSAGES: Record<string, string> = {
  'Please enter the correct email and password': 'accounts.login.failed',
  'reCAPTCHA error. Please try again.': 'accounts.login.recaptcha',
  'Nova Poshta has no such branch in this city': 'np.unknown_branch',
  ...Object.fromEntries(
    Object.entries(ACCOUNT_ERROR_MESSAGES).map(([key, message]) => [message, `accounts.errors.${key}`]),
  ),
}

export function translateServerMessage(t: TFunction, message: string): string {
  const key = KNOWN_MESSAGES[message]
  return key ? t(key) : message
}

/** The text of a §5 field check. */
export const ruleText = (t: TFunction, key: AccountErrorKey) => t(`accounts.errors.${key}`)

/** The envelope's field errors, first message of each field, in the page's language. */
export function serverFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {}
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.fields)) {
    if (messages[0]) out[field] = translateServerMessage(t, messages[0])
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
