import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  loginRequestSchema,
  meSchema,
  meUpdateSchema,
  refreshRequestSchema,
  SESSION_COOKIE,
  setPasswordSchema,
  tokenAnswerSchema,
  wholesaleStatusSchema,
} from '../../app/contract/auth'
import { clientIp } from '../services/rate-limit'
import { signedIn, userIdOf } from './account'
import type { ApiEnv } from './app-env'
import { endSession, keepSession, refreshTokenOf, tokenAnswer } from './session-cookie'
import { changes } from './page-writes'
import { answers, jsonBody } from './route-contract'

const session = (c: Context<ApiEnv>) => c.var.services.session

/** Login, token refresh and logout (spec §7 "Auth and profile"). Mounted at /api/v1. */
export const auth = new Hono<ApiEnv>({ strict: false })
  .post(
    '/company/auth/token/custom-login',
    changes('nothing'),
    jsonBody(loginRequestSchema),
    answers(tokenAnswerSchema),
    async (c) => {
      const { identifier, password, recaptchaToken } = c.req.valid('json')
      const { botCheck, rateLimit } = c.var.services
      await rateLimit.check('auth', clientIp(c.req.raw.headers))
      await botCheck.verify(recaptchaToken, 'login', clientIp(c.req.raw.headers))
      await rateLimit.check('account', identifier.kind === 'email' ? identifier.email : identifier.phone)
      const pair = await session(c).login(identifier, password)
      keepSession(c, pair.refresh)
      return c.json(tokenAnswer(c, pair))
    },
  )
  .post(
    '/auth/jwt/refresh',
    changes('nothing'),
    jsonBody(refreshRequestSchema),
    answers(tokenAnswerSchema),
    async (c) => {
      const { refresh } = c.req.valid('json')
      // A refused token leaves the cookie alone: a tab that lost a rotation race must not end the winner's session.
      const pair = await session(c).refresh(refreshTokenOf(c, refresh))
      keepSession(c, pair.refresh)
      return c.json(tokenAnswer(c, pair))
    },
  )
  .post('/auth/logout', changes('nothing'), jsonBody(refreshRequestSchema), answers(null, 204), async (c) => {
    const { refresh } = c.req.valid('json')
    const token = refresh ?? getCookie(c, SESSION_COOKIE)
    endSession(c)
    // Logging out without a session has nothing to end.
    if (token) await session(c).logout(token)
    return c.body(null, 204)
  })
  .get('/whoosaler-status', answers(wholesaleStatusSchema), async (c) =>
    c.json(await session(c).wholesaleStatus(userIdOf(c))),
  )
  .get('/auth/users/me', answers(meSchema), async (c) => c.json(await session(c).me(userIdOf(c))))
  .patch('/auth/users/me', changes('nothing'), signedIn, jsonBody(meUpdateSchema), answers(meSchema), async (c) => {
    const userId = userIdOf(c)
    return c.json(await session(c).updateMe(userId, c.req.valid('json')))
  })
  .post(
    '/auth/users/set_password',
    changes('nothing'),
    signedIn,
    jsonBody(setPasswordSchema),
    answers(tokenAnswerSchema),
    async (c) => {
      const userId = userIdOf(c)
      const pair = await session(c).setPassword(userId, c.req.valid('json'))
      keepSession(c, pair.refresh)
      return c.json(tokenAnswer(c, pair))
    },
  )
