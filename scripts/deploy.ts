/**
 * `npm run deploy`: builds the production Worker and uploads it with `wrangler deploy` (wrangler
 * asks you to log in, or reads CLOUDFLARE_API_TOKEN). Refuses while wrangler.toml's production
 * environment still holds a REPLACE_WITH_ placeholder, naming each one, so a half-configured
 * Worker is never uploaded, and without the Turnstile site key, which the browser bundle is built
 * with (a dummy key would let no form through the real secret). `--dry-run` packages without uploading.
 * Before uploading it reads the names of the secrets set in Cloudflare and tells what the Worker will
 * do with them (deploy-check.ts): refuse to serve, or run with card payment off, naming what is missing.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDummySitekey } from '../app/lib/bot-check-keys'
import { PLACEHOLDER } from '../worker/env'
import { run } from './local-stack'
import { deploymentReport } from './deploy-check'
import { PRODUCTION_OUT_DIR } from '../vite.config'

/** Every "path: value" in the built configuration that still holds a placeholder. */
export function placeholdersIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(PLACEHOLDER) ? [`${path}: ${value}`] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholdersIn(item, `${path}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => placeholdersIn(item, path ? `${path}.${key}` : key))
  return []
}

/** What the production build must be given in the environment; null when it is all there. */
export function missingBuildSetting(env: Record<string, string | undefined>): string | null {
  const sitekey = env.VITE_TURNSTILE_SITE_KEY
  if (!sitekey)
    return "VITE_TURNSTILE_SITE_KEY is not set: the Turnstile widget's site key (Cloudflare dashboard → Turnstile)"
  if (isDummySitekey(sitekey)) return 'VITE_TURNSTILE_SITE_KEY is a test key: set the real site key'
  return null
}

/** The names of the production secrets set in Cloudflare (wrangler asks for a login); null when they cannot be read. */
function secretNames(configPath: string): string[] | null {
  const listed = spawnSync('npx', ['wrangler', 'secret', 'list', '-c', configPath, '--format', 'json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (listed.status !== 0) return null
  try {
    return (JSON.parse(listed.stdout) as { name: string }[]).map((secret) => secret.name)
  } catch {
    return null
  }
}

/** Tells, before uploading, what the Worker will refuse or switch off with the secrets it has. */
function checkSecrets(configPath: string, vars: Record<string, string>) {
  const names = secretNames(configPath)
  if (!names) {
    console.warn(
      "Could not list the Worker's secrets (`wrangler secret list`): check them against docs/deploying.md step 8",
    )
    return
  }
  const report = deploymentReport(vars, names)
  if (report.refused) console.warn(`The Worker will answer 503 until this is fixed: ${report.refused}`)
  for (const reason of report.off) console.warn(reason)
}

async function main() {
  const missing = missingBuildSetting(process.env)
  if (missing) {
    console.error(missing)
    process.exit(1)
  }
  await run('npx', ['vite', 'build'], { CLOUDFLARE_ENV: 'production' })
  const configPath = join(PRODUCTION_OUT_DIR, 'server', 'wrangler.json')
  const left = placeholdersIn(JSON.parse(readFileSync(configPath, 'utf8')))
  if (left.length > 0) {
    console.error(
      `wrangler.toml's [env.production] still has placeholders; replace them (docs/deploying.md):\n  ${left.join('\n  ')}`,
    )
    process.exit(1)
  }
  checkSecrets(
    configPath,
    (JSON.parse(readFileSync(configPath, 'utf8')) as { vars?: Record<string, string> }).vars ?? {},
  )
  await run('npx', [
    'wrangler',
    'deploy',
    '-c',
    configPath,
    ...(process.argv.includes('--dry-run') ? ['--dry-run'] : []),
  ])
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
