/**
 * Compares two heap snapshots of the store isolate (isolate-heap.ts `snapshot`, taken minutes apart
 * under the simulation's load): what grew between them, by constructor (objects counted and their own
 * bytes), and the largest Maps and Sets of the later one with what holds them. A module-level Map
 * that grows without bound shows as a Map whose table keeps growing, held by a closure's context.
 *   npx tsx scripts/simulate/heap-diff.ts before.heapsnapshot after.heapsnapshot
 */
import { type HeapSnapshot, loadHeapSnapshot as load } from './heap-snapshot'

/** Objects by constructor (strings and code counted by kind only): how many and their own bytes. */
function byConstructor(h: HeapSnapshot) {
  const totals = new Map<string, { count: number; bytes: number }>()
  for (let n = 0; n < h.count; n++) {
    const type = h.type(n)
    const key = type === 'object' || type === 'closure' || type === 'native' ? `${type} ${h.name(n)}` : `(${type})`
    const t = totals.get(key) ?? { count: 0, bytes: 0 }
    t.count++
    t.bytes += h.size(n)
    totals.set(key, t)
  }
  return totals
}

/** The largest Maps and Sets (their tables' bytes) and the edges that hold them. */
function largestCollections(h: HeapSnapshot, top = 12) {
  const found: Array<{ node: number; kind: string; tableBytes: number }> = []
  for (let n = 0; n < h.count; n++) {
    const kind = h.name(n)
    if (h.type(n) !== 'object' || (kind !== 'Map' && kind !== 'Set' && kind !== 'WeakMap')) continue
    let tableBytes = 0
    for (let e = h.firstEdge[n]!; e < h.firstEdge[n + 1]!; e++) {
      const edge = h.edge(e)
      if (edge.name === 'table') tableBytes += h.size(edge.to)
    }
    found.push({ node: n, kind, tableBytes })
  }
  found.sort((a, b) => b.tableBytes - a.tableBytes)
  const wanted = new Set(found.slice(0, top).map((f) => f.node))
  const holders = new Map<number, string[]>()
  for (let n = 0; n < h.count; n++)
    for (let e = h.firstEdge[n]!; e < h.firstEdge[n + 1]!; e++) {
      const edge = h.edge(e)
      if (!wanted.has(edge.to) || edge.kind === 'weak') continue
      const list = holders.get(edge.to) ?? []
      if (list.length < 3) list.push(`${h.name(n) || h.type(n)}.${edge.name}`)
      holders.set(edge.to, list)
    }
  return found.slice(0, top).map((f) => ({
    kind: f.kind,
    'table KB': Math.round(f.tableBytes / 1024),
    'held by': (holders.get(f.node) ?? []).join(', '),
  }))
}

const [beforeFile, afterFile] = process.argv.slice(2)
if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot')
const before = byConstructor(load(beforeFile))
const afterHeap = load(afterFile)
const after = byConstructor(afterHeap)
const rows = [...after]
  .map(([key, a]) => {
    const b = before.get(key) ?? { count: 0, bytes: 0 }
    return {
      constructor: key,
      'count before': b.count,
      'count after': a.count,
      'KB grown': Math.round((a.bytes - b.bytes) / 1024),
    }
  })
  .sort((x, y) => y['KB grown'] - x['KB grown'])
console.log('grown most, by constructor:')
console.table(rows.slice(0, 25))
console.log('largest Maps and Sets in the later snapshot:')
console.table(largestCollections(afterHeap))
