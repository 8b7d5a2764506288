/**
 * `npm run check:lock`: fails, naming the cause, when `npm ci` would refuse the committed lock file.
 * A lock that one npm wrote and another refuses stops every fresh clone at its first command, so the
 * suite checks it before anything else. Runs `npm ci --dry-run` (reads the lock, writes nothing).
 * It also fails when the lock records a dependency with another range than package.json does: `npm ci`
 * takes such a lock while the range is met, but `npm install` on a fresh clone rewrites it.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
type Ranges = Record<string, string>
interface DependencyLists {
  dependencies?: Ranges
  devDependencies?: Ranges
  optionalDependencies?: Ranges
}
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as DependencyLists & {
  packageManager?: string
}
const lockRoot = (
  JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, DependencyLists> }
).packages['']!
const declared = manifest.packageManager?.replace(/^npm@/, '') ?? 'unknown'

const npm = spawnSync('npm', ['--version'], { cwd: root, encoding: 'utf8' })
const used = npm.stdout.trim()
if (used !== declared) {
  console.warn(`check:lock: npm ${used} here, the project declares npm ${declared} (package.json packageManager)`)
}

const dryRun = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, npm_config_loglevel: 'error' },
})
if (dryRun.status !== 0) {
  const reasons = `${dryRun.stdout}\n${dryRun.stderr}`
    .split('\n')
    .filter((line) => /Invalid:|Missing:|in sync/.test(line))
    .map((line) => line.replace(/^npm error /, '  '))
  console.error(
    [
      `check:lock: \`npm ci\` (npm ${used}) refuses package-lock.json: it does not match package.json.`,
      ...reasons.slice(0, 20),
      `Mend it with \`npm install\` using npm ${declared} and commit package-lock.json.`,
    ].join('\n'),
  )
  process.exit(1)
}

const lists = ['dependencies', 'devDependencies', 'optionalDependencies'] as const
const differing = lists.flatMap((list) => {
  const wanted = manifest[list] ?? {}
  const locked = lockRoot[list] ?? {}
  return [...new Set([...Object.keys(wanted), ...Object.keys(locked)])]
    .filter((name) => wanted[name] !== locked[name])
    .map(
      (name) =>
        `  ${list} ${name}: package.json ${wanted[name] ?? 'none'}, package-lock.json ${locked[name] ?? 'none'}`,
    )
})
if (differing.length > 0) {
  console.error(
    [
      'check:lock: package-lock.json records other ranges than package.json; `npm install` would rewrite it.',
      ...differing.slice(0, 20),
      `Mend it with \`npm install\` using npm ${declared} and commit package-lock.json.`,
    ].join('\n'),
  )
  process.exit(1)
}
console.log(`check:lock: npm ${used} accepts package-lock.json, which records package.json's ranges`)
