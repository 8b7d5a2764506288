import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'

/**
 * The nonce the Worker gave this render (worker/csp.ts): the router writes it into its inline
 * scripts, and the response's Content-Security-Policy names it. The browser needs none.
 */
export const getScriptNonce = createIsomorphicFn()
  .server((): string | undefined => getRequestHeader('x-csp-nonce') || undefined)
  .client((): string | undefined => undefined)
