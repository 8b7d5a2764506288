import { Hono } from 'hono'
import type { ApiEnv } from './app-env'

/** Content endpoints of spec §7 that the home page uses; cached 1 h (spec §9). */
export const content = new Hono<ApiEnv>({ strict: false })
  .get('/banners/banners', async (c) => c.json(await c.var.services.content.banners('retail', c.var.locale)))
  .get('/banners/banners-opt', async (c) => c.json(await c.var.services.content.banners('wholesale', c.var.locale)))
  .get('/core/advantages', async (c) => c.json(await c.var.services.content.advantages(c.var.locale)))
