/**
 * What a deployed Worker will do with the configuration it is given, told before it is uploaded:
 * the Worker's own configuration parser runs on wrangler.toml's production variables and the names
 * of the secrets set in Cloudflare (their values never leave Cloudflare; a stand-in takes their place),
 * so the deployment check and the Worker can never disagree.
 */
import { cardPaymentOffReasons } from '../worker/services/payments/card-payment'
import { ConfigError, parseConfig } from '../worker/env'

export interface DeploymentReport {
  /** Why the Worker will refuse to serve (a 503 naming it), or null. */
  refused: string | null
  /** Features that will be off, each with what is missing. */
  off: string[]
}

/** A value that passes the parser's checks for a secret that is set (a URL where a URL is expected). */
const standIn = (name: string) =>
  name.endsWith('_URL') ? 'https://secret.example' : `set-in-cloudflare-${'x'.repeat(48)}`

export function deploymentReport(vars: Record<string, string>, secretNames: readonly string[]): DeploymentReport {
  const env: Record<string, unknown> = { ...vars, CATALOG_CACHE: {}, MEDIA: {} }
  for (const name of secretNames) env[name] = standIn(name)
  try {
    const config = parseConfig(env)
    return {
      refused: null,
      off: [...cardPaymentOffReasons(config), ...(config.messages.offReason ? [config.messages.offReason] : [])],
    }
  } catch (error) {
    if (error instanceof ConfigError) return { refused: error.message, off: [] }
    throw error
  }
}
