/**
 * `npm run check:bundle`: builds the production Worker (wrangler.toml's [env.production], without
 * the dev-only modules), packages it as `wrangler deploy --dry-run` does (offline, no account),
 * and fails when the upload passes 1 MiB gzip or carries a dev-only module. `--no-build` checks
 * the last build in dist/production.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OFFLINE_ENV } from './local-stack'
import { PRODUCTION_OUT_DIR } from '../vite.config'
import { bundleProblems, gzipBytesFromWranglerOutput, kib } from './production-build'

function run(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync('npx', args, {
    env: { ...process.env, ...OFFLINE_ENV, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed:\n${output}`)
  return output
}

if (!process.argv.includes('--no-build')) run(['vite', 'build'], { CLOUDFLARE_ENV: 'production' })
const outDir = mkdtempSync(join(tmpdir(), 'store-dry-run-'))
try {
  const output = run([
    'wrangler',
    'deploy',
    '--dry-run',
    '--outdir',
    outDir,
    '-c',
    join(PRODUCTION_OUT_DIR, 'server', 'wrangler.json'),
  ])
  const gzipBytes = gzipBytesFromWranglerOutput(output)
  if (gzipBytes === null) throw new Error(`wrangler printed no upload size:\n${output}`)
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(m?js|wasm)$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(outDir, name), 'latin1') }))
  const problems = bundleProblems(files, gzipBytes)
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`)
    process.exitCode = 1
  } else {
    console.log(`✔ production Worker: ${files.length} modules, ${kib(gzipBytes)} KiB gzip, no dev-only module`)
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
