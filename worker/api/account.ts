import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  activationSchema,
  companyUpdateSchema,
  courierAddressInputSchema,
  newPostAddressInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerCustomerSchema,
  registerPartnerSchema,
} from '../../app/contract/account'
import { z } from 'zod'
import { AppError } from '../../app/domain/app-error'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { parseJson, parseParam } from './validate'
import { changes } from './page-writes'

/** The signed-in user's id from the bearer access token; 401 without a valid one. */
export function userIdOf(c: Context<ApiEnv>): number {
  const { userId } = c.var.viewer
  if (userId === null) throw new AppError('unauthorized', 'Authentication required')
  return userId
}

const origin = (c: Context<ApiEnv>) => new URL(c.req.url).origin
const limitByIp = (c: Context<ApiEnv>) => c.var.services.rateLimit.check('auth', clientIp(c.req.raw.headers))

/** A reset email: its own limits per IP and per address (never the login's), after the bot check. */
async function requestReset(c: Context<ApiEnv>) {
  const { email, recaptchaToken } = await parseJson(c, passwordResetRequestSchema)
  const { rateLimit, botCheck, registration } = c.var.services
  const ip = clientIp(c.req.raw.headers)
  await rateLimit.check('reset', `ip:${ip}`)
  await botCheck.verify(recaptchaToken, 'reset', ip)
  await rateLimit.check('reset', `email:${email}`)
  await registration.requestPasswordReset(email, origin(c))
  return c.body(null, 204)
}

/** Registration, activation, password reset, saved addresses and the company (spec §7 "Auth and profile"). Mounted at /api/v1. */
export const account = new Hono<ApiEnv>({ strict: false })
  .post('/auth/users', changes('nothing'), async (c) => {
    const request = await parseJson(c, registerCustomerSchema)
    await limitByIp(c)
    return c.json(await c.var.services.registration.registerCustomer(request, c.var.locale, origin(c)), 201)
  })
  .post('/auth/register_partner', changes('nothing'), async (c) => {
    const request = await parseJson(c, registerPartnerSchema)
    await limitByIp(c)
    return c.json(await c.var.services.registration.registerPartner(request, c.var.locale, origin(c)), 201)
  })
  .post('/auth/users/activation', changes('nothing'), async (c) => {
    const { uid, token } = await parseJson(c, activationSchema)
    await limitByIp(c)
    await c.var.services.registration.activate(uid, token)
    return c.body(null, 204)
  })
  .post('/auth/users/reset_password', changes('nothing'), requestReset)
  .post('/password/reset', changes('nothing'), requestReset)
  .post('/auth/users/reset_password_confirm', changes('nothing'), async (c) => {
    const { uid, token, new_password } = await parseJson(c, passwordResetConfirmSchema)
    await limitByIp(c)
    await c.var.services.registration.confirmPasswordReset(uid, token, new_password)
    return c.body(null, 204)
  })
  .get('/company/user-courier-address', async (c) => c.json(await c.var.services.profile.courierAddresses(userIdOf(c))))
  .post('/company/user-courier-address', changes('nothing'), async (c) => {
    const userId = userIdOf(c)
    return c.json(await c.var.services.profile.saveCourierAddress(userId, await parseJson(c, courierAddressInputSchema)))
  })
  .get('/company/user-new-post-address', async (c) => c.json(await c.var.services.profile.newPostAddresses(userIdOf(c))))
  .post('/company/user-new-post-address', changes('nothing'), async (c) => {
    const userId = userIdOf(c)
    return c.json(await c.var.services.profile.saveNewPostAddress(userId, await parseJson(c, newPostAddressInputSchema)))
  })
  .get('/company/company', async (c) => c.json(await c.var.services.profile.companies(c.var.viewer)))
  .patch('/company/company/:id', changes('nothing'), async (c) => {
    const id = parseParam(z.coerce.number().int().positive(), c.req.param('id'))
    const patch = await parseJson(c, companyUpdateSchema)
    return c.json(await c.var.services.profile.updateCompany(c.var.viewer, id, patch))
  })
