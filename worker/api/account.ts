import type { Context, Next } from 'hono'
import { Hono } from 'hono'
import {
  activationSchema,
  companySchema,
  companyUpdateSchema,
  courierAddressInputSchema,
  messagesPreferenceSchema,
  courierAddressSchema,
  newPostAddressInputSchema,
  newPostAddressSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerCustomerSchema,
  registerPartnerSchema,
  registeredUserSchema,
} from '../../app/contract/account'
import { z } from 'zod'
import { AppError } from '../../app/domain/app-error'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { changes } from './page-writes'
import { answers, jsonBody, params } from './route-contract'

/** The signed-in user's id from the bearer access token; 401 without a valid one. */
export function userIdOf(c: Context<ApiEnv>): number {
  const { userId } = c.var.viewer
  if (userId === null) throw new AppError('unauthorized', 'Authentication required')
  return userId
}

/** A signed-in caller first (401), before the body is looked at. */
export async function signedIn(c: Context<ApiEnv>, next: Next) {
  userIdOf(c)
  await next()
}

const origin = (c: Context<ApiEnv>) => new URL(c.req.url).origin
const limitByIp = (c: Context<ApiEnv>) => c.var.services.rateLimit.check('auth', clientIp(c.req.raw.headers))

/** A reset email: its own limits per IP and per address (never the login's), after the bot check. */
const requestReset = [
  changes('nothing'),
  jsonBody(passwordResetRequestSchema),
  answers(null, 204),
  async (
    c: Context<
      ApiEnv,
      string,
      {
        in: { json: z.input<typeof passwordResetRequestSchema> }
        out: { json: z.output<typeof passwordResetRequestSchema> }
      }
    >,
  ) => {
    const { email, recaptchaToken } = c.req.valid('json')
    const { rateLimit, botCheck, registration } = c.var.services
    const ip = clientIp(c.req.raw.headers)
    await rateLimit.check('reset', `ip:${ip}`)
    await botCheck.verify(recaptchaToken, 'reset', ip)
    await rateLimit.check('reset', `email:${email}`)
    await registration.requestPasswordReset(email, origin(c))
    return c.body(null, 204)
  },
] as const

/** Registration, activation, password reset, saved addresses and the company (spec §7 "Auth and profile"). Mounted at /api/v1. */
export const account = new Hono<ApiEnv>({ strict: false })
  .post(
    '/auth/users',
    changes('nothing'),
    jsonBody(registerCustomerSchema),
    answers(registeredUserSchema, 201),
    async (c) => {
      const request = c.req.valid('json')
      await limitByIp(c)
      return c.json(await c.var.services.registration.registerCustomer(request, c.var.locale, origin(c)), 201)
    },
  )
  .post(
    '/auth/register_partner',
    changes('nothing'),
    jsonBody(registerPartnerSchema),
    answers(registeredUserSchema, 201),
    async (c) => {
      const request = c.req.valid('json')
      await limitByIp(c)
      return c.json(await c.var.services.registration.registerPartner(request, c.var.locale, origin(c)), 201)
    },
  )
  .post('/auth/users/activation', changes('nothing'), jsonBody(activationSchema), answers(null, 204), async (c) => {
    const { uid, token } = c.req.valid('json')
    await limitByIp(c)
    await c.var.services.registration.activate(uid, token)
    return c.body(null, 204)
  })
  .post('/auth/users/reset_password', ...requestReset)
  .post('/password/reset', ...requestReset)
  .post(
    '/auth/users/reset_password_confirm',
    changes('nothing'),
    jsonBody(passwordResetConfirmSchema),
    answers(null, 204),
    async (c) => {
      const { uid, token, new_password } = c.req.valid('json')
      await limitByIp(c)
      await c.var.services.registration.confirmPasswordReset(uid, token, new_password)
      return c.body(null, 204)
    },
  )
  .get('/company/user-courier-address', answers(z.array(courierAddressSchema)), async (c) =>
    c.json(await c.var.services.profile.courierAddresses(userIdOf(c))),
  )
  .post(
    '/company/user-courier-address',
    changes('nothing'),
    signedIn,
    jsonBody(courierAddressInputSchema),
    answers(courierAddressSchema),
    async (c) => {
      const userId = userIdOf(c)
      return c.json(await c.var.services.profile.saveCourierAddress(userId, c.req.valid('json')))
    },
  )
  .get('/company/user-new-post-address', answers(z.array(newPostAddressSchema)), async (c) =>
    c.json(await c.var.services.profile.newPostAddresses(userIdOf(c))),
  )
  .post(
    '/company/user-new-post-address',
    changes('nothing'),
    signedIn,
    jsonBody(newPostAddressInputSchema),
    answers(newPostAddressSchema),
    async (c) => {
      const userId = userIdOf(c)
      return c.json(await c.var.services.profile.saveNewPostAddress(userId, c.req.valid('json')))
    },
  )
  .get('/account/messages', signedIn, answers(messagesPreferenceSchema), async (c) =>
    c.json({ opt_in: await c.var.services.profile.messagesOptIn(userIdOf(c)) }),
  )
  .put(
    '/account/messages',
    changes('nothing'),
    signedIn,
    jsonBody(messagesPreferenceSchema),
    answers(messagesPreferenceSchema),
    async (c) =>
      c.json({ opt_in: await c.var.services.profile.setMessagesOptIn(userIdOf(c), c.req.valid('json').opt_in) }),
  )
  .get('/company/company', answers(z.array(companySchema)), async (c) =>
    c.json(await c.var.services.profile.companies(c.var.viewer)),
  )
  .patch(
    '/company/company/:id',
    changes('nothing'),
    params(z.object({ id: z.coerce.number().int().positive() })),
    jsonBody(companyUpdateSchema),
    answers(companySchema),
    async (c) =>
      c.json(await c.var.services.profile.updateCompany(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
  )
