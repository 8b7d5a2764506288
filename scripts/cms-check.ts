/**
 * `npm run cms:check`: everything about cms/ that can be checked offline.
 *   1. `sanity schema validate` (errors and warnings both fail)
 *   2. `sanity schema extract` → cms/schema.json (required fields enforced, so typegen knows them)
 *   3. `sanity typegen generate` → cms/sanity.types.ts (from cms/queries.ts)
 *   4. the local dataset (cms/dataset/production.ndjson) against the extracted schema, its UI text
 *      overrides against the storefront's keys (app/i18n, read now: cms/lib/translation-keys.ts)
 *   5. `sanity build` of the Studio into a temporary folder (as `npm run studio:build` does)
 * Generated files are rewritten in place; under CI a difference from the committed files fails.
 * `--only validate|extract|typegen|dataset|build` runs one step; `--dataset file.ndjson` checks another file
 * (tests/content/cms-check.test.ts proves an unknown translation key fails it).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { IMAGE_SPECS } from '../cms/dataset/image-specs'
import { assetId } from '../cms/dataset/source/assets'
import { checkDataset, type DatasetDoc, type SchemaEntry } from '../cms/lib/dataset-check'
import { TRANSLATION_KEYS } from '../cms/lib/translation-keys'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const cms = join(root, 'cms')
const SCHEMA_JSON = join(cms, 'schema.json')
const TYPES = join(cms, 'sanity.types.ts')
const { values: args } = parseArgs({
  options: { only: { type: 'string' }, dataset: { type: 'string' } },
  strict: true,
})
const DATASET = args.dataset ?? join(cms, 'dataset', 'production.ndjson')
const SINGLETONS = ['siteSettings', 'wholesalePage', 'uiTranslations']

const env = {
  ...process.env,
  CI: 'true',
  SANITY_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
  FORCE_COLOR: '0',
}

const failures: string[] = []

function sanity(args: string[]): { ok: boolean; stdout: string; stderr: string } {
  // The same Node that runs this script, whatever `node` is first on PATH.
  const bin = realpathSync(join(root, 'node_modules', '.bin', 'sanity'))
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: cms,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // Generous: on a shared two-core machine one command has taken over three minutes.
    timeout: 600_000,
  })
  const stderr = (result.stderr ?? '')
    .split('\n')
    .filter((line) => !/Unknown (user|env) config/.test(line))
    .join('\n')
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    stderr: stderr + (result.error ? String(result.error) : ''),
  }
}

function step(name: string, run: () => string | string[] | void, id?: string): void {
  if (args.only !== undefined && args.only !== id) return
  const started = performance.now()
  let problems: string[]
  try {
    const result = run()
    problems = result === undefined ? [] : Array.isArray(result) ? result : [result]
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)]
  }
  const took = `${Math.round(performance.now() - started)} ms`
  if (problems.length === 0) console.log(`✔ ${name} (${took})`)
  else {
    console.log(`✖ ${name} (${took})`)
    for (const problem of problems) console.log(`    ${problem}`)
    failures.push(name)
  }
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** Runs a generator and reports whether it changed a committed file (a failure under CI). */
function generated(file: string, generate: () => string[]): string[] {
  const before = readOrEmpty(file)
  const problems = generate()
  if (problems.length === 0 && readOrEmpty(file) !== before) {
    const relative = file.slice(root.length + 1)
    if (process.env.CI) problems.push(`${relative} was out of date; run npm run cms:check and commit it`)
    else console.log(`  (updated ${relative}; commit it)`)
  }
  return problems
}

step(
  'sanity schema validate',
  () => {
    const { ok, stdout, stderr } = sanity([
      'schema',
      'validate',
      '--workspace',
      'default',
      '--format',
      'json',
      '--level',
      'warning',
    ])
    let groups: Array<{ path: unknown[]; problems: Array<{ severity: string; message: string }> }>
    try {
      groups = JSON.parse(stdout)
    } catch {
      return [`could not read the validation report`, stdout.trim(), stderr.trim()].filter(Boolean)
    }
    const problems = groups.flatMap((group) =>
      group.problems.map((p) => `${p.severity}: ${JSON.stringify(group.path)} ${p.message}`),
    )
    return ok || problems.length > 0 ? problems : [stderr.trim() || 'failed']
  },
  'validate',
)

step(
  'sanity schema extract → cms/schema.json',
  () =>
    generated(SCHEMA_JSON, () => {
      const { ok, stderr, stdout } = sanity([
        'schema',
        'extract',
        '--workspace',
        'default',
        '--enforce-required-fields',
        '--force',
        '--path',
        'schema.json',
      ])
      return ok ? [] : [stderr.trim() || stdout.trim()]
    }),
  'extract',
)

step(
  'sanity typegen generate → cms/sanity.types.ts',
  () =>
    generated(TYPES, () => {
      const { ok, stderr, stdout } = sanity(['typegen', 'generate'])
      const output = `${stdout}\n${stderr}`
      if (!ok) return [output.trim()]
      const found = /(\d+) queries/.exec(output)
      return found && Number(found[1]) > 0 ? [] : [`typegen found no queries:\n${output.trim()}`]
    }),
  'typegen',
)

step(
  `local dataset ${DATASET.startsWith(root) ? DATASET.slice(root.length + 1) : DATASET}`,
  () => {
    const schema = JSON.parse(readFileSync(SCHEMA_JSON, 'utf8')) as SchemaEntry[]
    const specs = new Map(IMAGE_SPECS.map((spec) => [assetId(spec), spec]))
    const checkAsset = (asset: DatasetDoc) => {
      const spec = specs.get(asset._id)
      if (!spec) return 'no entry in cms/dataset/image-specs.ts, so generateCmsImages() would not render it'
      if (asset.url !== `/media/${spec.key}`) return `url should be /media/${spec.key}`
      return null
    }
    return checkDataset(readFileSync(DATASET, 'utf8'), schema, {
      singletons: SINGLETONS,
      checkAsset,
      translationKeys: TRANSLATION_KEYS,
    })
  },
  'dataset',
)

step(
  'sanity build (the Studio, offline)',
  () => {
    const out = mkdtempSync(join(tmpdir(), 'studio-build-'))
    try {
      const { ok, stdout, stderr } = sanity(['build', out, '--yes'])
      if (!ok) return [stderr.trim() || stdout.trim()]
      return existsSync(join(out, 'index.html')) ? [] : ['the build wrote no index.html']
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  },
  'build',
)

if (failures.length > 0) {
  console.log(`\ncms:check failed: ${failures.join(', ')}`)
  process.exit(1)
}
console.log('\ncms:check passed')
