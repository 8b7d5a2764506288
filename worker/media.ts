/** R2 prefix of visitors' uploads (partner certificates): kept for staff, never served under /media. */
export const PRIVATE_UPLOADS_PREFIX = 'private/'

/** Serves R2 objects under /media/{key}; keys are content-addressed, so they cache for a year. */
export async function serveMedia(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405 })
  const key = decodeURIComponent(new URL(request.url).pathname.slice('/media/'.length))
  // Feeds (feeds/) are served at their own addresses, with revalidation, not as immutable media.
  if (!key || key.includes('..') || key.startsWith(PRIVATE_UPLOADS_PREFIX) || key.startsWith('feeds/'))
    return new Response('Not found', { status: 404 })
  const object = await env.MEDIA.get(key)
  if (!object) return new Response('Not found', { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('cache-control', 'public, max-age=31536000, immutable')
  return new Response(request.method === 'HEAD' ? null : object.body, { headers })
}
