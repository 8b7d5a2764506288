import { RouterServer, defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { renderKeepingMarkup } from './lib/kept-markup'

/**
 * The app's server render, which the Worker's entry (worker/index.ts) hands to TanStack Start.
 * Pages are rendered to one string, not streamed: every loader has finished before the render
 * starts (nothing is deferred), so a stream sent the same HTML in one go and cost a third more of
 * the Worker's CPU in stream plumbing (docs/performance.md). TanStack's own string render, except
 * that the layout's kept parts are taken from the output (app/lib/kept-markup.ts).
 */
export const renderPage = defineHandlerCallback(({ router, responseHeaders }) =>
  renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: () => renderKeepingMarkup(() => renderToString(createElement(RouterServer, { router }))),
  }),
)
