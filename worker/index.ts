import { createStartHandler } from '@tanstack/react-start/server'
import { renderPage } from '../app/render-page'
import { createFetchHandler } from './router'
import { releasingStartEvent } from './start-event'

/** The Worker: its own routes (API, media, SEO files) first, then the app's pages (app/render-page.ts). */
export default createFetchHandler(releasingStartEvent(createStartHandler(renderPage)))
