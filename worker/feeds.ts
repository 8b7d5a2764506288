import { feedOfPath } from '../app/domain/feeds'
import { feedObjectKey } from './services/feeds/build'

/** Channels fetch feeds every few hours; a build happens at most every few minutes. */
const FEED_CACHE_CONTROL = 'public, max-age=300'

/**
 * The feeds at their stable addresses (/feeds/google-merchant-ua.xml, …), straight from R2 where the
 * Cron Trigger wrote them: no database, no building in the request. ETag and Last-Modified let a
 * channel's crawler revalidate with a 304 instead of downloading the whole file again.
 */
export async function serveFeed(request: Request, env: Env): Promise<Response> {
  const feed = feedOfPath(new URL(request.url).pathname)
  if (!feed) return new Response('Not found', { status: 404 })
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  const key = feedObjectKey(feed)
  const head = await env.MEDIA.head(key)
  // Not built yet (or the ratings feed below its minimum of reviews).
  if (!head) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const headers = new Headers({
    'content-type': 'application/xml; charset=utf-8',
    etag: head.httpEtag,
    'last-modified': head.uploaded.toUTCString(),
    'cache-control': FEED_CACHE_CONTROL,
  })
  if (notModified(request.headers, head)) return new Response(null, { status: 304, headers })
  headers.set('content-length', String(head.size))
  if (request.method === 'HEAD') return new Response(null, { headers })
  const object = await env.MEDIA.get(key)
  if (!object) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  // The object of this answer, if a build replaced it between the two reads.
  headers.set('etag', object.httpEtag)
  headers.set('last-modified', object.uploaded.toUTCString())
  headers.set('content-length', String(object.size))
  return new Response(object.body, { headers })
}

/** RFC 9110 §13.1: If-None-Match decides when present; otherwise If-Modified-Since (second precision). */
function notModified(headers: Headers, object: R2Object): boolean {
  const ifNoneMatch = headers.get('if-none-match')
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''))
    return tags.includes('*') || tags.includes(object.httpEtag.replace(/^W\//, ''))
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return !Number.isNaN(since) && Math.floor(object.uploaded.getTime() / 1000) * 1000 <= since
}
