import { getServices } from '../services/context'
import { keptSitemap } from './kept-sitemap'
import { ROBOTS_HEADERS, robotsResponse, SITEMAP_HEADERS, sitemapResponse } from './sitemap'

const SEO_PATHS = new Set(['/sitemap.xml', '/robots.txt'])

/** /sitemap.xml and /robots.txt, answered by the Worker before the SSR fallback. */
export function isSeoPath(pathname: string): boolean {
  return SEO_PATHS.has(pathname)
}

export async function serveSeo(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const robots = new URL(request.url).pathname === '/robots.txt'
  if (request.method === 'HEAD') return new Response(null, { headers: robots ? ROBOTS_HEADERS : SITEMAP_HEADERS })
  if (request.method !== 'GET')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  const services = getServices(env)
  if (robots) return robotsResponse(services)
  return keptSitemap(
    services.config.SITE_URL,
    () => sitemapResponse(services),
    (work) => ctx.waitUntil(work),
  )
}
