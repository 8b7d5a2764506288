import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  adminFeedCategoriesSchema,
  adminFeedsSchema,
  adminFeedSwitchesSchema,
  feedCategoryMappingSchema,
  feedPromSettingsSchema,
  feedRebuildSchema,
  feedSwitchesSchema,
} from '../../../app/contract/admin-feeds'
import { FEED_CHANNELS } from '../../../app/domain/feeds/types'
import { createFeedSettings } from '../../services/feeds/settings'
import type { ApiEnv } from '../app-env'
import { changes } from '../page-writes'
import { answers, jsonBody } from '../route-contract'
import { actorId, byId } from './context'

const feeds = (c: Context<ApiEnv>) =>
  createFeedSettings(c.var.services.db, c.var.services.feeds, c.var.services.config.SITE_URL)
const switchesAnswer = answers(z.object({ off: z.array(z.enum(FEED_CHANNELS)) }))

/**
 * The marketplace feeds in the back office: each feed's last build and warnings, "rebuild now" (the
 * Cron Trigger builds within a minute; never this request), the switches per brand and product, the
 * channel category per store category and Prom's wholesale quantity. None changes a cached page; each
 * write marks the feeds stale itself and is audited in the same batch.
 */
export const adminFeeds = new Hono<ApiEnv>({ strict: false })
  .get('/', answers(adminFeedsSchema), async (c) => c.json(await feeds(c).overview()))
  .post('/rebuild', changes('nothing'), jsonBody(feedRebuildSchema), answers(null, 204), async (c) => {
    await feeds(c).rebuild(actorId(c), c.req.valid('json').feed)
    return c.body(null, 204)
  })
  .patch('/prom', changes('nothing'), jsonBody(feedPromSettingsSchema), answers(null, 204), async (c) => {
    await feeds(c).setPromWholesale(actorId(c), c.req.valid('json').wholesale_min_quantity)
    return c.body(null, 204)
  })
  .get('/switches', answers(adminFeedSwitchesSchema), async (c) => c.json(await feeds(c).switches()))
  .put('/switches/brands/:id', changes('nothing'), byId, jsonBody(feedSwitchesSchema), switchesAnswer, async (c) =>
    c.json(await feeds(c).setSwitches(actorId(c), { brandId: c.req.valid('param').id }, c.req.valid('json').off)),
  )
  .put('/switches/products/:id', changes('nothing'), byId, jsonBody(feedSwitchesSchema), switchesAnswer, async (c) =>
    c.json(await feeds(c).setSwitches(actorId(c), { productId: c.req.valid('param').id }, c.req.valid('json').off)),
  )
  .get('/categories', answers(adminFeedCategoriesSchema), async (c) => c.json(await feeds(c).categories(c.var.locale)))
  .put(
    '/categories/:id',
    changes('nothing'),
    byId,
    jsonBody(feedCategoryMappingSchema),
    answers(null, 204),
    async (c) => {
      await feeds(c).setCategory(actorId(c), c.req.valid('param').id, c.req.valid('json'))
      return c.body(null, 204)
    },
  )
