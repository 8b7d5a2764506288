import { z } from 'zod'
import { checkName, checkPhone, PASSWORD_MAX } from '../domain/account-rules'
import { classifyIdentifier, type LoginIdentifier, normaliseEmail, storedPhone } from '../domain/login-identifier'
import { WHOLESALE_STANDINGS } from '../domain/viewer'
import { checked } from './field-check'

/** Wire schemas of spec §7 "Auth and profile" (names of §3; rules of §5, enforced again on the server). */

const name = (required: boolean) => (required ? checked(checkName) : checked(checkName).or(z.literal('')))

/** POST /company/auth/token/custom-login/: password, exactly one of email or phone (or an `identifier`), and the bot-check token. */
export const loginRequestSchema = z
  .object({
    email: z.string().trim().min(1, 'required').max(254).optional(),
    phone: z.string().trim().min(1, 'required').max(40).optional(),
    identifier: z.string().trim().min(1, 'required').max(254).optional(),
    password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX),
    /** Checked by the bot check itself, so a missing token gets the §8 recaptcha message. */
    recaptchaToken: z.string().max(4096).optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.email, body.phone, body.identifier].filter((v) => v !== undefined).length
    if (given !== 1) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter exactly one of email or phone' })
      return
    }
    if (body.phone !== undefined && classifyIdentifier(body.phone).kind !== 'phone') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone is a plus followed by 10 to 15 digits' })
    }
  })
  .transform((body): { identifier: LoginIdentifier; password: string; recaptchaToken: string | undefined } => {
    const identifier =
      body.identifier !== undefined
        ? classifyIdentifier(body.identifier)
        : body.phone !== undefined
          ? classifyIdentifier(body.phone)
          : { kind: 'email' as const, email: normaliseEmail(body.email!) }
    return { identifier, password: body.password, recaptchaToken: body.recaptchaToken }
  })
export type LoginRequest = z.output<typeof loginRequestSchema>

/** Login and refresh both answer a new pair; the refresh token rotates on every use. */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() })
export type TokenPair = z.infer<typeof tokenPairSchema>

/**
 * What login, refresh and a password change answer: the pair to an API client (spec §7); to a
 * browser (a request carrying Origin or Sec-Fetch-Site, headers no script can set) the access token
 * alone, since its refresh token travels only in the HttpOnly session cookie.
 */
export const tokenAnswerSchema = z.object({
  access: z.string(),
  refresh: z
    .string()
    .optional()
    .describe('Left out for browser calls (a request with Origin or Sec-Fetch-Site): the session cookie carries it'),
})
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>

/**
 * POST /auth/jwt/refresh/ and POST /auth/logout/: the refresh token in the body (API clients), or
 * none when the browser's session cookie carries it.
 */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1, 'required').max(256).optional() })

/**
 * The browser's session: the refresh token in an HttpOnly cookie, so the server knows the buyer when it
 * renders a page and no script can read the token. API clients keep to bearer tokens.
 */
export const SESSION_COOKIE = 'session'

/** GET /whoosaler-status/ (spelt so). */
export const wholesaleStatusSchema = z.object({ is_whoosaler: z.boolean() })

/** GET /auth/users/me/. */
export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  father_name: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  is_whoosaler: z.boolean(),
  real_stock: z.boolean(),
  /** The partner application's standing: none, waiting for staff (`pending`), approved or declined. */
  wholesale_status: z.enum(WHOLESALE_STANDINGS),
})
export type Me = z.infer<typeof meSchema>

/** PATCH /auth/users/me/: any of the §3 User profile fields, or real_stock alone. Phones are stored as +digits. */
export const meUpdateSchema = z.strictObject({
  first_name: name(true).optional(),
  last_name: name(true).optional(),
  father_name: name(false).optional(),
  phone: checked(checkPhone).transform(storedPhone).optional(),
  country: z.string().trim().min(1, 'required').max(100).optional(),
  city: z.string().trim().max(100).optional(),
  real_stock: z.boolean().optional(),
})
export type MeUpdate = z.output<typeof meUpdateSchema>

/** POST /auth/users/set_password/ (§3 Password change payload; matching and strength are the server's). */
export const setPasswordSchema = z
  .object({
    current_password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX),
    new_password: z.string({ error: 'required' }).min(8, 'password_short').max(PASSWORD_MAX),
    re_new_password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX),
  })
  .refine((b) => b.new_password === b.re_new_password, {
    path: ['re_new_password'],
    message: 'password_mismatch',
  })
export type SetPasswordRequest = z.infer<typeof setPasswordSchema>
