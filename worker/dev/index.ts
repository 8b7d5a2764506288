import { NOVA_POSHTA_STAND_IN_PATH, WAYFORPAY_SANDBOX_PATH } from '../env'
import { CHECKBOX_STAND_IN_PATH } from '../env-checkbox'

/**
 * The development-only pages: the outbox, the card provider's sandbox and the carrier's stand-in. The router loads this
 * module only when the configuration says development or test, and the production build replaces
 * it with a module that refuses to load (`leaveOutDevModules`, vite.config.ts), so neither ships.
 * Answers null for any other path.
 */
export async function serveDevPage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (pathname === '/dev/outbox') return (await import('./outbox')).serveOutbox(env)
  if (pathname === WAYFORPAY_SANDBOX_PATH || pathname.startsWith(`${WAYFORPAY_SANDBOX_PATH}/`)) {
    return (await import('./wayforpay-sandbox')).sandbox.fetch(request, env, ctx)
  }
  if (pathname.startsWith(`${NOVA_POSHTA_STAND_IN_PATH}/`))
    return (await import('./nova-poshta')).serveNovaPoshtaStandIn(request)
  if (pathname === CHECKBOX_STAND_IN_PATH || pathname.startsWith(`${CHECKBOX_STAND_IN_PATH}/`))
    return (await import('./checkbox')).checkboxStandIn.fetch(request, env, ctx)
  return null
}
