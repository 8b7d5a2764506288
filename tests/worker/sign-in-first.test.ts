import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createWorkerApp } from '../../worker/router'
import { liveSessionCookie } from './live-session'

/** The profile through the whole Worker (router, session check), with a stand-in renderer that counts its renders. */
function setup() {
  const rendered: string[] = []
  const app = createWorkerApp((request) => {
    rendered.push(request.url)
    return new Response('<html>profile</html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
  })
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} }
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.fetch(new Request(`http://store.test${path}`, { headers }), env, ctx)
    return {
      status: res.status,
      location: res.headers.get('location'),
      control: res.headers.get('cache-control'),
      body: await res.text(),
    }
  }
  return { app, ctx, get, rendered }
}

describe('the profile without a live session', () => {
  it('sends the visitor to /login from the server, in the language the URL names, and renders nothing', async () => {
    const { get, rendered } = setup()
    const toLogin = { status: 302, location: '/login', control: 'private, no-store', body: '' }
    expect(await get('/profile')).toEqual(toLogin)
    // The section asked for is where the login leads; one the profile does not have is dropped.
    expect(await get('/profile?section=orders')).toEqual({ ...toLogin, location: '/login?section=orders' })
    expect(await get('/profile?section=%3Cscript%3E')).toEqual(toLogin)
    expect(await get('/profile?lang=en&section=orders')).toEqual({
      ...toLogin,
      location: '/login?lang=en&section=orders',
    })
    expect(await get('/profile?lang=ua')).toEqual({ ...toLogin, location: '/login?lang=ua' })
    // A language it does not know is not copied into the answer.
    expect(await get('/profile?lang=%3Cscript%3E')).toEqual(toLogin)
    // A cookie that names no live session (forged, garbage) is no session.
    expect(await get('/profile', { cookie: `session=${'A'.repeat(43)}` })).toEqual(toLogin)
    expect(await get('/profile', { cookie: 'session=<script>' })).toEqual(toLogin)
    expect(rendered).toEqual([])
  })

  it('renders the profile privately for a live session', async () => {
    const { app, ctx, get, rendered } = setup()
    const cookie = await liveSessionCookie(app, ctx)
    expect(await get('/profile?section=orders', { cookie })).toMatchObject({
      status: 200,
      control: 'private, no-store',
      body: '<html>profile</html>',
    })
    expect(rendered).toEqual(['http://store.test/profile?section=orders'])
  })
})
