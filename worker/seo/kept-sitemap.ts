import { edgeCache, PAGE_CACHE_HEADER } from '../services/page-cache'

type EdgeCache = NonNullable<ReturnType<typeof edgeCache>>

/**
 * A sitemap file from the edge cache (Cloudflare's Cache API, one copy per data centre), kept as long
 * as its own Cache-Control says (an hour). A product file reads up to 5,000 products and writes about
 * 6 MB of XML, the index reads every product's last change, so whoever asks, and however often, each is
 * built at most once an hour per data centre: the key is the file's path alone, so neither a query
 * string nor another host name goes round the copy. A build that fails, answers anything but 200 (a
 * part without products) or breaks off mid-stream is not kept. Outside workerd (node tests) there is
 * no edge cache and it is built every time.
 */
export async function keptSitemap(
  siteUrl: string,
  path: string,
  build: () => Promise<Response>,
  waitUntil: (work: Promise<unknown>) => void,
  edge: EdgeCache | undefined = edgeCache(),
): Promise<Response> {
  if (!edge) return build()
  const key = new Request(new URL(`/__edge${path}`, siteUrl).href)
  const kept = await edge.match(key)
  if (kept) return marked(kept.body, kept.headers, 'hit')
  const built = await build()
  if (built.status !== 200 || !built.body) return built
  const [answer, copy] = built.body.tee()
  waitUntil(
    edge
      .put(key, new Response(copy, { status: 200, headers: built.headers }))
      .catch((error: unknown) => console.warn(`${path} not kept at the edge`, error)),
  )
  return marked(answer, built.headers, 'miss')
}

function marked(body: BodyInit | null, from: Headers, state: 'hit' | 'miss'): Response {
  const headers = new Headers(from)
  headers.set(PAGE_CACHE_HEADER, state)
  return new Response(body, { status: 200, headers })
}
