import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ndjson = readFileSync(new URL('../../cms/dataset/production.ndjson', import.meta.url), 'utf8')
const dir = mkdtempSync(join(tmpdir(), 'cms-check-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `npm run cms:check`'s dataset step, as CI runs it, on a copy of the dataset. */
function cmsCheckDataset(text: string) {
  const file = join(dir, `dataset-${Math.random().toString(36).slice(2)}.ndjson`)
  writeFileSync(file, text)
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/cms-check.ts', '--only', 'dataset', '--dataset', file],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, FORCE_COLOR: '0' } },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** The dataset with one UI text override's key changed. */
function withTranslationKey(from: string, to: string): string {
  const lines = ndjson.trim().split('\n')
  const index = lines.findIndex((line) => line.includes('"_id":"uiTranslations"'))
  const doc = JSON.parse(lines[index]!) as { entries: Array<{ key: string }> }
  const entry = doc.entries.find((e) => e.key === from)
  if (!entry) throw new Error(`no override of ${from} in the dataset`)
  entry.key = to
  lines[index] = JSON.stringify(doc)
  return `${lines.join('\n')}\n`
}

describe('npm run cms:check and the UI text keys', () => {
  it('passes the checked-in dataset, whose overrides name keys the storefront has', () => {
    const { status, output } = cmsCheckDataset(ndjson)
    expect(output).toContain('cms:check passed')
    expect(status).toBe(0)
  })

  it('fails on a mistyped key, which would silently change nothing on the site', () => {
    const { status, output } = cmsCheckDataset(withTranslationKey('home.latest', 'home.latst'))
    expect(status).toBe(1)
    expect(output).toMatch(/uiTranslations\.entries\[\d+\]\.key: unknown translation key "home\.latst"/)
    expect(output).toContain('cms:check failed')
  })

  it('fails on a key of the back office, which marketing does not edit', () => {
    const { status, output } = cmsCheckDataset(withTranslationKey('header.recall', 'admin.nav.orders'))
    expect(status).toBe(1)
    expect(output).toContain('unknown translation key "admin.nav.orders"')
  })
})
