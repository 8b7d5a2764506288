/*
 * A dependency (the database, KV, content, a carrier) that could not be reached or did not answer in
 * time: the service's state, not a bug. The database client, the adapters and the services all throw
 * or recognise these, so they live below all of them.
 */

/** A dependency (database, KV, content) that could not be reached or did not answer: the service's state, not a bug. */
export class DependencyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DependencyError'
  }
}

export class TimeoutError extends DependencyError {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

/** The work's result, or a TimeoutError after `ms` (the work itself is left to finish or fail). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Whether an error is (or was caused by) a dependency that could not be reached or did not answer in time. */
export function isDependencyFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DependencyError) return true
  }
  return false
}

/**
 * The one message a page's data carries when a dependency failed (the server function's original is
 * logged): the page then answers 503 with Retry-After and says the store is briefly unavailable.
 */
export const PAGE_UNAVAILABLE = 'The store is briefly unavailable'

/** Whether a page's error (as the router holds it, on the server or after hydration) is that one. */
export const isPageUnavailable = (error: unknown): boolean =>
  error instanceof Error && error.message === PAGE_UNAVAILABLE

/** How long a client is asked to wait before trying again (the API's own 503s say the same). */
export const RETRY_AFTER_SECONDS = 5
