import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  bundleProblems,
  DEV_ONLY_MARKERS,
  gzipBytesFromWranglerOutput,
  MAX_WORKER_GZIP_BYTES,
} from './production-build'

/** The real sources each marker stands for, so a renamed text cannot make the check pass by accident. */
const sources = {
  outbox: readFileSync('worker/dev/outbox.ts', 'utf8'),
  sandbox: readFileSync('worker/dev/wayforpay-sandbox/index.ts', 'utf8'),
  'Nova Poshta stand-in': readFileSync('worker/dev/nova-poshta/index.ts', 'utf8'),
  'Checkbox stand-in': readFileSync('worker/dev/checkbox/index.ts', 'utf8'),
  // As the build embeds it (`?raw`): a JSON string of the file.
  dataset: JSON.stringify(readFileSync('cms/dataset/production.ndjson', 'utf8')),
  groq: readdirSync('node_modules/groq-js/dist')
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(`node_modules/groq-js/dist/${file}`, 'utf8'))
    .join('\n'),
}

describe('the production bundle check', () => {
  it('passes a clean bundle under the limit', () => {
    expect(bundleProblems([{ name: 'index.js', text: 'export default {}' }], 700 * 1024)).toEqual([])
  })

  it.each(Object.entries(sources))('finds the %s in any module and names it', (_name, text) => {
    const problems = bundleProblems(
      [
        { name: 'index.js', text: 'export default {}' },
        { name: 'assets/chunk.js', text },
      ],
      1,
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/is in the production Worker \(assets\/chunk\.js\)$/)
  })

  it('names each dev-only module once', () => {
    const everything = Object.values(sources).join('\n')
    expect(bundleProblems([{ name: 'a.js', text: everything }], 1)).toHaveLength(DEV_ONLY_MARKERS.length)
  })

  it('refuses a Worker over 3 MiB gzip', () => {
    expect(bundleProblems([], MAX_WORKER_GZIP_BYTES)).toEqual([])
    expect(bundleProblems([], MAX_WORKER_GZIP_BYTES + 1)).toEqual([
      expect.stringContaining('over the 3072.0 KiB limit'),
    ])
  })

  it("reads wrangler's compressed upload size", () => {
    expect(gzipBytesFromWranglerOutput('Total Upload: 3044.78 KiB / gzip: 712.05 KiB\n')).toBe(
      Math.round(712.05 * 1024),
    )
    expect(gzipBytesFromWranglerOutput('Total Upload: 3.2 MiB / gzip: 1.25 MiB')).toBe(Math.round(1.25 * 1024 * 1024))
    expect(gzipBytesFromWranglerOutput('--dry-run: exiting now.')).toBeNull()
  })
})
