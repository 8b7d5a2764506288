import { api } from './api'
import { serveMedia } from './media'

type Fallback = (request: Request) => Response | Promise<Response>

/** The Worker's one routing rule: /api/v1 → Hono, /media → R2, everything else → `fallback` (SSR). */
export function createFetchHandler(fallback: Fallback): ExportedHandler<Env> {
  return {
    async fetch(request, env, ctx) {
      const { pathname } = new URL(request.url)
      if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) return api.fetch(request, env, ctx)
      if (pathname.startsWith('/media/')) return serveMedia(request, env)
      return fallback(request)
    },
  }
}
