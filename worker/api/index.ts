import { Hono } from 'hono'

export const api = new Hono<{ Bindings: Env }>().basePath('/api/v1')
api.get('/health', (c) => c.json({ ok: true }))
