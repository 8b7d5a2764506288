/** Reads a DevTools heap snapshot (isolate-heap.ts `snapshot`) into accessors over its flat arrays. */
import { readFileSync } from 'node:fs'

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}

export function loadHeapSnapshot(file: string) {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const nf = s.snapshot.meta.node_fields
  const ef = s.snapshot.meta.edge_fields
  const width = nf.length
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f))
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f))
  const nodeTypes = s.snapshot.meta.node_types[0]
  const edgeTypes = s.snapshot.meta.edge_types[0]
  const count = s.nodes.length / width
  const type = (n: number) => nodeTypes[s.nodes[n * width + typeAt!]!]!
  const name = (n: number) => s.strings[s.nodes[n * width + nameAt!]!]!
  const size = (n: number) => s.nodes[n * width + sizeAt!]!
  const firstEdge = new Uint32Array(count + 1)
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n]! + s.nodes[n * width + edgeCountAt!]!
  const edgeWidth = ef.length
  const edge = (e: number) => {
    const kind = edgeTypes[s.edges[e * edgeWidth + edgeTypeAt!]!]!
    const raw = s.edges[e * edgeWidth + edgeNameAt!]!
    return {
      kind,
      name: kind === 'element' || kind === 'hidden' ? String(raw) : s.strings[raw]!,
      to: s.edges[e * edgeWidth + toAt!]! / width,
    }
  }
  return { count, type, name, size, firstEdge, edge }
}

export type HeapSnapshot = ReturnType<typeof loadHeapSnapshot>
