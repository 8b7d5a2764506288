import { getServices } from '../services/context'
import { keptSitemap } from './kept-sitemap'
import {
  PAGES_SITEMAP_PATH,
  pagesSitemapResponse,
  productsSitemapResponse,
  ROBOTS_HEADERS,
  robotsResponse,
  sitemapIndexResponse,
} from './sitemap'

type SeoFile = { kind: 'robots' } | { kind: 'index' } | { kind: 'pages' } | { kind: 'products'; part: number }

/** A part number as the index writes it: no sign, no leading zero, so each file has one address. */
const PRODUCTS_FILE = /^\/sitemap-products-([1-9]\d{0,8})\.xml$/

function seoFileOf(pathname: string): SeoFile | null {
  if (pathname === '/robots.txt') return { kind: 'robots' }
  if (pathname === '/sitemap.xml') return { kind: 'index' }
  if (pathname === PAGES_SITEMAP_PATH) return { kind: 'pages' }
  const products = PRODUCTS_FILE.exec(pathname)
  return products ? { kind: 'products', part: Number(products[1]) } : null
}

/** /robots.txt and the sitemap's files, answered by the Worker before the SSR fallback. */
export function isSeoPath(pathname: string): boolean {
  return seoFileOf(pathname) !== null
}

export async function serveSeo(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const pathname = new URL(request.url).pathname
  const file = seoFileOf(pathname)!
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  if (file.kind === 'robots')
    return request.method === 'HEAD'
      ? new Response(null, { headers: ROBOTS_HEADERS })
      : robotsResponse(getServices(env))
  const services = getServices(env)
  const build = () => {
    if (file.kind === 'index') return sitemapIndexResponse(services)
    if (file.kind === 'pages') return pagesSitemapResponse(services)
    return productsSitemapResponse(services, file.part)
  }
  const answer = await keptSitemap(services.config.SITE_URL, pathname, build, (work) => ctx.waitUntil(work))
  if (request.method === 'GET') return answer
  // HEAD answers as GET would (a part without products is a 404 either way), without the body.
  await answer.body?.cancel()
  return new Response(null, { status: answer.status, headers: answer.headers })
}
