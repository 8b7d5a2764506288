import { RouterServer, defineHandlerCallback, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { createStartHandler } from '@tanstack/react-start/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { renderKeepingMarkup } from '../app/lib/kept-markup'
import { createFetchHandler } from './router'

/**
 * Pages are rendered to one string, not streamed: every loader has finished before the render
 * starts (nothing is deferred), so a stream sent the same HTML in one go and cost a third more of
 * the Worker's CPU in stream plumbing (docs/performance.md). TanStack's own string render, except
 * that the layout's kept parts are taken from the output (app/lib/kept-markup.ts).
 */
const renderPage = defineHandlerCallback(({ router, responseHeaders }) =>
  renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: () => renderKeepingMarkup(() => renderToString(createElement(RouterServer, { router }))),
  }),
)

export default createFetchHandler(createStartHandler(renderPage))
