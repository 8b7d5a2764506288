import { getCookie } from '@tanstack/react-start/server'
import { SESSION_COOKIE } from '../contract/auth'
import type { Viewer } from '../domain/viewer'
import { viewerFromSession } from '../../worker/services/catalogue/viewer'
import type { Services } from '../../worker/services/context'

/**
 * The buyer a page is rendered for, from the request's session cookie (server only). A page the
 * edge cache keeps never carries one: the Worker renders signed-in requests afresh every time.
 */
export function pageViewer(services: Services): Promise<Viewer> {
  return viewerFromSession(services.db, getCookie(SESSION_COOKIE))
}
