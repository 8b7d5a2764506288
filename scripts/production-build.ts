/**
 * How scripts/check-production-bundle.ts proves the production build (vite.config.ts) left the
 * development modules out: text only they carry, looked for in the built Worker (the outbox's and
 * the sandbox's code, the local dataset's documents and groq-js's evaluator), and the size limit.
 */
export const DEV_ONLY_MARKERS = [
  { module: 'the outbox (worker/dev/outbox.ts)', text: 'serveOutbox' },
  { module: 'the payment sandbox (worker/dev/wayforpay-sandbox)', text: 'the sandbox knows only' },
  { module: 'the Nova Poshta stand-in (worker/dev/nova-poshta)', text: 'is not known to the Nova Poshta stand-in' },
  { module: 'the Checkbox stand-in (worker/dev/checkbox)', text: 'Чек з таким ідентифікатором вже існує' },
  { module: 'the local content dataset (cms/dataset/production.ndjson)', text: 'images/local0000/production/' },
  { module: 'groq-js', text: 'Unknown function' },
] as const

/** Cloudflare's limit for a Worker on the free plan, compressed (3 MB since late 2024); the paid plan allows 10 MiB. */
export const MAX_WORKER_GZIP_BYTES = 3 * 1024 * 1024

export interface BundleFile {
  name: string
  text: string
}

/**
 * What is wrong with a dry-run deploy's output: a dev-only module in any file, or a compressed
 * size over the limit (wrangler's own "gzip:" figure, the one Cloudflare checks). Empty when fine.
 */
export function bundleProblems(files: BundleFile[], gzipBytes: number): string[] {
  const problems: string[] = []
  for (const marker of DEV_ONLY_MARKERS) {
    const found = files.find((file) => file.text.includes(marker.text))
    if (found) problems.push(`${marker.module} is in the production Worker (${found.name})`)
  }
  if (gzipBytes > MAX_WORKER_GZIP_BYTES) {
    problems.push(
      `the production Worker is ${kib(gzipBytes)} KiB gzip, over the ${kib(MAX_WORKER_GZIP_BYTES)} KiB limit`,
    )
  }
  return problems
}

/** wrangler's "Total Upload: 3044.78 KiB / gzip: 712.05 KiB" line, in bytes; null when it printed none. */
export function gzipBytesFromWranglerOutput(output: string): number | null {
  const found = output.match(/Total Upload:.*?gzip:\s*([\d.]+)\s*(KiB|MiB)/)
  if (!found) return null
  return Math.round(Number(found[1]) * (found[2] === 'MiB' ? 1024 * 1024 : 1024))
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1)
