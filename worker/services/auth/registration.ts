import { refuseWeakPassword } from './password-policy'
import type { RegisteredUser, RegisterCustomerRequest, RegisterPartnerRequest } from '../../../app/contract/account'
import { ACCOUNT_ERROR_MESSAGES } from '../../../app/domain/account-error-messages'
import { AppError } from '../../../app/domain/app-error'
import { type FieldCode, fieldRefusal } from '../../../app/contract/field-check'
import type { Locale } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import {
  accountsWithEmailOrPhone,
  activateUser,
  activeUserByEmail,
  insertAccount as insertAccountRows,
  replacePasswordHash,
  userById,
} from '../../../db/queries/accounts'
import type { AppConfig } from '../../env'
import type { EmailService } from '../email'
import { partnerRequestNotice } from '../email/staff-notices'
import { activationEmail, passwordResetEmail } from './account-emails'
import { checkAccountToken, decodeUid, encodeUid, makeAccountToken, type AccountTokenPurpose } from './account-tokens'
import { isUniqueViolation } from './encoding'
import { hashPassword } from '../../../app/domain/password-hash'
import type { RefreshTokens } from './refresh-tokens'

export const EMAIL_TAKEN = ACCOUNT_ERROR_MESSAGES.email_taken
export const PHONE_TAKEN = ACCOUNT_ERROR_MESSAGES.phone_taken
export const INVALID_LINK = 'The link is invalid or has expired'

export interface RegistrationService {
  registerCustomer(request: RegisterCustomerRequest, locale: Locale, origin: string): Promise<RegisteredUser>
  registerPartner(request: RegisterPartnerRequest, locale: Locale, origin: string): Promise<RegisteredUser>
  activate(uid: string, token: string): Promise<void>
  /** Sends a reset link to an active account; answers the same whether or not the email is known. */
  requestPasswordReset(email: string, origin: string): Promise<void>
  confirmPasswordReset(uid: string, token: string, newPassword: string): Promise<void>
  /** Whether a reset link still works (unused, unexpired), so its page can say so before the form is filled in. */
  passwordResetLinkUsable(uid: string, token: string): Promise<boolean>
  /** A fresh activation link to an account that is not active yet (staff send it from the customer page). */
  resendActivation(userId: number, origin: string): Promise<void>
}

interface NewAccount {
  email: string
  phone: string
  password: string
  firstName: string
  lastName: string
  fatherName: string
  city: string
  locale: Locale
}

