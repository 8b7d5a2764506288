import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { api } from './api'
import { serveMedia } from './media'

const ssr = createStartHandler(defaultStreamHandler)

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) return api.fetch(request, env, ctx)
    if (pathname.startsWith('/media/')) return serveMedia(request, env)
    return ssr(request)
  },
} satisfies ExportedHandler<Env>
