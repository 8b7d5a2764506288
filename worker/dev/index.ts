import { NOVA_POSHTA_STAND_IN_PATH, WAYFORPAY_SANDBOX_PATH } from '../env'
import { CHECKBOX_STAND_IN_PATH } from '../env-checkbox'
import { TURBOSMS_STAND_IN_PATH } from '../env-messages'
/** worker/dev/email-api.ts answers here (a literal: importing it would bundle the stand-in into this module). */
const EMAIL_API_STAND_IN_PATH = '/dev/email'

/**
 * The development-only pages: the outbox, the card provider's sandbox, the carrier's, Checkbox's,
 * TurboSMS's and the email API's stand-ins. The router loads this
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
  if (pathname === TURBOSMS_STAND_IN_PATH || pathname.startsWith(`${TURBOSMS_STAND_IN_PATH}/`))
    return (await import('./turbosms')).serveTurboSmsStandIn(request, env)
  if (pathname === EMAIL_API_STAND_IN_PATH || pathname.startsWith(`${EMAIL_API_STAND_IN_PATH}/`))
    return (await import('./email-api')).serveEmailApiStandIn(request, env)
  return null
}
