import { toPlainText } from '@portabletext/react'
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import type { ContentSeo } from '../contract/content'
import { LOCALES } from '../domain/locale'
import { metaText } from '../domain/meta-text'
import { getServices } from '../../worker/services/context'
import { PREVIEW_COOKIE } from '../../worker/services/content-preview'

const locale = z.object({ locale: z.enum(LOCALES) })
const bySlug = locale.extend({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) })

/**
 * A page or post with its meta description: the editor's SEO description, else the start of its rich
 * text as plain text (made here, so the browser's bundle carries no Portable Text code for it).
 */
function withMetaDescription<T extends { text: unknown; seo?: ContentSeo }>(
  entry: T | null,
): (T & { metaDescription: string }) | null {
  // `seo?.`: an answer cached before pages had SEO fields lacks them until it is reloaded (an hour at most).
  return entry && { ...entry, metaDescription: metaText(entry.seo?.description || toPlainText(entry.text as never)) }
}

/** A content page (/page/{slug}, /donate); null when there is none. */
export const getContentPage = createServerFn({ method: 'GET' })
  .validator(bySlug)
  .handler(async ({ data }) => withMetaDescription(await getServices(env).content.page(data.slug, data.locale)))

export const getBlogPosts = createServerFn({ method: 'GET' })
  .validator(locale)
  .handler(({ data }) => getServices(env).content.blogPosts(data.locale))

export const getBlogPost = createServerFn({ method: 'GET' })
  .validator(bySlug)
  .handler(async ({ data }) => withMetaDescription(await getServices(env).content.blogPost(data.slug, data.locale)))

const preview = locale.extend({
  kind: z.enum(['page', 'blog']),
  slug: bySlug.shape.slug,
})

/**
 * A page or a post with its drafts, for the preview route; refused without a valid key in the
 * preview cookie (checked here too: a server function can be called by its own address). POST, so
 * that no HTTP cache keeps it.
 */
export const getContentPreview = createServerFn({ method: 'POST' })
  .validator(preview)
  .handler(async ({ data }) => {
    const entry = await getServices(env).contentPreview.entry(
      data.kind,
      data.slug,
      data.locale,
      getCookie(PREVIEW_COOKIE),
    )
    if (!entry) return null
    return entry.kind === 'page'
      ? { kind: entry.kind, page: withMetaDescription(entry.page)! }
      : { kind: entry.kind, post: withMetaDescription(entry.post)! }
  })

/** /opt: the wholesale page document and the active wholesale banners (spec §7 /banners/banners-opt/) under it. */
export const getWholesalePage = createServerFn({ method: 'GET' })
  .validator(locale)
  .handler(async ({ data }) => {
    const content = getServices(env).content
    const [page, banners] = await Promise.all([
      content.wholesalePage(data.locale),
      content.banners('wholesale', data.locale),
    ])
    return page && { ...page, banners }
  })

/** The partner application's five option lists (GET /core/partner/), for the server-rendered form. */
export const getPartnerOptions = createServerFn({ method: 'GET' })
  .validator(locale)
  .handler(({ data }) => getServices(env).forms.partnerOptions(data.locale))
