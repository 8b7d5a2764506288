import type { AsyncLocalStorage } from 'node:async_hooks'

/** TanStack Start keeps each request's event in this AsyncLocalStorage, shared across its bundles by this key. */
const START_EVENT_STORAGE = Symbol.for('tanstack-start:event-storage')

/** The part of Start's per-request event this module fills in and clears. */
interface StartEvent {
  request: Request
  requestUrl: URL
  currentResponse?: Response
}

type Handler = (request: Request) => Response | Promise<Response>

/**
 * Runs Start's handler in an event this module owns, and clears the answer from it once the answer
 * has left. Start reads the answer's body inside its AsyncLocalStorage run, so workerd keeps that
 * run's context alive from the body's stream, and the context's event points back at the answer and
 * the request: nothing of a rendered page was ever collected (about 60 KB a page, every incoming
 * request still held; scripts/simulate/leak-probe.mts, docs/scaling.md). Start uses an event already
 * set for the same request as its own (`withStartRequest`). A URL Start would refuse itself (a
 * malformed escape in the path) goes to it untouched: it answers 400 before keeping anything.
 */
export function releasingStartEvent(handler: Handler): Handler {
  return async (request) => {
    const storage = (globalThis as Record<symbol, AsyncLocalStorage<StartEvent> | undefined>)[START_EVENT_STORAGE]
    const requestUrl = new URL(request.url)
    if (!storage || !decodablePath(requestUrl.pathname)) return handler(request)
    const event: StartEvent = { request, requestUrl }
    try {
      return await storage.run(event, () => handler(request))
    } finally {
      event.currentResponse = undefined
    }
  }
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURI(pathname)
    return true
  } catch {
    return false
  }
}
