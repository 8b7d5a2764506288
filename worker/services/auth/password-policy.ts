import { AppError } from '../../../app/domain/app-error'
import { ACCOUNT_ERROR_MESSAGES, checkPasswordStrength } from '../../../app/domain/account-rules'
import { commonPasswords } from './common-passwords'

/**
 * Refuses a new password the one password rule finds guessable (its account's email, one repeated
 * character, a common one) with a §8 field error on `field` (the wire name).
 */
export function refuseWeakPassword(field: string, password: string, email: string | null): void {
  const key = checkPasswordStrength(password, { email }, commonPasswords())
  if (key) throw new AppError('invalid_data', 'Invalid request', { [field]: [ACCOUNT_ERROR_MESSAGES[key]] })
}
