import { z } from 'zod'
import { isTestSecret, TEST_SECRETS } from './adapters/turnstile'

/**
 * The Worker's configuration, parsed once per isolate. Production refuses to start without its
 * secrets, and the error names the missing variable.
 */
const baseSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  TURSO_DATABASE_URL: z.url(),
  TURSO_AUTH_TOKEN: z.string().optional(),
  CONTENT_SOURCE: z.enum(['local', 'lake']).default('local'),
  SANITY_PROJECT_ID: z.string().optional(),
  SANITY_DATASET: z.string().default('production'),
  SANITY_API_TOKEN: z.string().optional(),
  SITE_URL: z.url(),
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
})

/** Secrets production cannot run without. */
const PRODUCTION_SECRETS = ['TURSO_AUTH_TOKEN', 'JWT_SECRET', 'SANITY_PROJECT_ID', 'TURNSTILE_SECRET_KEY', 'EMAIL_API_KEY', 'SANITY_WEBHOOK_SECRET'] as const

export type AppConfig = Omit<z.infer<typeof baseSchema>, 'JWT_SECRET' | 'TURNSTILE_SECRET_KEY' | 'SANITY_WEBHOOK_SECRET'> & {
  JWT_SECRET: string
  TURNSTILE_SECRET_KEY: string
  SANITY_WEBHOOK_SECRET: string
}

/** Signs tokens in development and tests only; production refuses to start without its own secret. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-never-used-in-production-0000'
/** The same for the Sanity webhook, so a signed purge can be tried locally. */
const DEV_SANITY_WEBHOOK_SECRET = 'dev-only-sanity-webhook-secret-0000'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = baseSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid or missing environment variable ${issue.path.join('.')}: ${issue.message}`)
  }
  const config = parsed.data
  if (config.APP_ENV === 'production') {
    for (const name of PRODUCTION_SECRETS) {
      if (!config[name]) throw new ConfigError(`Missing production secret ${name}: set it with \`wrangler secret put ${name}\``)
    }
    if (config.CONTENT_SOURCE !== 'lake') throw new ConfigError('CONTENT_SOURCE must be "lake" in production')
    if (isTestSecret(config.TURNSTILE_SECRET_KEY!)) throw new ConfigError('TURNSTILE_SECRET_KEY is a test key: set the real secret in production')
  }
  for (const binding of ['CATALOG_CACHE', 'MEDIA'] as const) {
    if (!env[binding]) throw new ConfigError(`Missing binding ${binding} (see wrangler.toml)`)
  }
  return {
    ...config,
    JWT_SECRET: config.JWT_SECRET ?? DEV_JWT_SECRET,
    TURNSTILE_SECRET_KEY: config.TURNSTILE_SECRET_KEY ?? TEST_SECRETS.pass,
    SANITY_WEBHOOK_SECRET: config.SANITY_WEBHOOK_SECRET ?? DEV_SANITY_WEBHOOK_SECRET,
  }
}
