import {
  RouterServer,
  defineHandlerCallback,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server'
import type { AnyRouter } from '@tanstack/react-router'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { RETRY_AFTER_SECONDS } from './domain/dependency-error'
import { PAGE_FAILURE_STATUS, type PageFailure, pageFailureOf } from './domain/page-failure'
import { RATE_LIMIT_PERIOD_SECONDS } from '../worker/services/rate-limit'
import { renderKeepingMarkup } from './lib/kept-markup'
import { pageBytes, renderWithStylesheet } from './lib/page-bytes'

/**
 * The app's server render, which the Worker's entry (worker/index.ts) hands to TanStack Start.
 * Pages are rendered to one string, not streamed: every loader has finished before the render
 * starts (nothing is deferred), so a stream sent the same HTML in one go and cost a third more of
 * the Worker's CPU in stream plumbing (docs/decisions/208-pages-are-rendered-to-one-string-not-streamed.md). TanStack's own string render
 * (`renderSsrHtmlResponse`), except that the layout's kept parts are taken from the output
 * (app/lib/kept-markup.ts) and the answer is the page's UTF-8 bytes, its stylesheet's encoded once
 * (app/lib/page-bytes.ts).
 */
export const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  let failure: PageFailure = 'failed'
  const response = await htmlResponse(router, responseHeaders, () => {
    const failed = router.state.matches.find((match) => match.status === 'error')
    if (failed) failure = pageFailureOf(failed.error)
    return renderKeepingMarkup(() => renderToString(createElement(RouterServer, { router })))
  })
  if (failure === 'failed') return response
  return retryLaterPage(response, failure, failure === 'unavailable' ? RETRY_AFTER_SECONDS : RATE_LIMIT_PERIOD_SECONDS)
})

/** TanStack's `renderSsrHtmlResponse`, answering the page's bytes (app/lib/page-bytes.ts). */
async function htmlResponse(router: AnyRouter, headers: Headers, render: () => string): Promise<Response> {
  try {
    const { html, css } = renderWithStylesheet(render)
    const page = await transformHtmlStringWithRouter(router, html)
    return new Response(pageBytes(page, css), { status: getSsrStatus(router), headers })
  } catch (error) {
    console.error('Render to string error:', error)
    return new Response('Internal Server Error', { status: 500, headers })
  } finally {
    router.serverSsr?.cleanup()
  }
}

/**
 * A page whose data could not be loaded because the database or the content source is down (503), or
 * whose visitor is over a rate limit (429): the store's frame with its text, with Retry-After (like the
 * API), and kept by no cache, so the next request after the wait renders afresh.
 */
function retryLaterPage(response: Response, failure: PageFailure, retryAfterSeconds: number): Response {
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(retryAfterSeconds))
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: PAGE_FAILURE_STATUS[failure], headers })
}
