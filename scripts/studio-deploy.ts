/**
 * npm run studio:deploy — builds the Studio and publishes it on Sanity's hosting
 * (https://{SANITY_STUDIO_HOST}.sanity.studio). Refuses without SANITY_STUDIO_PROJECT_ID, so it
 * never builds a Studio bound to the local placeholder project.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

for (const name of ['SANITY_STUDIO_PROJECT_ID', 'SANITY_STUDIO_HOST']) {
  if (!process.env[name]) {
    console.error(`${name} is not set (docs/deploying.md, step 4)`)
    process.exit(2)
  }
}
const result = spawnSync('npx', ['sanity', 'deploy', '--yes'], {
  cwd: resolve('cms'),
  stdio: 'inherit',
  env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
})
process.exit(result.status ?? 1)
