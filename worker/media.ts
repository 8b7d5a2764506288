import { edgeCache } from './services/page-cache'

/** R2 prefix of visitors' uploads (partner certificates): kept for staff, never served under /media. */
export const PRIVATE_UPLOADS_PREFIX = 'private/'

type EdgeCache = NonNullable<ReturnType<typeof edgeCache>>

/** The R2 key a /media path names, or null for one that names none (a malformed escape, `..`, a private or feed key). */
function mediaKeyOf(pathname: string): string | null {
  let key: string
  try {
    key = decodeURIComponent(pathname.slice('/media/'.length))
  } catch {
    return null
  }
  // Feeds (feeds/) are served at their own addresses, with revalidation, not as immutable media.
  if (!key || key.includes('..') || key.startsWith(PRIVATE_UPLOADS_PREFIX) || key.startsWith('feeds/')) return null
  return key
}

const notFound = () => new Response('Not found', { status: 404 })

/**
 * Serves R2 objects under /media/{key}; keys are content-addressed, so they cache for a year. A GET is
 * answered from the edge cache (Cloudflare's Cache API, one copy per data centre) when the picture is
 * there, else read from R2 and kept there behind the answer: a product page's pictures are read from the
 * bucket once per data centre rather than for every visitor, closer to the phone (they are its largest
 * paint) and without a billed R2 read each. The key is the path alone, so a query string cannot go
 * round the copy; a missing picture is not kept. Outside workerd (node tests) there is no edge cache.
 */
export async function serveMedia(
  request: Request,
  env: Env,
  waitUntil: (work: Promise<unknown>) => void,
  edge: EdgeCache | undefined = edgeCache(),
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405 })
  const url = new URL(request.url)
  const key = mediaKeyOf(url.pathname)
  if (key === null) return notFound()
  const copyKey = edge && request.method === 'GET' ? new Request(`${url.origin}${url.pathname}`) : undefined
  if (copyKey) {
    const kept = await edge!.match(copyKey)
    if (kept) return kept
  }
  const object = await env.MEDIA.get(key)
  if (!object) return notFound()
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('cache-control', 'public, max-age=31536000, immutable')
  if (request.method === 'HEAD') return new Response(null, { headers })
  const response = new Response(object.body, { headers })
  if (copyKey)
    waitUntil(
      edge!
        .put(copyKey, response.clone())
        .catch((error: unknown) => console.warn('picture not kept at the edge', error)),
    )
  return response
}
