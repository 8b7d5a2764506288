import { edgeCache, PAGE_CACHE_HEADER } from '../services/page-cache'

type EdgeCache = NonNullable<ReturnType<typeof edgeCache>>

/**
 * /sitemap.xml from the edge cache (Cloudflare's Cache API, one copy per data centre), kept as long
 * as its own Cache-Control says (an hour). Building it reads up to 25,000 products and writes about
 * 30 MB of XML (some 0.3 s of Worker CPU on the bench's catalogue), so whoever asks, and however
 * often, it is built at most once an hour per data centre: the key is fixed, so neither a query string
 * nor another host name goes round the copy. A build that fails (or breaks off mid-stream) is not kept.
 * Outside workerd (node tests) there is no edge cache and it is built every time.
 */
export async function keptSitemap(
  siteUrl: string,
  build: () => Promise<Response>,
  waitUntil: (work: Promise<unknown>) => void,
  edge: EdgeCache | undefined = edgeCache(),
): Promise<Response> {
  if (!edge) return build()
  const key = new Request(new URL('/__edge/sitemap.xml', siteUrl).href)
  const kept = await edge.match(key)
  if (kept) return marked(kept.body, kept.headers, 'hit')
  const built = await build()
  if (built.status !== 200 || !built.body) return built
  const [answer, copy] = built.body.tee()
  waitUntil(
    edge
      .put(key, new Response(copy, { status: 200, headers: built.headers }))
      .catch((error: unknown) => console.warn('sitemap.xml not kept at the edge', error)),
  )
  return marked(answer, built.headers, 'miss')
}

function marked(body: BodyInit | null, from: Headers, state: 'hit' | 'miss'): Response {
  const headers = new Headers(from)
  headers.set(PAGE_CACHE_HEADER, state)
  return new Response(body, { status: 200, headers })
}
