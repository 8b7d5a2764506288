import { refuseWeakPassword } from './password-policy'
import type { Me, MeUpdate, SetPasswordRequest, TokenPair } from '../../../app/contract/auth'
import { fieldRefusal } from '../../../app/contract/field-check'
import { AppError } from '../../../app/domain/app-error'
import type { LoginIdentifier } from '../../../app/domain/login-identifier'
import { isWholesaleBuyer } from '../../../app/domain/viewer'
import type { Db } from '../../../db/client'
import {
  activeAccount,
  loginCandidate,
  phoneTakenByOther,
  replacePasswordHash,
  setPasswordHash,
  updateAccount,
} from '../../../db/queries/accounts'
import type { AppConfig } from '../../env'
import { signAccessToken } from './access-token'
import { isUniqueViolation } from './encoding'
import { hashPassword, needsRehash, verifyPassword } from '../../../app/domain/password-hash'
import { createRefreshTokens, type RefreshTokens } from './refresh-tokens'

/** §8 Login failure: the same answer for a wrong password and an unknown account. */
export const LOGIN_FAILED_MESSAGE = 'Please enter the correct email and password'
export const INACTIVE_ACCOUNT_MESSAGE =
  'This account is not activated yet: open the activation link from the registration email'
export const BLOCKED_ACCOUNT_MESSAGE = 'This account is blocked: contact the store'

/**
 * Verified for unknown accounts so a login costs the same PBKDF2 work whether or not the account
 * exists (100,000 iterations, the current parameters; no password matches it in practice).
 */
const DUMMY_HASH = '$pbkdf2-sha256$i=100000$wUmKuPDsVUz7nXB/EBnBIw$965rVG7NaN/eDtoF2Kzc8SIMBa6CskmzkU6RktUU9rM'

const phoneTaken = () => fieldRefusal({ phone: 'phone_taken' })

export interface SessionService {
  login(identifier: LoginIdentifier, password: string): Promise<TokenPair>
  refresh(token: string): Promise<TokenPair>
  logout(token: string): Promise<void>
  wholesaleStatus(userId: number): Promise<{ is_whoosaler: boolean }>
  me(userId: number): Promise<Me>
  updateMe(userId: number, patch: MeUpdate): Promise<Me>
  /** Changes the password, revokes every session, and answers a new pair for the device that changed it. */
  setPassword(userId: number, request: SetPasswordRequest): Promise<TokenPair>
}

export function createSessionService(
  db: Db,
  config: AppConfig,
  tokens: RefreshTokens = createRefreshTokens(db),
): SessionService {
  /** A pair of one session: a new one (a login, a password change) or the rotated one (a refresh). */
  const pair = async (userId: number, session?: { refresh: string; familyId: string }): Promise<TokenPair> => {
    const { refresh, familyId } = session ?? (await tokens.issue(userId))
    return { access: await signAccessToken({ userId, sessionId: familyId }, config.JWT_SECRET), refresh }
  }

  async function activeUser(userId: number) {
    const row = await activeAccount(db, userId)
    if (!row) throw new AppError('unauthorized', 'Authentication required')
    return row
  }

  async function me(userId: number): Promise<Me> {
    const { user, realStock } = await activeUser(userId)
    return {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      father_name: user.fatherName,
      phone: user.phone,
      country: user.country,
      city: user.city,
      is_whoosaler: isWholesaleBuyer(user.wholesaleStatus),
      real_stock: realStock ?? false,
      wholesale_status: user.wholesaleStatus,
    }
  }

  return {
    async login(identifier, password) {
      const user = await loginCandidate(db, identifier)
      const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)
      if (!user || !matches) throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE)
      // Only the password's owner learns that the account is blocked; the field tells the login form which text to show.
      if (user.blockedAt !== null)
        throw new AppError('not_allowed', BLOCKED_ACCOUNT_MESSAGE, { account: ['account_blocked'] })
      if (!user.isActive) throw new AppError('not_allowed', INACTIVE_ACCOUNT_MESSAGE)
      if (needsRehash(user.passwordHash)) {
        await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(password))
      }
      return pair(user.id)
    },

    async refresh(token) {
      const { userId, ...session } = await tokens.rotate(token)
      return pair(userId, session)
    },

    logout: (token) => tokens.revokeFamilyOf(token),

    async wholesaleStatus(userId) {
      const { user } = await activeUser(userId)
      return { is_whoosaler: isWholesaleBuyer(user.wholesaleStatus) }
    },

    me,

    async updateMe(userId, patch) {
      const { user, realStock } = await activeUser(userId)
      if (patch.phone !== undefined && patch.phone !== user.phone) {
        if (await phoneTakenByOther(db, patch.phone, userId)) throw phoneTaken()
      }
      const changes = {
        ...(patch.first_name !== undefined && { firstName: patch.first_name }),
        ...(patch.last_name !== undefined && { lastName: patch.last_name }),
        ...(patch.father_name !== undefined && { fatherName: patch.father_name }),
        ...(patch.phone !== undefined && { phone: patch.phone }),
        ...(patch.country !== undefined && { country: patch.country }),
        ...(patch.city !== undefined && { city: patch.city }),
      }
      // real_stock belongs to the company (§3); users without one have nothing to set.
      const companyRealStock = realStock !== null ? patch.real_stock : undefined
      try {
        await updateAccount(db, userId, changes, companyRealStock)
      } catch (error) {
        // Two users taking one phone at once: the unique index decides.
        if (isUniqueViolation(error)) throw phoneTaken()
        throw error
      }
      return me(userId)
    },

    async setPassword(userId, request) {
      const { user } = await activeUser(userId)
      if (!(await verifyPassword(request.current_password, user.passwordHash))) {
        throw fieldRefusal({ current_password: 'current_password_wrong' })
      }
      refuseWeakPassword('new_password', request.new_password, user.email)
      await setPasswordHash(db, userId, await hashPassword(request.new_password), Date.now())
      await tokens.revokeAllFor(userId)
      return pair(userId)
    },
  }
}
