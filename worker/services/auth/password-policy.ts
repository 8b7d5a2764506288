import { fieldRefusal } from '../../../app/contract/field-check'
import { checkPasswordStrength } from '../../../app/domain/account-rules'
import { commonPasswords } from './common-passwords'

/**
 * Refuses a new password the one password rule finds guessable (its account's email, one repeated
 * character, a common one) with a §8 field error on `field` (the wire name).
 */
export function refuseWeakPassword(field: string, password: string, email: string | null): void {
  const key = checkPasswordStrength(password, { email }, commonPasswords())
  if (key) throw fieldRefusal({ [field]: key })
}
