import { AppError } from '../../../app/domain/app-error'
import { ACCOUNT_ERROR_MESSAGES, checkCommonPassword } from '../../../app/domain/account-rules'
import { commonPasswords } from './common-passwords'

/** Refuses a new password from the common list with a §8 field error on `field` (the wire name). */
export function refuseCommonPassword(field: string, password: string): void {
  const key = checkCommonPassword(password, commonPasswords())
  if (key) throw new AppError('invalid_data', 'Invalid request', { [field]: [ACCOUNT_ERROR_MESSAGES[key]] })
}
