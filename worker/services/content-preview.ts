import { base64url } from 'jose'
import type { BlogPost, Page } from '../../app/contract/content'
import { AppError } from '../../app/domain/app-error'
import type { Locale } from '../../app/domain/locale'
import type { ContentSource } from '../adapters/content'
import type { AppConfig } from '../env'
import type { Cache } from './cache'
import { createContentService } from './content'

/**
 * The draft preview: a marketer sees a page or a post as it would look published, before publishing.
 * It reads the drafts perspective (the Content Lake with the API token; locally the dataset's drafts)
 * and nothing of it is cached: not in KV, not in the edge page cache (worker/router.ts sends it
 * `no-store`). Access takes a token `<expiry ms>.<base64url HMAC-SHA256 of "content-preview.<expiry>">`
 * signed with SANITY_PREVIEW_SECRET (`npm run preview:token`); the secret itself never leaves the
 * Worker, so the Studio carries only a token that expires, and changing the secret revokes them all.
 */
export const PREVIEW_KINDS = ['page', 'blog'] as const
export type PreviewKind = (typeof PREVIEW_KINDS)[number]
/** A token lives at most this long: long enough for a campaign, short enough that a leaked one lapses. */
export const PREVIEW_TOKEN_MAX_DAYS = 90
/** Where the browser keeps a marketer's key after its first use (HttpOnly; worker/preview-key.ts). */
export const PREVIEW_COOKIE = 'preview-key'
const DAY_MS = 24 * 3600 * 1000

/** What the preview shows: a page or a post, told apart by kind. */
export type PreviewEntry = { kind: 'page'; page: Page } | { kind: 'blog'; post: BlogPost }

export type PreviewTokenCheck = 'valid' | 'missing' | 'malformed' | 'expired' | 'invalid'

const encoder = new TextEncoder()
const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
const signedText = (expiresAt: number) => encoder.encode(`content-preview.${expiresAt}`)

export async function signPreviewToken(secret: string, expiresAtMs: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signedText(expiresAtMs))
  return `${expiresAtMs}.${base64url.encode(new Uint8Array(signature))}`
}

/** Constant-time (WebCrypto's verify); a token claiming a life beyond the maximum is refused as forged. */
export async function checkPreviewToken(
  token: string | null | undefined,
  secret: string,
  nowMs: number,
): Promise<PreviewTokenCheck> {
  if (!token) return 'missing'
  const match = /^(\d{13,16})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'malformed'
  const expiresAt = Number(match[1])
  let signature: Uint8Array<ArrayBuffer>
  try {
    signature = new Uint8Array(base64url.decode(match[2]!))
  } catch {
    return 'malformed'
  }
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, signedText(expiresAt))
  if (!valid || expiresAt > nowMs + PREVIEW_TOKEN_MAX_DAYS * DAY_MS) return 'invalid'
  return expiresAt > nowMs ? 'valid' : 'expired'
}

/** Every answer loaded afresh and none stored: a draft must never reach a visitor through KV. */
const uncached: Cache = {
  getOrLoad: (_key, _ttl, load) => load(),
  getOrLoadJson: async (_key, _ttl, load) => JSON.stringify(await load()),
  getOrLoadShared: (_key, _ttl, load) => load(),
  purge: async () => 0,
  purgeEntries: async () => 0,
  stockGeneration: async () => null,
  moveStockGeneration: async () => {},
}

/** Why the preview cannot be offered, naming what is missing; null when it can. */
export function previewUnavailable(config: AppConfig): string | null {
  if (!config.SANITY_PREVIEW_SECRET) return 'Draft preview is not configured: set SANITY_PREVIEW_SECRET'
  // The Content Lake shows drafts only to a token; locally the dataset holds them.
  if (config.CONTENT_SOURCE === 'lake' && !config.SANITY_API_TOKEN)
    return 'Draft preview needs a read token: set SANITY_API_TOKEN'
  return null
}

/** Refuses (AppError) unless the preview is configured and the token is valid now. */
export async function authorizePreview(config: AppConfig, token: string | null | undefined): Promise<void> {
  const unavailable = previewUnavailable(config)
  if (unavailable) throw new AppError('unavailable', unavailable)
  const check = await checkPreviewToken(token, config.SANITY_PREVIEW_SECRET!, Date.now())
  if (check !== 'valid') throw new AppError('unauthorized', `Preview token ${check}`)
}

export function createContentPreview(config: AppConfig, drafts: () => ContentSource) {
  return {
    /** A page or a post as its drafts make it; null when there is none with that slug. */
    async entry(
      kind: PreviewKind,
      slug: string,
      locale: Locale,
      token: string | null | undefined,
    ): Promise<PreviewEntry | null> {
      await authorizePreview(config, token)
      const content = createContentService(drafts(), uncached)
      if (kind === 'page') {
        const page = await content.page(slug, locale)
        return page && { kind, page }
      }
      const post = await content.blogPost(slug, locale)
      return post && { kind, post }
    },
  }
}
export type ContentPreview = ReturnType<typeof createContentPreview>
