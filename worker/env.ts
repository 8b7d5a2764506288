import { z } from 'zod'
import { isTestSecret, TEST_SECRETS } from './adapters/turnstile'
import { TEST_MERCHANT } from './adapters/wayforpay/test-merchant'
import { CHECKBOX_VARIABLES, checkboxEnvSchema, type FiscalSettings, fiscalSettings } from './env-checkbox'
import { WAYBILL_VARIABLES, waybillEnvSchema, type WaybillSettings, waybillSettings } from './env-waybills'
import { MESSAGES_VARIABLES, type MessageSettings, messageSettings, messagesEnvSchema } from './env-messages'

/**
 * The Worker's configuration, parsed once per isolate. It fails closed: the development
 * conveniences (a built-in JWT secret, the outbox, the payment sandbox, the always-pass bot-check
 * key, the local content dataset) exist only when APP_ENV says `development` or `test` exactly.
 * Any other value, or none, is a deployed environment that refuses to start without its secrets,
 * and the error names the missing variable.
 */
const LOCAL_ENVIRONMENTS: readonly string[] = ['development', 'test']

/** Whether an APP_ENV value turns the development conveniences on (it must say so exactly). */
export const isLocalEnvironment = (appEnv: unknown): boolean =>
  typeof appEnv === 'string' && LOCAL_ENVIRONMENTS.includes(appEnv.trim())

const baseSchema = z
  .object({
    APP_ENV: z.string().trim().min(1).optional(),
    TURSO_DATABASE_URL: z.url(),
    TURSO_AUTH_TOKEN: z.string().optional(),
    CONTENT_SOURCE: z.enum(['local', 'lake']).optional(),
    SANITY_PROJECT_ID: z.string().optional(),
    SANITY_DATASET: z.string().default('production'),
    SANITY_API_TOKEN: z.string().optional(),
    /** Another Content Lake address (a local stand-in in tests); unset, the project's own CDN host. */
    SANITY_API_HOST: z.url().optional(),
    SITE_URL: z.url(),
    /** How long a rendered product page is served from the edge cache (worker/services/page-cache.ts); 0 turns it off. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How long an unpaid card order holds its stock and promo use before the scheduled job cancels it. */
    ORDER_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    JWT_SECRET: z.string().optional(),
    /** Turnstile: development and tests use Cloudflare's always-pass dummy secret, answered locally. */
    TURNSTILE_SECRET_KEY: z.string().optional(),
    TURNSTILE_SITEVERIFY_URL: z.url().optional(),
    /** Outgoing mail: an HTTP email API (Resend's shape) in production; the outbox table everywhere. */
    EMAIL_API_URL: z.url().default('https://api.resend.com/emails'),
    EMAIL_API_KEY: z.string().optional(),
    EMAIL_FROM: z.string().default('Beauty Pro <shop@beautypro.ua>'),
    /** Where staff notifications (forms, partner requests) go. */
    STAFF_EMAIL: z.email().default('shop@beautypro.ua'),
    /** Signs the Sanity webhook that purges cached content (worker/api/webhooks.ts). */
    SANITY_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Signs the tokens of the draft preview route (worker/services/content-preview.ts, `npm run preview:token`). */
    SANITY_PREVIEW_SECRET: z.string().min(32).optional(),
    // Card payment (WayForPay). Outside production they default to the public test merchant and the local sandbox.
    WAYFORPAY_MERCHANT_ACCOUNT: z.string().trim().min(1).optional(),
    WAYFORPAY_MERCHANT_SECRET: z.string().min(1).optional(),
    WAYFORPAY_MERCHANT_DOMAIN: z.string().trim().min(1).optional(),
    WAYFORPAY_PAY_URL: z.url().optional(),
    WAYFORPAY_API_URL: z.url().optional(),
    /** Nova Poshta's JSON API: look-ups work without a key (it only raises the carrier's limits); tracking sends it when set. */
    NOVA_POSHTA_API_KEY: z.string().trim().max(64).optional(),
    /** Another address of the carrier's API; unset, the carrier's own in production and the local stand-in elsewhere. */
    NOVA_POSHTA_API_URL: z.url().optional(),
  })
  .extend(checkboxEnvSchema.shape)
  .extend(waybillEnvSchema.shape)
  .extend(messagesEnvSchema.shape)

