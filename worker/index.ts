import { createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'
import { createFetchHandler } from './router'

/**
 * Pages are rendered to one string, not streamed: every loader has finished before the render
 * starts (nothing is deferred), so a stream sent the same HTML in one go and cost a third more of
 * the Worker's CPU in stream plumbing (docs/performance.md).
 */
export default createFetchHandler(createStartHandler(defaultRenderHandler))
