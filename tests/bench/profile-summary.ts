/**
 * Where a V8 CPU profile's time went (BENCH_CPU_PROFILE in worker-cpu.ts writes them): the heaviest
 * functions by their own time and by the time spent inside them, and the built Worker's modules and packages by the time spent
 * inside them (a function's own time counted for the module it is in), each as ms per request.
 *   npx tsx tests/bench/profile-summary.ts <file.cpuprofile> [requests, default 200] [rows, default 25]
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const [file, requestsArg = '200', rowsArg = '25'] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [requests] [rows]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const requests = Number(requestsArg)
const rows = Number(rowsArg)

const selfUs = new Map<number, number>()
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))

/** A package (node_modules/<name>), a chunk of the build (dist/server/...), or V8's own entries. */
function moduleOf(url: string): string {
  if (!url) return '(V8: gc, idle, program, natives)'
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1]!
  const built = url.match(/dist\/server\/(.+)$/)
  if (built) return `dist/server/${built[1]!.replace(/-[\w-]{8}\.js$/, '.js')}`
  return url.startsWith('node:') ? url : url.replace(/^.*\/(tests|app|worker|db)\//, '$1/')
}

const byFunction = new Map<string, number>()
const byModule = new Map<string, number>()
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0
  if (!us) continue
  const { functionName, url, lineNumber } = node.callFrame
  const fn = `${functionName || '(anonymous)'} ${moduleOf(url)}:${lineNumber + 1}`
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
  byModule.set(moduleOf(url), (byModule.get(moduleOf(url)) ?? 0) + us)
}

// Inclusive: each sample counts once for every distinct function on its (synchronous) stack.
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]))
const inclusive = new Map<string, number>()
for (const [id, us] of selfUs) {
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const { functionName, url, lineNumber } = nodeById.get(at)!.callFrame
    if (!url) continue
    seen.add(`${functionName || '(anonymous)'} ${moduleOf(url)}:${lineNumber + 1}`)
  }
  for (const fn of seen) inclusive.set(fn, (inclusive.get(fn) ?? 0) + us)
}

const perRequest = (us: number) => Math.round((us / 1000 / requests) * 100) / 100
const top = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, us]) => ({ name, 'ms per request': perRequest(us) }))

const total = [...selfUs.values()].reduce((a, b) => a + b, 0)
console.log(`${file}: ${perRequest(total)} ms sampled per request (${requests} requests)`)
console.table(top(byModule))
console.log('by own time:')
console.table(top(byFunction))
console.log('by time inside (synchronous stacks only: what a promise resumes starts a new one):')
console.table(top(inclusive))