export function createRegistrationService(
  db: Db,
  config: AppConfig,
  email: EmailService,
  tokens: RefreshTokens,
): RegistrationService {
  /** Links point at the configured site once deployed; locally at the address the request came to. */
  const siteFor = (origin: string) => (config.local ? origin : config.SITE_URL).replace(/\/$/, '')

  async function subjectOf(uid: string) {
    const id = decodeUid(uid)
    if (id === null) return null
    return userById(db, id)
  }

  async function verifiedSubject(uid: string, token: string, purpose: AccountTokenPurpose) {
    const user = await subjectOf(uid)
    if (!user || !(await checkAccountToken(config.JWT_SECRET, purpose, user, token)))
      throw new AppError('unauthorized', INVALID_LINK)
    return user
  }

  /** Refuses an email or phone that an account already has, with the §8 field messages. */
  async function assertFree(account: NewAccount, phoneField: string) {
    const taken = await accountsWithEmailOrPhone(db, account.email, account.phone)
    const codes: Record<string, FieldCode> = {}
    if (taken.some((u) => u.email === account.email)) codes.email = 'email_taken'
    if (taken.some((u) => u.phone === account.phone)) codes[phoneField] = 'phone_taken'
    if (Object.keys(codes).length > 0) throw fieldRefusal(codes)
  }

  async function sendActivation(
    userId: number,
    account: Pick<NewAccount, 'email' | 'firstName' | 'locale'>,
    origin: string,
    isPartner: boolean,
  ) {
    const user = await userById(db, userId)
    const token = await makeAccountToken(config.JWT_SECRET, 'activation', user!)
    const link = `${siteFor(origin)}/activate/${encodeUid(userId)}/${token}/`
    await email.send(
      activationEmail({ email: account.email, firstName: account.firstName, locale: account.locale }, link, isPartner),
    )
  }

  async function insertAccount(
    account: NewAccount,
    phoneField: string,
    partner?: { companyName: string; position: string },
  ) {
    await assertFree(account, phoneField)
    const row = {
      email: account.email,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      fatherName: account.fatherName,
      city: account.city,
      locale: account.locale,
      isActive: false,
      wholesaleStatus: partner ? ('pending' as const) : ('none' as const),
    }
    try {
      return await insertAccountRows(db, row, partner && { ...partner, city: account.city })
    } catch (error) {
      // Two registrations with one email or phone at once: the unique indexes decide.
      if (isUniqueViolation(error)) await assertFree(account, phoneField)
      throw error
    }
  }

  const registered = (id: number, account: NewAccount): RegisteredUser => ({
    id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
  })

  return {
    async registerCustomer(request, locale, origin) {
      refuseWeakPassword('password', request.password, request.email)
      const account: NewAccount = {
        email: request.email,
        phone: request.phone_number,
        password: request.password,
        firstName: request.first_name,
        lastName: request.last_name,
        fatherName: '',
        city: '',
        locale,
      }
      const id = await insertAccount(account, 'phone_number')
      await sendActivation(id, account, origin, false)
      return registered(id, account)
    },

    async registerPartner(request, locale, origin) {
      refuseWeakPassword('password', request.password, request.email)
      const account: NewAccount = {
        email: request.email,
        phone: request.phone,
        password: request.password,
        firstName: request.first_name,
        lastName: request.last_name,
        fatherName: request.father_name,
        city: request.city,
        locale,
      }
      const id = await insertAccount(account, 'phone', {
        companyName: request.company_name,
        position: request.position,
      })
      await sendActivation(id, account, origin, true)
      await email.notifyStaff(
        partnerRequestNotice({
          company: request.company_name,
          position: request.position,
          name: `${request.first_name} ${request.last_name}`,
          email: request.email,
          phone: request.phone,
          city: request.city ?? '',
        }),
      )
      return registered(id, account)
    },

    async activate(uid, token) {
      const user = await verifiedSubject(uid, token, 'activation')
      // Conditional: of two activations with one link, one flips the account; the link then no longer verifies.
      await activateUser(db, user.id)
    },

    async resendActivation(userId, origin) {
      const user = await userById(db, userId)
      if (user && !user.isActive) await sendActivation(user.id, user, origin, user.wholesaleStatus === 'pending')
    },

    async requestPasswordReset(address, origin) {
      const user = await activeUserByEmail(db, address)
      if (!user) return
      const token = await makeAccountToken(config.JWT_SECRET, 'password_reset', user)
      const link = `${siteFor(origin)}/password/reset/confirm/${encodeUid(user.id)}/${token}`
      await email.send(passwordResetEmail({ email: user.email, firstName: user.firstName, locale: user.locale }, link))
    },

    async passwordResetLinkUsable(uid, token) {
      const user = await subjectOf(uid)
      return user !== null && (await checkAccountToken(config.JWT_SECRET, 'password_reset', user, token))
    },

    async confirmPasswordReset(uid, token, newPassword) {
      const user = await verifiedSubject(uid, token, 'password_reset')
      refuseWeakPassword('new_password', newPassword, user.email)
      // Conditional on the hash the token was checked against: a link works once, even when clicked twice at once.
      const changed = await replacePasswordHash(
        db,
        user.id,
        user.passwordHash,
        await hashPassword(newPassword),
        Date.now(),
      )
      if (!changed) throw new AppError('unauthorized', INVALID_LINK)
      await tokens.revokeAllFor(user.id)
    },
  }
}