/** Secrets a deployed environment cannot run without. */
export const PRODUCTION_SECRETS = [
  'TURSO_AUTH_TOKEN',
  'JWT_SECRET',
  'SANITY_PROJECT_ID',
  'TURNSTILE_SECRET_KEY',
  'EMAIL_API_KEY',
] as const
/** HS256 needs a key at least as long as its hash (RFC 7518 §3.2). */
const MIN_JWT_SECRET_LENGTH = 32

type ParsedEnv = z.infer<typeof baseSchema>

/** Everything card payment needs; `null` with a reason when it is switched off. */
export interface WayForPayConfig {
  merchantAccount: string
  secret: string
  merchantDomainName: string
  payUrl: string
  apiUrl: string
}

/** Where the Worker asks Nova Poshta (city, branch and tracking look-ups), and with which key ('' when none). */
export interface NovaPoshtaConfig {
  apiUrl: string
  apiKey: string
}

export type AppConfig = Omit<
  ParsedEnv,
  | 'APP_ENV'
  | 'CONTENT_SOURCE'
  | 'JWT_SECRET'
  | 'TURNSTILE_SECRET_KEY'
  | 'SANITY_WEBHOOK_SECRET'
  | 'SANITY_PREVIEW_SECRET'
  | `WAYFORPAY_${string}`
  | `NOVA_POSHTA_${string}`
  | (typeof CHECKBOX_VARIABLES)[number]
  | (typeof MESSAGES_VARIABLES)[number]
> & {
  /** As set; an unset APP_ENV reads as `production`. */
  APP_ENV: string
  /** True only for `development` and `test`: the development conveniences are on. */
  local: boolean
  CONTENT_SOURCE: 'local' | 'lake'
  JWT_SECRET: string
  TURNSTILE_SECRET_KEY: string
  /** null in production until it is set: the purge webhook then answers 503 (content refreshes within its 1 h lifetime). */
  SANITY_WEBHOOK_SECRET: string | null
  /** null in production until it is set: the draft preview then answers 503 naming it; the rest of the site serves. */
  SANITY_PREVIEW_SECRET: string | null
  wayforpay: WayForPayConfig | null
  /** Why card payment is off (names the missing variable, never a value). */
  wayforpayDisabledReason: string | null
  novaPoshta: NovaPoshtaConfig
  /** Fiscal receipts through Checkbox (worker/env-checkbox.ts). */
  fiscal: FiscalSettings
  /** Nova Poshta waybills from the back office: the sender, or why they are off (worker/env-waybills.ts). */
  waybills: WaybillSettings
  /** Viber/SMS messages through TurboSMS (worker/env-messages.ts). */
  messages: MessageSettings
  /**
   * Why card payment is not offered, one reason per missing part (WayForPay, fiscal receipts); empty
   * when it is. Named in logs and the deployment check only, never to visitors.
   */
  cardPaymentOffReasons: string[]
}

/** Where the local provider sandbox (worker/dev/wayforpay-sandbox.ts) answers, outside production only. */
export const WAYFORPAY_SANDBOX_PATH = '/dev/wayforpay'
const WAYFORPAY_PAY_URL = 'https://secure.wayforpay.com/pay'
const WAYFORPAY_API_URL = 'https://api.wayforpay.com/api'
/** Where the local Nova Poshta stand-in (worker/dev/nova-poshta) answers, outside production only. */
export const NOVA_POSHTA_STAND_IN_PATH = '/dev/novaposhta'
const NOVA_POSHTA_API_URL = 'https://api.novaposhta.ua/v2.0/json/'

