/**
 * What keeps objects of one constructor alive in a heap snapshot of the store isolate: for a few of
 * them, the shortest chain of strong references from the heap's roots, and how many of all of them
 * are held by each chain's first step below the roots (what DevTools' Retainers view shows, one at a
 * time).
 *   npx tsx scripts/simulate/heap-retainers.ts after.heapsnapshot [Response] [samples]
 */
import { loadHeapSnapshot } from './heap-snapshot'

const [file, wanted = 'Response', samplesArg = '5'] = process.argv.slice(2)
if (!file) throw new Error('usage: heap-retainers.ts file.heapsnapshot [constructor] [samples]')
const h = loadHeapSnapshot(file)

// Distance of every node from the roots (node 0 is the synthetic root), following strong edges.
const depth = new Int32Array(h.count).fill(-1)
const parent = new Int32Array(h.count).fill(-1)
const parentEdge = new Int32Array(h.count).fill(-1)
depth[0] = 0
let frontier = [0]
while (frontier.length > 0) {
  const next: number[] = []
  for (const n of frontier)
    for (let e = h.firstEdge[n]!; e < h.firstEdge[n + 1]!; e++) {
      const edge = h.edge(e)
      if (edge.kind === 'weak' || depth[edge.to] !== -1) continue
      depth[edge.to] = depth[n]! + 1
      parent[edge.to] = n
      parentEdge[edge.to] = e
      next.push(edge.to)
    }
  frontier = next
}

const label = (n: number) => `${h.type(n)} ${h.name(n).slice(0, 60)}`
function chain(n: number): string[] {
  const steps: string[] = []
  for (let at = n; at > 0; at = parent[at]!) steps.unshift(`${label(parent[at]!)} --${h.edge(parentEdge[at]!).name}-->`)
  return [...steps, label(n)]
}

const matches: number[] = []
for (let n = 0; n < h.count; n++) if (h.name(n) === wanted && h.type(n) !== 'string') matches.push(n)
const reachable = matches.filter((n) => depth[n]! >= 0)
console.log(`${matches.length} nodes named ${wanted}, ${reachable.length} reachable from the roots`)

// Group by the chain's shape (names only) to see which path holds most of them.
const groups = new Map<string, number>()
for (const n of reachable) {
  const shape = chain(n)
    .slice(0, -1)
    .map((s) => s.replace(/--\d+-->/, '--[i]-->'))
    .join(' ')
  groups.set(shape, (groups.get(shape) ?? 0) + 1)
}
const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(samplesArg))
for (const [shape, count] of top) console.log(`\n${count} ×\n  ${shape.split(' --').join('\n  --')}`)
