/**
 * npm run studio:import -- [--dataset production] [--replace]
 *
 * Imports the local content (cms/dataset/production.ndjson: banners, advantages, site settings,
 * pages, posts, translations) into the Sanity project SANITY_STUDIO_PROJECT_ID, rendering its
 * pictures and letting `sanity dataset import` upload them. Log in first (`npx sanity login`) or
 * set SANITY_IMPORT_TOKEN (an Editor token). Documents that exist are kept unless --replace.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { datasetForImport } from '../cms/dataset/for-import'
import { IMAGE_SPECS } from '../cms/dataset/image-specs'
import { renderCmsImage } from '../cms/dataset/images'

const { values } = parseArgs({
  options: { dataset: { type: 'string', default: 'production' }, replace: { type: 'boolean', default: false } },
  strict: true,
})
if (!process.env.SANITY_STUDIO_PROJECT_ID) {
  console.error('SANITY_STUDIO_PROJECT_ID is not set: the project id from sanity.io/manage')
  process.exit(2)
}

const dir = mkdtempSync(join(tmpdir(), 'studio-import-'))
try {
  const files = await Promise.all(
    IMAGE_SPECS.map(async (spec) => {
      const image = await renderCmsImage(spec)
      const path = join(dir, basename(image.key))
      writeFileSync(path, image.body)
      return { key: spec.key, path }
    }),
  )
  const ndjson = join(dir, 'content.ndjson')
  writeFileSync(ndjson, datasetForImport(readFileSync('cms/dataset/production.ndjson', 'utf8'), files))
  const args = [
    'sanity',
    'dataset',
    'import',
    ndjson,
    '--dataset',
    values.dataset,
    values.replace ? '--replace' : '--missing',
  ]
  const result = spawnSync('npx', args, {
    cwd: resolve('cms'),
    stdio: 'inherit',
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  })
  process.exitCode = result.status ?? 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
