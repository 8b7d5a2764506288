import { Hono } from 'hono'
import { AppError } from '../../app/domain/app-error'
import type { ApiEnv } from './app-env'

const found = <T>(value: T | null): T => {
  if (value === null) throw new AppError('not_found', 'Not found')
  return value
}

/**
 * Content endpoints of spec §7, localised by Accept-Language and cached in KV (banners and
 * advantages 1 h per spec §9; pages and posts 1 h too, purged by the Sanity webhook on change).
 */
export const content = new Hono<ApiEnv>({ strict: false })
  .get('/banners/banners', async (c) => c.json(await c.var.services.content.banners('retail', c.var.locale)))
  .get('/banners/banners-opt', async (c) => c.json(await c.var.services.content.banners('wholesale', c.var.locale)))
  .get('/core/advantages', async (c) => c.json(await c.var.services.content.advantages(c.var.locale)))
  /** A list whose first item is the page (title, text, banner); an unknown slug is a 404. */
  .get('/pages/:slug', async (c) => c.json([found(await c.var.services.content.page(c.req.param('slug'), c.var.locale))]))
  .get('/blog/blogposts', async (c) => c.json(await c.var.services.content.blogPosts(c.var.locale)))
  .get('/blog/blogposts/slug/:slug', async (c) => c.json(found(await c.var.services.content.blogPost(c.req.param('slug'), c.var.locale))))
