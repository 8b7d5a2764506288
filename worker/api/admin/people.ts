import { Hono } from 'hono'
import { idParam } from '../../../app/contract/admin-common'
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
  storeReplySchema,
} from '../../../app/contract/admin-people'
import type { ApiEnv } from '../app-env'
import { parseJson, parseParam, parseQuery } from '../validate'
import { actorId, adminServices, csvResponse } from './context'
import { changes } from '../page-writes'
import { productOf } from '../page-subjects'

const id = (value: string | undefined) => parseParam(idParam, value)

/** Wholesale partners, reviews moderation and the inbox of leads and messages. */
export const adminPeople = new Hono<ApiEnv>({ strict: false })
  .get('/wholesale-requests', async (c) => c.json(await adminServices(c).partners.requests(parseQuery(c, adminWholesaleQuerySchema))))
  .post('/wholesale-requests/:id/approve', changes('nothing'), async (c) => {
    await adminServices(c).partners.approveRequest(actorId(c), id(c.req.param('id')))
    return c.body(null, 204)
  })
  .post('/wholesale-requests/:id/decline', changes('nothing'), async (c) => {
    const requestId = id(c.req.param('id'))
    await adminServices(c).partners.declineRequest(actorId(c), requestId, (await parseJson(c, declineSchema)).reason)
    return c.body(null, 204)
  })
  .get('/partner-applications', async (c) => c.json(await adminServices(c).partners.applications(parseQuery(c, adminApplicationsQuerySchema))))
  .get('/partner-applications/:id/certificate', async (c) => {
    const object = await adminServices(c).partners.certificate(id(c.req.param('id')))
    return c.body(object.body, 200, { 'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream', 'cache-control': 'private, no-store' })
  })
  .post('/partner-applications/:id/approve', changes('nothing'), async (c) => {
    await adminServices(c).partners.decideApplication(actorId(c), id(c.req.param('id')), true)
    return c.body(null, 204)
  })
  .post('/partner-applications/:id/decline', changes('nothing'), async (c) => {
    const applicationId = id(c.req.param('id'))
    await adminServices(c).partners.decideApplication(actorId(c), applicationId, false, (await parseJson(c, declineSchema)).reason)
    return c.body(null, 204)
  })
  .get('/comments', async (c) => c.json(await adminServices(c).reviews.list(parseQuery(c, adminCommentsQuerySchema), c.var.locale)))
  // Hidden or shown reviews change their products' ratings (and the listings' cards): the products are in the body.
  .post('/comments/bulk', changes('product'), async (c) => {
    const body = await parseJson(c, bulkModerationSchema)
    return c.json({ changed: await adminServices(c).reviews.moderateMany(actorId(c), body.ids, body.status) })
  })
  .patch('/comments/:id', changes('product', productOf.commentParam), async (c) => {
    const commentId = id(c.req.param('id'))
    await adminServices(c).reviews.moderate(actorId(c), 'comment', commentId, (await parseJson(c, moderationSchema)).status)
    return c.body(null, 204)
  })
  .post('/comments/:id/replies', changes('product-page', productOf.commentParam), async (c) => {
    const commentId = id(c.req.param('id'))
    return c.json({ id: await adminServices(c).reviews.reply(actorId(c), commentId, (await parseJson(c, storeReplySchema)).text) }, 201)
  })
  .patch('/replies/:id', changes('product-page', productOf.replyParam), async (c) => {
    const replyId = id(c.req.param('id'))
    await adminServices(c).reviews.moderate(actorId(c), 'reply', replyId, (await parseJson(c, moderationSchema)).status)
    return c.body(null, 204)
  })
  .get('/inbox/leads', async (c) => c.json(await adminServices(c).inbox.leads(parseQuery(c, adminLeadsQuerySchema))))
  .get('/inbox/leads/export.csv', async (c) => csvResponse(c, 'leads', await adminServices(c).inbox.leadsCsv(parseQuery(c, adminLeadsQuerySchema))))
  .patch('/inbox/leads/:id', changes('nothing'), async (c) => {
    const leadId = id(c.req.param('id'))
    await adminServices(c).inbox.markLead(actorId(c), leadId, (await parseJson(c, handledSchema)).handled)
    return c.body(null, 204)
  })
  .get('/inbox/messages', async (c) => c.json(await adminServices(c).inbox.messages(parseQuery(c, adminMessagesQuerySchema))))
  .get('/inbox/messages/export.csv', async (c) => csvResponse(c, 'messages', await adminServices(c).inbox.messagesCsv(parseQuery(c, adminMessagesQuerySchema))))
  .patch('/inbox/messages/:id', changes('nothing'), async (c) => {
    const messageId = id(c.req.param('id'))
    await adminServices(c).inbox.markMessage(actorId(c), messageId, (await parseJson(c, handledSchema)).handled)
    return c.body(null, 204)
  })
