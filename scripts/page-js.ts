/**
 * JavaScript per page, as docs/performance.md reports it: a page's module scripts and the modules its
 * `deferred-modules` list names, each gzipped at level 9 and summed (KB of 1,024 bytes). Asserts nothing.
 *   npx tsx scripts/page-js.ts http://127.0.0.1:3480 / /catalogue/face /order
 * against a served build (`npx tsx scripts/start.ts`); LIST=1 prints each script; COOKIE=… reads a
 * signed-in page.
 */
import { gzipSync } from 'node:zlib'

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: npx tsx scripts/page-js.ts <base URL> <path> [<path>…]')
  process.exit(2)
}
const headers: Record<string, string> = process.env.COOKIE ? { cookie: process.env.COOKIE } : {}
for (const path of paths) {
  const html = await (await fetch(base + path, { headers })).text()
  const listed = html.match(/<meta name="deferred-modules" content="([^"]*)"/)?.[1]?.split(' ') ?? []
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const sources = new Set([...scripts, ...listed.filter((s) => s.endsWith('.js'))])
  let total = 0
  const rows: string[] = []
  for (const source of sources) {
    const gzipped = gzipSync(Buffer.from(await (await fetch(base + source)).arrayBuffer()), { level: 9 }).length
    total += gzipped
    rows.push(`    ${source}\t${(gzipped / 1024).toFixed(2)}`)
  }
  console.log(`${path}\t${(total / 1024).toFixed(2)} KB`)
  if (process.env.LIST) console.log(rows.join('\n'))
}