/** Signs tokens in development and tests only; production refuses to start without its own secret. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-never-used-in-production-0000'
/** The same for the Sanity webhook, so a signed purge can be tried locally. */
const DEV_SANITY_WEBHOOK_SECRET = 'dev-only-sanity-webhook-secret-0000'
/** The same for draft preview tokens (`npm run preview:token -- --local` signs with it). */
export const DEV_SANITY_PREVIEW_SECRET = 'dev-only-sanity-preview-secret-never-in-production'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** wrangler.toml's production placeholders start with this; a deployer replaces every one. */
export const PLACEHOLDER = 'REPLACE_WITH_'

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const placeholder = Object.keys(env).find((name) => typeof env[name] === 'string' && env[name].includes(PLACEHOLDER))
  if (placeholder)
    throw new ConfigError(`${placeholder} still holds a placeholder from wrangler.toml: set the real value`)
  const parsed = baseSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid or missing environment variable ${issue.path.join('.')}: ${issue.message}`)
  }
  const config = parsed.data
  const local = isLocalEnvironment(config.APP_ENV)
  if (!local) refuseIncompleteDeployment(config)
  for (const binding of ['CATALOG_CACHE', 'MEDIA'] as const) {
    if (!env[binding]) throw new ConfigError(`Missing binding ${binding} (see wrangler.toml)`)
  }
  // The raw payment variables are read once, by wayforpayConfig; the rest of the app sees its result.
  const {
    WAYFORPAY_MERCHANT_ACCOUNT: _a,
    WAYFORPAY_MERCHANT_SECRET: _s,
    WAYFORPAY_MERCHANT_DOMAIN: _d,
    WAYFORPAY_PAY_URL: _p,
    WAYFORPAY_API_URL: _u,
    NOVA_POSHTA_API_KEY: _k,
    NOVA_POSHTA_API_URL: _n,
    ...withCheckbox
  } = config
  const rest = Object.fromEntries(
    Object.entries(withCheckbox).filter(
      ([name]) =>
        !([...CHECKBOX_VARIABLES, ...WAYBILL_VARIABLES, ...MESSAGES_VARIABLES] as readonly string[]).includes(name),
    ),
  ) as Omit<
    typeof withCheckbox,
    (typeof CHECKBOX_VARIABLES)[number] | (typeof WAYBILL_VARIABLES)[number] | (typeof MESSAGES_VARIABLES)[number]
  >
  const wayforpay = wayforpayConfig(config, local)
  const fiscal = fiscalSettings(config, local)
  return {
    ...rest,
    APP_ENV: config.APP_ENV ?? 'production',
    local,
    CONTENT_SOURCE: config.CONTENT_SOURCE ?? (local ? 'local' : 'lake'),
    JWT_SECRET: config.JWT_SECRET ?? DEV_JWT_SECRET,
    TURNSTILE_SECRET_KEY: config.TURNSTILE_SECRET_KEY ?? TEST_SECRETS.pass,
    SANITY_WEBHOOK_SECRET: config.SANITY_WEBHOOK_SECRET ?? (local ? DEV_SANITY_WEBHOOK_SECRET : null),
    SANITY_PREVIEW_SECRET: previewSecret(config.SANITY_PREVIEW_SECRET, local),
    wayforpay: 'disabled' in wayforpay ? null : wayforpay,
    wayforpayDisabledReason: 'disabled' in wayforpay ? wayforpay.disabled : null,
    novaPoshta: novaPoshtaConfig(config, local),
    fiscal,
    waybills: waybillSettings(config, local, NOVA_POSHTA_STAND_IN_PATH),
    messages: messageSettings(config, local),
    cardPaymentOffReasons: [
      ...('disabled' in wayforpay ? [wayforpay.disabled] : []),
      ...(fiscal.blocksCardPayment ? [fiscal.blocksCardPayment] : []),
    ],
  }
}

/**
 * The carrier's API: its own address in a deployed environment, the local stand-in elsewhere. A
 * deployed Worker pointed at the stand-in refuses to start, since production does not serve it.
 */
function novaPoshtaConfig(env: ParsedEnv, local: boolean): NovaPoshtaConfig {
  const standIn = `${new URL(env.SITE_URL).origin}${NOVA_POSHTA_STAND_IN_PATH}/v2.0/json/`
  const apiUrl = env.NOVA_POSHTA_API_URL ?? (local ? standIn : NOVA_POSHTA_API_URL)
  if (!local && new URL(apiUrl).pathname.startsWith(NOVA_POSHTA_STAND_IN_PATH)) {
    throw new ConfigError(
      'NOVA_POSHTA_API_URL points at the local stand-in, which production does not serve: unset it or name the carrier',
    )
  }
  return { apiUrl, apiKey: env.NOVA_POSHTA_API_KEY ?? '' }
}

/** The preview secret; a deployed Worker never takes the development one, whoever copied it there. */
function previewSecret(value: string | undefined, local: boolean): string | null {
  if (local) return value ?? DEV_SANITY_PREVIEW_SECRET
  return value && value !== DEV_SANITY_PREVIEW_SECRET ? value : null
}

/** A deployed environment (anything but development or test) gets no stand-in for a missing secret. */
function refuseIncompleteDeployment(config: ParsedEnv): void {
  const which =
    config.APP_ENV === 'production'
      ? 'APP_ENV is production'
      : config.APP_ENV === undefined
        ? 'APP_ENV is unset, so production rules apply'
        : `APP_ENV "${config.APP_ENV}" is not development or test`
  for (const name of PRODUCTION_SECRETS) {
    if (!config[name])
      throw new ConfigError(
        `Missing production secret ${name} (${which}): set it with \`npx wrangler secret put ${name} --env production\``,
      )
  }
  if (config.JWT_SECRET === DEV_JWT_SECRET || config.JWT_SECRET!.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET must be a secret of your own of at least ${MIN_JWT_SECRET_LENGTH} characters (${which})`,
    )
  }
  if (config.CONTENT_SOURCE === 'local')
    throw new ConfigError(`CONTENT_SOURCE must be "lake" outside development and test (${which})`)
  if (isTestSecret(config.TURNSTILE_SECRET_KEY!))
    throw new ConfigError(`TURNSTILE_SECRET_KEY is a test key: set the real secret (${which})`)
}

/**
 * Card payment settings. Production needs its own merchant account and secret: without them card
 * payment is switched off (the store still runs) rather than sending unsigned forms. Elsewhere the
 * public test merchant and the local sandbox stand in, so the whole card journey runs offline.
 */
function wayforpayConfig(env: ParsedEnv, local: boolean): WayForPayConfig | { disabled: string } {
  const production = !local
  const site = new URL(env.SITE_URL)
  const sandbox = `${site.origin}${WAYFORPAY_SANDBOX_PATH}`
  const account = env.WAYFORPAY_MERCHANT_ACCOUNT
  const secret = env.WAYFORPAY_MERCHANT_SECRET
  if (!account !== !secret) {
    return {
      disabled: `Card payment is off: set both WAYFORPAY_MERCHANT_ACCOUNT and WAYFORPAY_MERCHANT_SECRET (${account ? 'the secret' : 'the account'} is missing)`,
    }
  }
  if (production && !secret) {
    return {
      disabled:
        'Card payment is off: missing production secret WAYFORPAY_MERCHANT_SECRET (and WAYFORPAY_MERCHANT_ACCOUNT); set it with `wrangler secret put`',
    }
  }
  const config = {
    merchantAccount: account ?? TEST_MERCHANT.account,
    secret: secret ?? TEST_MERCHANT.secret,
    merchantDomainName: env.WAYFORPAY_MERCHANT_DOMAIN ?? site.hostname,
    payUrl: env.WAYFORPAY_PAY_URL ?? (production ? WAYFORPAY_PAY_URL : `${sandbox}/pay`),
    apiUrl: env.WAYFORPAY_API_URL ?? (production ? WAYFORPAY_API_URL : `${sandbox}/api`),
  }
  if (
    production &&
    [config.payUrl, config.apiUrl].some((url) => new URL(url).pathname.startsWith(WAYFORPAY_SANDBOX_PATH))
  ) {
    return {
      disabled:
        'Card payment is off: WAYFORPAY_PAY_URL or WAYFORPAY_API_URL points at the local sandbox, which production does not serve',
    }
  }
  return config
}
