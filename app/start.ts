import { createMiddleware, createStart } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { AppError } from './domain/app-error'
import { isDependencyFailure, PAGE_UNAVAILABLE } from './domain/dependency-error'
import { PAGE_RATE_LIMITED } from './domain/page-failure'

/** The one message a failed server function carries to the page (and so into its serialized data). */
export const SERVER_FUNCTION_FAILED = 'The page data could not be loaded'

/**
 * Every server function's failure leaves the server as one fixed message: the page's data is
 * serialized into its HTML, and an error's own text may name a query, a path or the caller's input.
 * The original is logged here. A not-found or redirect passes through, as the router acts on it.
 */
const hideServerErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (isNotFound(error) || isRedirect(error)) throw error
    // A caller over a rate limit is told so (429), not shown a failure.
    // eslint-disable-next-line preserve-caught-error -- the error carries nothing the page needs
    if (error instanceof AppError && error.code === 'rate_limited') throw new Error(PAGE_RATE_LIMITED)
    // A database or content source that cannot be reached is the service's state: the page answers 503.
    if (isDependencyFailure(error)) {
      console.warn('server function: a dependency failed or timed out', error)
      // eslint-disable-next-line preserve-caught-error -- the cause is left out on purpose: it would be serialized into the page
      throw new Error(PAGE_UNAVAILABLE)
    }
    console.error('server function failed', error)
    // eslint-disable-next-line preserve-caught-error -- the cause is left out on purpose: it would be serialized into the page
    throw new Error(SERVER_FUNCTION_FAILED)
  }
})

export const startInstance = createStart(() => ({ functionMiddleware: [hideServerErrors] }))
