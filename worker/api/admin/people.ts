import { Hono } from 'hono'
import { z } from 'zod'
import {
  adminApplicationsQuerySchema,
  adminCommentsQuerySchema,
  adminLeadsQuerySchema,
  adminMessagesQuerySchema,
  adminWholesaleQuerySchema,
  declineSchema,
  handledSchema,
  bulkModerationSchema,
  moderationSchema,
  reviewSettingsSchema,
  storeReplySchema,
} from '../../../app/contract/admin-people'
import type { ApiEnv } from '../app-env'
import { answers, jsonBody, query } from '../route-contract'
import { actorId, adminServices, byId, csvAnswer, csvResponse } from './context'
import { changes } from '../page-writes'
import { productOf } from '../page-subjects'

const done = answers(null, 204)
const decline = jsonBody(declineSchema)

/** Wholesale partners, reviews moderation and the inbox of leads and messages. */
export const adminPeople = new Hono<ApiEnv>({ strict: false })
  .get('/wholesale-requests', query(adminWholesaleQuerySchema), answers('Page<AdminWholesaleRequest>'), async (c) =>
    c.json(await adminServices(c).partners.requests(c.req.valid('query'))),
  )
  .post('/wholesale-requests/:id/approve', changes('nothing'), byId, done, async (c) => {
    await adminServices(c).partners.approveRequest(actorId(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  .post('/wholesale-requests/:id/decline', changes('nothing'), byId, decline, done, async (c) => {
    await adminServices(c).partners.declineRequest(actorId(c), c.req.valid('param').id, c.req.valid('json').reason)
    return c.body(null, 204)
  })
  .get(
    '/partner-applications',
    query(adminApplicationsQuerySchema),
    answers('Page<AdminPartnerApplication>'),
    async (c) => c.json(await adminServices(c).partners.applications(c.req.valid('query'))),
  )
  .get('/partner-applications/:id/certificate', byId, answers('certificate photo', 200, 'image/*'), async (c) => {
    const object = await adminServices(c).partners.certificate(c.req.valid('param').id)
    return c.body(object.body, 200, {
      'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'cache-control': 'private, no-store',
    })
  })
  .post('/partner-applications/:id/approve', changes('nothing'), byId, done, async (c) => {
    await adminServices(c).partners.decideApplication(actorId(c), c.req.valid('param').id, true)
    return c.body(null, 204)
  })
  .post('/partner-applications/:id/decline', changes('nothing'), byId, decline, done, async (c) => {
    await adminServices(c).partners.decideApplication(
      actorId(c),
      c.req.valid('param').id,
      false,
      c.req.valid('json').reason,
    )
    return c.body(null, 204)
  })
  .get('/settings/reviews', answers(reviewSettingsSchema), async (c) =>
    c.json(await adminServices(c).reviews.settings()),
  )
  // Only new reviews follow the setting: nothing on the pages changes until one is approved.
  .put(
    '/settings/reviews',
    changes('nothing'),
    jsonBody(reviewSettingsSchema),
    answers(reviewSettingsSchema),
    async (c) => c.json(await adminServices(c).reviews.changeSettings(actorId(c), c.req.valid('json'))),
  )
  .get('/comments', query(adminCommentsQuerySchema), answers('Page<AdminComment>'), async (c) =>
    c.json(await adminServices(c).reviews.list(c.req.valid('query'), c.var.locale)),
  )
  // Hidden or shown reviews change their products' ratings (and the listings' cards): the products are in the body.
  .post(
    '/comments/bulk',
    changes('product'),
    jsonBody(bulkModerationSchema),
    answers(z.object({ changed: z.number() })),
    async (c) => {
      const body = c.req.valid('json')
      return c.json({ changed: await adminServices(c).reviews.moderateMany(actorId(c), body.ids, body.status) })
    },
  )
  .patch(
    '/comments/:id',
    changes('product', productOf.commentParam),
    byId,
    jsonBody(moderationSchema),
    done,
    async (c) => {
      await adminServices(c).reviews.moderate(
        actorId(c),
        'comment',
        c.req.valid('param').id,
        c.req.valid('json').status,
      )
      return c.body(null, 204)
    },
  )
  .post(
    '/comments/:id/replies',
    changes('product-page', productOf.commentParam),
    byId,
    jsonBody(storeReplySchema),
    answers(z.object({ id: z.number() }), 201),
    async (c) =>
      c.json(
        { id: await adminServices(c).reviews.reply(actorId(c), c.req.valid('param').id, c.req.valid('json').text) },
        201,
      ),
  )
  .patch(
    '/replies/:id',
    changes('product-page', productOf.replyParam),
    byId,
    jsonBody(moderationSchema),
    done,
    async (c) => {
      await adminServices(c).reviews.moderate(actorId(c), 'reply', c.req.valid('param').id, c.req.valid('json').status)
      return c.body(null, 204)
    },
  )
  .get('/inbox/leads', query(adminLeadsQuerySchema), answers('Page<AdminLead>'), async (c) =>
    c.json(await adminServices(c).inbox.leads(c.req.valid('query'))),
  )
  .get('/inbox/leads/export.csv', query(adminLeadsQuerySchema), csvAnswer, async (c) =>
    csvResponse(c, 'leads', await adminServices(c).inbox.leadsCsv(c.req.valid('query'))),
  )
  .patch('/inbox/leads/:id', changes('nothing'), byId, jsonBody(handledSchema), done, async (c) => {
    await adminServices(c).inbox.markLead(actorId(c), c.req.valid('param').id, c.req.valid('json').handled)
    return c.body(null, 204)
  })
  .get('/inbox/messages', query(adminMessagesQuerySchema), answers('Page<AdminMessage>'), async (c) =>
    c.json(await adminServices(c).inbox.messages(c.req.valid('query'))),
  )
  .get('/inbox/messages/export.csv', query(adminMessagesQuerySchema), csvAnswer, async (c) =>
    csvResponse(c, 'messages', await adminServices(c).inbox.messagesCsv(c.req.valid('query'))),
  )
  .patch('/inbox/messages/:id', changes('nothing'), byId, jsonBody(handledSchema), done, async (c) => {
    await adminServices(c).inbox.markMessage(actorId(c), c.req.valid('param').id, c.req.valid('json').handled)
    return c.body(null, 204)
  })
