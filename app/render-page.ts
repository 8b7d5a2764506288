import { RouterServer, defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { isPageUnavailable, RETRY_AFTER_SECONDS } from './domain/dependency-error'
import { renderKeepingMarkup } from './lib/kept-markup'

/**
 * The app's server render, which the Worker's entry (worker/index.ts) hands to TanStack Start.
 * Pages are rendered to one string, not streamed: every loader has finished before the render
 * starts (nothing is deferred), so a stream sent the same HTML in one go and cost a third more of
 * the Worker's CPU in stream plumbing (docs/performance.md). TanStack's own string render, except
 * that the layout's kept parts are taken from the output (app/lib/kept-markup.ts).
 */
export const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  let unavailable = false
  const response = await renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: () => {
      unavailable = router.state.matches.some((match) => match.status === 'error' && isPageUnavailable(match.error))
      return renderKeepingMarkup(() => renderToString(createElement(RouterServer, { router })))
    },
  })
  return unavailable ? unavailablePage(response) : response
})

/**
 * A page whose data could not be loaded because the database or the content source is down: the
 * store's frame with its "briefly unavailable" text, as 503 with Retry-After (like the API), and kept
 * by no cache, so the next request after the dependency returns renders afresh.
 */
function unavailablePage(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: 503, headers })
}
