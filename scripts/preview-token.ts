/**
 * npm run preview:token -- [--days 30] [--local]
 *
 * Prints a draft preview token: signed with SANITY_PREVIEW_SECRET from the environment (the one the
 * production Worker has), or with the development secret under --local. A marketer pastes it on
 * the first preview (the site keeps it in the browser until it expires); never build it into the
 * Studio, whose code is public (docs/operations.md, Editing content). Changing the secret revokes
 * every token made with it.
 */
import { parseArgs } from 'node:util'
import { DEV_SANITY_PREVIEW_SECRET } from '../worker/env'
import { PREVIEW_TOKEN_MAX_DAYS, signPreviewToken } from '../worker/services/content-preview'

const { values } = parseArgs({
  options: { days: { type: 'string', default: '30' }, local: { type: 'boolean', default: false } },
  strict: true,
})
const days = Number(values.days)
if (!Number.isInteger(days) || days < 1 || days > PREVIEW_TOKEN_MAX_DAYS) {
  console.error(`--days must be a whole number from 1 to ${PREVIEW_TOKEN_MAX_DAYS}`)
  process.exit(2)
}
const secret = values.local ? DEV_SANITY_PREVIEW_SECRET : process.env.SANITY_PREVIEW_SECRET
if (!secret || secret.length < 32) {
  console.error(
    'SANITY_PREVIEW_SECRET is not set (at least 32 characters, the same as the Worker has); --local signs for a local store',
  )
  process.exit(2)
}
const expires = Date.now() + days * 24 * 3600 * 1000
console.error(`A preview token valid until ${new Date(expires).toISOString()}:`)
console.log(await signPreviewToken(secret, expires))
