/**
 * CPU time of a process tree, read from /proc (Linux): how much of the machine a benchmark target
 * costs on the server's side, split by program (workerd: the Worker and the runtime's own services
 * such as local KV; node: the local libSQL server, Miniflare's loopback and the launchers).
 */
import { readdirSync, readFileSync } from 'node:fs'

/** Kernel clock ticks per second (USER_HZ): 100 on Linux for every architecture Node supports. */
const TICKS_PER_SECOND = 100

interface ProcStat {
  pid: number
  ppid: number
  name: string
  /** user + system time, in ticks */
  ticks: number
}

function readStat(pid: number): ProcStat | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined // gone since the listing
  }
  // "pid (name) state ppid ..." — the name may hold spaces and parentheses, so split at the last ')'.
  const close = text.lastIndexOf(')')
  const name = text.slice(text.indexOf('(') + 1, close)
  const fields = text.slice(close + 2).split(' ')
  return { pid, ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) }
}

/** CPU milliseconds by program name over `root` and all its descendants, now. */
export function treeCpuMs(root: number): Map<string, number> {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== undefined)
  const inTree = new Set([root])
  // Parents are listed before their children only by chance: repeat until the tree stops growing.
  for (let grew = true; grew;) {
    grew = false
    for (const stat of all) {
      if (!inTree.has(stat.pid) && inTree.has(stat.ppid)) {
        inTree.add(stat.pid)
        grew = true
      }
    }
  }
  const byName = new Map<string, number>()
  for (const stat of all) {
    if (inTree.has(stat.pid))
      byName.set(stat.name, (byName.get(stat.name) ?? 0) + (stat.ticks * 1000) / TICKS_PER_SECOND)
  }
  return byName
}

/** Milliseconds per request, to a tenth (0 without requests). */
export function perRequestMs(totalMs: number, requests: number): number {
  return requests === 0 ? 0 : Math.round((totalMs / requests) * 10) / 10
}

/** CPU milliseconds per request of one program between two readings of `treeCpuMs`. */
export function cpuMsPerRequest(
  before: Map<string, number>,
  after: Map<string, number>,
  name: string,
  requests: number,
): number {
  return perRequestMs((after.get(name) ?? 0) - (before.get(name) ?? 0), requests)
}
