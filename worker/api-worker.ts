import { createFetchHandler } from './router'

/** The Worker without the SSR app, for the workerd test pool (tests/worker). */
export default createFetchHandler(() => new Response('Not found', { status: 404 }))
