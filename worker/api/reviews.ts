import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  commentsQuerySchema,
  newReplySchema,
  newReviewSchema,
  repliesQuerySchema,
  reviewUpdateSchema,
  userReviewsQuerySchema,
} from '../../app/contract/reviews'
import { AppError } from '../../app/domain/app-error'
import { DISLIKE, LIKE } from '../../app/domain/reviews'
import type { ApiEnv } from './app-env'
import { parseJson, parseParam, parseQuery } from './validate'
import { changes } from './page-writes'
import { productOf } from './page-subjects'

const idParam = z.coerce.number().int().positive().max(2 ** 31)
const reviews = (c: Context<ApiEnv>) => c.var.services.reviews

/** The signed-in user: a valid access token is needed (401 otherwise). */
function signedInUser(c: Context<ApiEnv>): number {
  const { userId } = c.var.viewer
  if (userId === null) throw new AppError('unauthorized', 'Authentication required')
  return userId
}

/** The author of a write (posting, editing, replying, voting): signed in, and within the author's write limit (429 beyond it). */
async function authorOf(c: Context<ApiEnv>): Promise<number> {
  const userId = signedInUser(c)
  await c.var.services.rateLimit.check('reviews', String(userId))
  return userId
}

/** Spec §7 "Comments" and GET /shop/user-reviews/. Mounted at /api/v1/shop. */
export const reviewsApi = new Hono<ApiEnv>({ strict: false })
  .get('/comments', async (c) => c.json(await reviews(c).list(parseQuery(c, commentsQuerySchema), c.var.viewer.userId)))
  .post('/comments', changes('product', productOf.productInBody), async (c) => {
    const userId = await authorOf(c)
    return c.json(await reviews(c).create(await parseJson(c, newReviewSchema), userId, c.var.locale), 201)
  })
  .put('/comments/:id', changes('product', productOf.commentParam), async (c) => {
    const userId = await authorOf(c)
    const id = parseParam(idParam, c.req.param('id'))
    return c.json(await reviews(c).update(id, await parseJson(c, reviewUpdateSchema), userId))
  })
  .delete('/comments/:id', changes('product', productOf.commentParam), async (c) => {
    const userId = await authorOf(c)
    await reviews(c).remove(parseParam(idParam, c.req.param('id')), userId)
    return c.body(null, 204)
  })
  .post('/comments/:id/like', changes('product-page', productOf.commentParam), async (c) => {
    const userId = await authorOf(c)
    return c.json(await reviews(c).voteComment(parseParam(idParam, c.req.param('id')), userId, LIKE))
  })
  .post('/comments/:id/dislike', changes('product-page', productOf.commentParam), async (c) => {
    const userId = await authorOf(c)
    return c.json(await reviews(c).voteComment(parseParam(idParam, c.req.param('id')), userId, DISLIKE))
  })
  .get('/replies', async (c) => c.json(await reviews(c).replies(parseQuery(c, repliesQuerySchema), c.var.viewer.userId)))
  .post('/replies', changes('product-page', productOf.commentInBody), async (c) => {
    const userId = await authorOf(c)
    return c.json(await reviews(c).reply(await parseJson(c, newReplySchema), userId), 201)
  })
  .post('/replies/:id/like', changes('product-page', productOf.replyParam), async (c) => {
    const userId = await authorOf(c)
    return c.json(await reviews(c).voteReply(parseParam(idParam, c.req.param('id')), userId, LIKE))
  })
  .post('/replies/:id/dislike', changes('product-page', productOf.replyParam), async (c) => {
    const userId = await authorOf(c)
    return c.json(await reviews(c).voteReply(parseParam(idParam, c.req.param('id')), userId, DISLIKE))
  })
  .get('/user-reviews', async (c) => {
    const userId = signedInUser(c)
    return c.json(await reviews(c).userReviews(userId, parseQuery(c, userReviewsQuerySchema), c.var.locale))
  })
