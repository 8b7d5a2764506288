import { Hono } from 'hono'
import { z } from 'zod'
import { blogPostSchema, pageSchema } from '../../app/contract/content'
import { AppError } from '../../app/domain/app-error'
import { PREVIEW_KINDS } from '../services/content-preview'
import type { ApiEnv } from './app-env'
import { answers, params, query, summary } from './route-contract'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * GET /api/v1/preview/{page|blog}/{slug}?token=…: a page or a post as its drafts make it, for the
 * storefront's preview route and for checking a token. 401 without a valid token, 503 where the
 * preview is not configured; never stored by any cache.
 */
export const preview = new Hono<ApiEnv>({ strict: false }).get(
  '/:kind/:slug',
  summary('A page or a blog post with its unpublished drafts (a token from `npm run preview:token`); never cached'),
  params(z.object({ kind: z.enum(PREVIEW_KINDS), slug: z.string().max(120).regex(SLUG) })),
  query(z.object({ token: z.string().max(200).optional() })),
  answers(z.union([pageSchema, blogPostSchema])),
  async (c) => {
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex')
    const { kind, slug } = c.req.valid('param')
    const entry = await c.var.services.contentPreview.entry(kind, slug, c.var.locale, c.req.valid('query').token)
    if (!entry) throw new AppError('not_found', 'Not found')
    return c.json(entry.kind === 'page' ? entry.page : entry.post)
  },
)
