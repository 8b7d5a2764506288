import { Hono } from 'hono'
import { z } from 'zod'
import { AppError } from '../../app/domain/app-error'
import { checkSanitySignature, purgeForChange, SIGNATURE_HEADER } from '../services/sanity-webhook'
import type { ApiEnv } from './app-env'
import { alsoChanges, changes } from './page-writes'
import { answers, declaresBody, summary } from './route-contract'

/**
 * What the Sanity webhook sends: its projection is `{_id, _type, "before": before(), "after": after()}`
 * (docs/deploying.md), so the purge can tell which language changed. A bare `{_type}` purges both languages.
 */
const changeSchema = z.object({
  _type: z.string().min(1).max(100),
  _id: z.string().max(200).optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
})

/** POST /api/v1/webhooks/sanity: a signed change from Sanity purges exactly the cached answers it touches. */
export const webhooks = new Hono<ApiEnv>({ strict: false }).post(
  '/sanity',
  changes('nothing'),
  summary('A content change from Sanity, signed with SANITY_WEBHOOK_SECRET (sanity-webhook-signature header)'),
  declaresBody(changeSchema),
  answers(z.object({ purged: z.record(z.string(), z.unknown()) })),
  async (c) => {
    const { services } = c.var
    const secret = services.config.SANITY_WEBHOOK_SECRET
    if (!secret) throw new AppError('unavailable', 'The content webhook is not configured: set SANITY_WEBHOOK_SECRET')
    const raw = await c.req.text()
    const check = await checkSanitySignature(raw, c.req.header(SIGNATURE_HEADER), secret, Date.now())
    if (check !== 'valid') throw new AppError('unauthorized', `Webhook signature ${check}`)
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      throw new AppError('invalid_data', 'Malformed JSON body')
    }
    const change = changeSchema.safeParse(body)
    if (!change.success) throw new AppError('invalid_data', 'A change names its document _type')
    const { pages, ...report } = await purgeForChange(services.cache, change.data)
    alsoChanges(c, pages)
    return c.json({ purged: report })
  },
)
