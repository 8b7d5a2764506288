import type { AccountErrorKey } from './account-rules'

/**
 * Apart from the rules (account-rules.ts), which the chunk every page loads holds: the texts only the
 * API and the forms' schemas need.
 *
 * The wire message of each account code, the one table both sides read: the server answers these
 * texts (spec §8 names some of them word for word, so the wire stays English whatever the
 * language), and sends the code beside them for the browser to show `accounts.errors.<code>`.
 */
export const ACCOUNT_ERROR_MESSAGES: Record<AccountErrorKey, string> = {
  required: 'Required',
  name: 'Letters, spaces, apostrophe and hyphen only',
  email: 'Enter a valid email address',
  phone: 'A phone is an optional plus and 10 to 15 digits',
  password_short: 'At least 8 characters',
  password_common: 'This password is too common',
  password_repeated: 'A password of one repeated character is too easy to guess',
  password_like_email: 'The password must not be your email',
  password_mismatch: 'The passwords do not match',
  address_chars: 'Letters, digits, spaces and punctuation only',
  too_long: 'Too long',
  email_taken: 'user with this email already exists',
  phone_taken: 'user with this phone already exists',
  current_password_wrong: 'The current password is wrong',
  company_code: 'A company code is an EDRPOU of 8 digits or a tax number of 10, with a valid check digit',
  iban: 'An IBAN is UA followed by 27 digits with a valid check',
}
