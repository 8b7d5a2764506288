import { base64url } from 'jose'
import type { Locale } from '../../app/domain/locale'
import type { Cache, CacheFamily } from './cache'
import type { PageChange } from './page-changes'

/**
 * The Sanity webhook that keeps cached content fresh. Sanity signs each delivery with
 * `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`
 * (@sanity/webhook). A delivery older or newer than five minutes is refused, so a captured
 * request cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'sanity-webhook-signature'
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'invalid'

const encoder = new TextEncoder()

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    return new Uint8Array(base64url.decode(value))
  } catch {
    return null
  }
}

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
}

/** The header value Sanity would send for this body at this time (tests and local tries sign with it). */
export async function signSanityWebhook(rawBody: string, secret: string, timestampMs: number): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(`${timestampMs}.${rawBody}`),
  )
  return `t=${timestampMs},v1=${base64url.encode(new Uint8Array(signature))}`
}

/** Checks the signature in constant time (WebCrypto's verify) and the five-minute window. */
export async function checkSanitySignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowMs: number,
): Promise<SignatureCheck> {
  if (!header) return 'missing'
  const match = /^t=(\d{1,16}),\s*v1=([A-Za-z0-9_-]+)$/.exec(header.trim())
  const signature = match && base64UrlToBytes(match[2]!)
  if (!match || !signature) return 'malformed'
  const timestamp = Number(match[1])
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    signature,
    encoder.encode(`${timestamp}.${rawBody}`),
  )
  if (!valid) return 'invalid'
  return Math.abs(nowMs - timestamp) <= SIGNATURE_WINDOW_MS ? 'valid' : 'stale'
}

/** Which cached answers each document type feeds. Image assets are referenced by id and cached nowhere themselves. */
export const FAMILIES_BY_TYPE: Record<string, CacheFamily[]> = {
  page: ['pages'],
  blogPost: ['blogPosts'],
  banner: ['banners'],
  advantage: ['advantages'],
  siteSettings: ['siteSettings'],
  wholesalePage: ['wholesalePage'],
  uiTranslations: ['translations'],
}

/**
 * What each document type changes on the cached pages (worker/services/page-changes.ts). Pages,
 * posts and the /opt page are not page-cached (their KV entries are purged above); an image asset
 * alone changes nothing until a document points at it, and that document's delivery says so.
 */
export const PAGE_CHANGES_BY_TYPE: Record<string, PageChange> = {
  banner: 'home',
  advantage: 'home',
  siteSettings: 'layout',
  uiTranslations: 'layout',
}

/**
 * Types whose answers are cached one per slug: a change purges the entries of the slugs it had and
 * has (a renamed or deleted page leaves no stale copy, a new one no cached "not found"), not every
 * page. Without a slug in the delivery (a bare `{_type}`) the whole family goes.
 */
const ENTRIES_BY_TYPE: Record<string, (slugs: string[]) => string[] | undefined> = {
  page: (slugs) => (slugs.length > 0 ? slugs : undefined),
  // The list shows every post's name and picture, so it goes with the post.
  blogPost: (slugs) => (slugs.length > 0 ? ['list', ...slugs.map((slug) => `slug:${slug}`)] : undefined),
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The slugs of the document before and after the change (both, when it was renamed). */
function slugsOf(change: WebhookChange): string[] {
  const slug = (doc: unknown) => {
    const current = (doc as { slug?: { current?: unknown } } | null | undefined)?.slug?.current
    return typeof current === 'string' && SLUG.test(current) ? current : undefined
  }
  return [...new Set([slug(change.before), slug(change.after)].filter((s): s is string => s !== undefined))]
}

const SYSTEM_FIELDS = new Set(['_rev', '_updatedAt', '_createdAt', '_system'])

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The languages a change shows in. Text is stored per field as `{ ua, en }`, and English falls back
 * to Ukrainian, so: a change under `en` keys only touches English; a change under `ua`, or to
 * anything not localised (an image, a slug, an order), touches both. Without both versions of the
 * document (a create, a delete, or a webhook projection without before/after) both are touched.
 */
export function changedLocales(before: unknown, after: unknown): Locale[] {
  if (before == null || after == null) return ['ua', 'en']
  let en = false
  let all = false
  const walk = (a: unknown, b: unknown) => {
    if (all) return
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) all = true
      else a.forEach((item, i) => walk(item, b[i]))
      return
    }
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      const x = a as Record<string, unknown>
      const y = b as Record<string, unknown>
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (SYSTEM_FIELDS.has(key) || same(x[key], y[key])) continue
        if (key === 'en') en = true
        else if (key === 'ua') all = true
        else walk(x[key], y[key])
      }
      return
    }
    if (!same(a, b)) all = true
  }
  walk(before, after)
  return all ? ['ua', 'en'] : en ? ['en'] : []
}

export interface WebhookChange {
  _type: string
  _id?: string
  before?: unknown
  after?: unknown
}

export interface PurgeReport {
  type: string
  families: CacheFamily[]
  locales: Locale[]
  deleted: number
  /** What the change does to the cached pages: nothing for a draft, an asset, or a change in no language. */
  pages: PageChange
}

/** Deletes exactly the cached answers the change can alter: its type's families, in the languages it touches. */
export async function purgeForChange(cache: Cache, change: WebhookChange): Promise<PurgeReport> {
  // A draft or a release version is not what visitors see; the published document's own delivery purges.
  const unpublished = change._id !== undefined && /^(drafts|versions)\./.test(change._id)
  const families = unpublished ? [] : (FAMILIES_BY_TYPE[change._type] ?? [])
  const locales =
    'before' in change || 'after' in change ? changedLocales(change.before, change.after) : (['ua', 'en'] as Locale[])
  const entries = ENTRIES_BY_TYPE[change._type]?.(slugsOf(change))
  let deleted = 0
  for (const family of families)
    for (const locale of locales)
      deleted += entries ? await cache.purgeEntries(family, locale, entries) : await cache.purge(family, locale)
  const pages = unpublished || locales.length === 0 ? 'nothing' : (PAGE_CHANGES_BY_TYPE[change._type] ?? 'nothing')
  return { type: change._type, families, locales, deleted, pages }
}
