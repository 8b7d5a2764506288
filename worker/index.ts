import { createStartHandler } from '@tanstack/react-start/server'
import { renderPage } from '../app/render-page'
import { createFetchHandler } from './router'

/** The Worker: its own routes (API, media, SEO files) first, then the app's pages (app/render-page.ts). */
export default createFetchHandler(createStartHandler(renderPage))
