import { z } from 'zod'
import {
  checkAddressField,
  checkEmail,
  checkLettersText,
  checkName,
  checkNewPassword,
  checkNewPostText,
  checkPhone,
  FREE_TEXT_MAX,
  PASSWORD_MAX,
} from '../domain/account-rules'
import { normaliseEmail, storedPhone } from '../domain/login-identifier'
import { checked } from './field-check'
import { npRefsSchema } from './delivery'
import { NP_PICKED_TEXT_MAX } from '../domain/nova-poshta'
import { isEdrpou, isTaxNumber, isUkrainianIban } from '../domain/seller-identity'

/** Wire schemas of registration, activation, password reset, saved addresses and the company (spec §3, §5, §7). */

const email = checked(checkEmail).transform(normaliseEmail)
const phone = checked(checkPhone).transform(storedPhone)
const optionalText = z.string().trim().max(FREE_TEXT_MAX, 'too_long').optional().default('')
const passwordsMatch = (password: string, repeat: string | undefined) => repeat === undefined || repeat === password

/** POST /auth/users/ (customer registration). */
export const registerCustomerSchema = z
  .object({
    first_name: checked(checkName),
    last_name: checked(checkName),
    email,
    phone_number: phone,
    password: checked(checkNewPassword),
    re_password: z.string({ error: 'required' }).max(PASSWORD_MAX),
  })
  .refine((b) => passwordsMatch(b.password, b.re_password), {
    path: ['re_password'],
    message: 'password_mismatch',
  })
export type RegisterCustomerRequest = z.output<typeof registerCustomerSchema>

/** POST /auth/register_partner/ (partner registration: the account plus a wholesale request). */
export const registerPartnerSchema = z
  .object({
    email,
    phone,
    password: checked(checkNewPassword),
    re_password: z.string().max(PASSWORD_MAX).optional(),
    first_name: checked(checkName),
    last_name: checked(checkName),
    father_name: optionalText,
    city: optionalText,
    company_name: checked(checkLettersText),
    position: checked(checkLettersText),
  })
  .refine((b) => passwordsMatch(b.password, b.re_password), {
    path: ['re_password'],
    message: 'password_mismatch',
  })
export type RegisterPartnerRequest = z.output<typeof registerPartnerSchema>

/** The answer to either registration: the new, inactive account. */
export const registeredUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
})
export type RegisteredUser = z.infer<typeof registeredUserSchema>

/** POST /auth/users/reset_password/ and POST /password/reset/. */
/** POST /auth/users/reset_password/ (and /password/reset/): the email and the bot-check token (checked by the bot check itself). */
export const passwordResetRequestSchema = z.object({ email, recaptchaToken: z.string().max(4096).optional() })

/** POST /auth/users/activation/: the uid and token of the emailed /activate/{uid}/{token}/ link. */
export const activationSchema = z.object({
  uid: z.string({ error: 'required' }).min(1).max(32),
  token: z.string({ error: 'required' }).min(1).max(256),
})

/** POST /auth/users/reset_password_confirm/: the emailed uid and token, and the new password twice. */
export const passwordResetConfirmSchema = activationSchema
  .extend({
    new_password: checked(checkNewPassword),
    re_new_password: z.string({ error: 'required' }).max(PASSWORD_MAX),
  })
  .refine((b) => b.new_password === b.re_new_password, {
    path: ['re_new_password'],
    message: 'password_mismatch',
  })

/** GET and POST /company/user-courier-address/ (the city is always Kyiv). */
export const courierAddressInputSchema = z.object({
  street: checked(checkAddressField(true)),
  house: checked(checkAddressField(true)),
  apartment: checked(checkAddressField(false)).optional().default(''),
})
export const courierAddressSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string(),
})
export type CourierAddress = z.infer<typeof courierAddressSchema>

/**
 * GET and POST /company/user-new-post-address/. Typed text follows §5 (letters, digits, spaces); a
 * city and branch picked from the Nova Poshta look-ups come with their refs and carrier texts (with
 * punctuation, never markup: the browser's rule, checkNewPostText), and the server then keeps the
 * carrier's own texts once the carrier confirms them.
 */
export const newPostAddressInputSchema = z
  .object({
    city: z.string({ error: 'required' }).max(NP_PICKED_TEXT_MAX, 'too_long'),
    branch: z.string({ error: 'required' }).max(NP_PICKED_TEXT_MAX, 'too_long'),
    ...npRefsSchema,
  })
  .superRefine((body, ctx) => {
    if (!body.settlement_ref !== !body.warehouse_ref)
      ctx.addIssue({ code: 'custom', path: ['warehouse_ref'], message: 'Both refs or neither' })
    const refs = { settlementRef: body.settlement_ref, warehouseRef: body.warehouse_ref }
    for (const name of ['city', 'branch'] as const) {
      const key = checkNewPostText(body[name], refs)
      if (key) ctx.addIssue({ code: 'custom', path: [name], message: key })
    }
  })
  .transform((body) => ({
    city: body.city.trim(),
    branch: body.branch.trim(),
    settlementRef: body.settlement_ref ?? null,
    warehouseRef: body.warehouse_ref ?? null,
  }))
export type NewPostAddressInput = z.output<typeof newPostAddressInputSchema>
export const newPostAddressSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  branch: z.string(),
  /** The carrier's refs when the branch was picked from the look-up ('' when typed). */
  settlement_ref: z.string(),
  warehouse_ref: z.string(),
})
export type NewPostAddress = z.infer<typeof newPostAddressSchema>

/** GET /company/company/ (a list; the first is used) and PATCH /company/company/{id}/ (any fields; `adress` spelt so). */
const requisitesShape = {
  name: z.string(),
  code: z.string(),
  email: z.string(),
  iban: z.string(),
  director: z.string(),
  adress: z.string(),
}
/**
 * The partner's latest change of requisites: `pending` waits for staff (the company's own fields stay
 * the approved values invoices print), `approved` or `rejected` (with staff's reason) once decided.
 */
export const requisiteChangeSchema = z.object({
  ...requisitesShape,
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  created: z.string(),
  decided_at: z.string().nullable(),
})
export type RequisiteChange = z.infer<typeof requisiteChangeSchema>

export const companySchema = z.object({
  id: z.number().int(),
  ...requisitesShape,
  real_stock: z.boolean(),
  requisite_change: requisiteChangeSchema.nullable(),
})
export type Company = z.infer<typeof companySchema>

const companyText = (max: number) => z.string().trim().max(max, 'too_long')
export const companyUpdateSchema = z.strictObject({
  name: companyText(FREE_TEXT_MAX).optional(),
  /** ЄДРПОУ (8 digits) or a sole trader's tax number (10 digits), each with its check digit, or empty. */
  code: companyText(10)
    .refine((v) => v === '' || isEdrpou(v) || isTaxNumber(v), 'company_code')
    .optional(),
  email: z.union([z.literal(''), email]).optional(),
  /** A Ukrainian IBAN: UA and 27 digits whose check (mod 97) holds, spaces ignored. */
  iban: companyText(40)
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => v === '' || isUkrainianIban(v), 'iban')
    .optional(),
  director: companyText(FREE_TEXT_MAX).optional(),
  adress: companyText(300).optional(),
  real_stock: z.boolean().optional(),
})
export type CompanyUpdate = z.output<typeof companyUpdateSchema>

/** GET/PUT /account/messages: whether the signed-in buyer wants Viber/SMS messages about orders (true or false, nothing else). */
export const messagesPreferenceSchema = z.strictObject({ opt_in: z.boolean({ error: 'true or false' }) })
