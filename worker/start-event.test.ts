import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { releasingStartEvent } from './start-event'

const KEY = Symbol.for('tanstack-start:event-storage')
type Event = { request: Request; requestUrl: URL; currentResponse?: Response }
const globals = globalThis as Record<symbol, unknown>
let storage: AsyncLocalStorage<Event>

beforeEach(() => {
  storage = new AsyncLocalStorage<Event>()
  globals[KEY] = storage
})
afterEach(() => {
  delete globals[KEY]
})

/** A stand-in for Start's handler: it uses the event set for its request, and publishes its answer on it. */
function startLike(seen: Event[]) {
  return async (request: Request) => {
    const event = storage.getStore()
    const response = new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } })
    if (event?.request === request) {
      event.currentResponse = response
      seen.push(event)
    }
    return response
  }
}

describe('releasingStartEvent', () => {
  it('gives Start an event for the request and clears the answer from it once it has left', async () => {
    const seen: Event[] = []
    const request = new Request('https://store.test/catalogue?page=2')
    const response = await releasingStartEvent(startLike(seen))(request)
    expect(await response.text()).toBe('<!doctype html><p>page</p>')
    expect(seen).toHaveLength(1)
    expect(seen[0]!.requestUrl.href).toBe('https://store.test/catalogue?page=2')
    expect(seen[0]!.currentResponse).toBeUndefined()
  })

  it('clears it when the handler throws too', async () => {
    let event: Event | undefined
    const failing = releasingStartEvent(async () => {
      event = storage.getStore()
      event!.currentResponse = new Response('partial')
      throw new Error('render failed')
    })
    await expect(failing(new Request('https://store.test/'))).rejects.toThrow('render failed')
    expect(event).toBeDefined()
    expect(event!.currentResponse).toBeUndefined()
  })

  it('leaves a path with a malformed escape to Start, which refuses it itself', async () => {
    const seen: Event[] = []
    const response = await releasingStartEvent(startLike(seen))(new Request('https://store.test/%E0%A4%A'))
    expect(response.status).toBe(200)
    expect(seen).toHaveLength(0)
  })
})
