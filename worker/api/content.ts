import { Hono } from 'hono'
import { AppError } from '../../app/domain/app-error'
import { z } from 'zod'
import {
  advantageSchema,
  bannerSchema,
  blogPostSchema,
  blogPostSummarySchema,
  pageSchema,
} from '../../app/contract/content'
import type { ApiEnv } from './app-env'
import { answers } from './route-contract'

const found = <T>(value: T | null): T => {
  if (value === null) throw new AppError('not_found', 'Not found')
  return value
}

/**
 * Content endpoints of spec §7, localised by Accept-Language and cached in KV (banners and
 * advantages 1 h per spec §9; pages and posts 1 h too, purged by the Sanity webhook on change).
 */
export const content = new Hono<ApiEnv>({ strict: false })
  .get('/banners/banners', answers(z.array(bannerSchema)), async (c) =>
    c.json(await c.var.services.content.banners('retail', c.var.locale)),
  )
  .get('/banners/banners-opt', answers(z.array(bannerSchema)), async (c) =>
    c.json(await c.var.services.content.banners('wholesale', c.var.locale)),
  )
  .get('/core/advantages', answers(z.array(advantageSchema)), async (c) =>
    c.json(await c.var.services.content.advantages(c.var.locale)),
  )
  /** A list whose first item is the page (title, text, banner); an unknown slug is a 404. */
  .get('/pages/:slug', answers(z.array(pageSchema)), async (c) =>
    c.json([found(await c.var.services.content.page(c.req.param('slug'), c.var.locale))]),
  )
  .get('/blog/blogposts', answers(z.array(blogPostSummarySchema)), async (c) =>
    c.json(await c.var.services.content.blogPosts(c.var.locale)),
  )
  .get('/blog/blogposts/slug/:slug', answers(blogPostSchema), async (c) =>
    c.json(found(await c.var.services.content.blogPost(c.req.param('slug'), c.var.locale))),
  )
