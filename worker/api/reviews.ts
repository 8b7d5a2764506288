import type { Context, Next } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  commentsQuerySchema,
  newReplySchema,
  newReviewSchema,
  repliesQuerySchema,
  replyPageSchema,
  replySchema,
  reviewPageSchema,
  reviewSchema,
  reviewUpdateSchema,
  userReviewPageSchema,
  userReviewsQuerySchema,
  voteResultSchema,
} from '../../app/contract/reviews'
import { AppError } from '../../app/domain/app-error'
import { DISLIKE, LIKE } from '../../app/domain/reviews'
import type { ApiEnv } from './app-env'
import { changes } from './page-writes'
import { productOf } from './page-subjects'
import { answers, jsonBody, params, query } from './route-contract'

const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)
const reviews = (c: Context<ApiEnv>) => c.var.services.reviews

/** The signed-in user: a valid access token is needed (401 otherwise). */
function signedInUser(c: Context<ApiEnv>): number {
  const { userId } = c.var.viewer
  if (userId === null) throw new AppError('unauthorized', 'Authentication required')
  return userId
}

/** The author of a write (posting, editing, replying, voting): signed in, and within the author's write limit (429 beyond it), before anything else is read. */
async function author(c: Context<ApiEnv>, next: Next) {
  await c.var.services.rateLimit.check('reviews', String(signedInUser(c)))
  await next()
}

const byId = params(z.object({ id: idParam }))
const vote = answers(voteResultSchema)

/** Spec §7 "Comments" and GET /shop/user-reviews/. Mounted at /api/v1/shop. */
export const reviewsApi = new Hono<ApiEnv>({ strict: false })
  .get('/comments', query(commentsQuerySchema), answers(reviewPageSchema), async (c) =>
    c.json(await reviews(c).list(c.req.valid('query'), c.var.viewer.userId)),
  )
  .post(
    '/comments',
    changes('product', productOf.productInBody),
    author,
    jsonBody(newReviewSchema),
    answers(reviewSchema, 201),
    async (c) => c.json(await reviews(c).create(c.req.valid('json'), signedInUser(c), c.var.locale), 201),
  )
  .put(
    '/comments/:id',
    changes('product', productOf.commentParam),
    author,
    byId,
    jsonBody(reviewUpdateSchema),
    answers(reviewSchema),
    async (c) => c.json(await reviews(c).update(c.req.valid('param').id, c.req.valid('json'), signedInUser(c))),
  )
  .delete('/comments/:id', changes('product', productOf.commentParam), author, byId, answers(null, 204), async (c) => {
    await reviews(c).remove(c.req.valid('param').id, signedInUser(c))
    return c.body(null, 204)
  })
  .post('/comments/:id/like', changes('product-page', productOf.commentParam), author, byId, vote, async (c) =>
    c.json(await reviews(c).voteComment(c.req.valid('param').id, signedInUser(c), LIKE)),
  )
  .post('/comments/:id/dislike', changes('product-page', productOf.commentParam), author, byId, vote, async (c) =>
    c.json(await reviews(c).voteComment(c.req.valid('param').id, signedInUser(c), DISLIKE)),
  )
  .get('/replies', query(repliesQuerySchema), answers(replyPageSchema), async (c) =>
    c.json(await reviews(c).replies(c.req.valid('query'), c.var.viewer.userId)),
  )
  .post(
    '/replies',
    changes('product-page', productOf.commentInBody),
    author,
    jsonBody(newReplySchema),
    answers(replySchema, 201),
    async (c) => c.json(await reviews(c).reply(c.req.valid('json'), signedInUser(c)), 201),
  )
  .post('/replies/:id/like', changes('product-page', productOf.replyParam), author, byId, vote, async (c) =>
    c.json(await reviews(c).voteReply(c.req.valid('param').id, signedInUser(c), LIKE)),
  )
  .post('/replies/:id/dislike', changes('product-page', productOf.replyParam), author, byId, vote, async (c) =>
    c.json(await reviews(c).voteReply(c.req.valid('param').id, signedInUser(c), DISLIKE)),
  )
  .get('/user-reviews', query(userReviewsQuerySchema), answers(userReviewPageSchema), async (c) => {
    const userId = signedInUser(c)
    return c.json(await reviews(c).userReviews(userId, c.req.valid('query'), c.var.locale))
  })
