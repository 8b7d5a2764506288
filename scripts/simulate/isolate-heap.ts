/**
 * The JavaScript heap of the store Worker's isolate in workerd, read through workerd's inspector
 * (the Chrome DevTools protocol): what the 128 MB per-isolate limit applies to, apart from the
 * process's other memory (the runtime, the local KV, cache and R2 stand-ins). Each reading forces a
 * full garbage collection first (HeapProfiler.collectGarbage), so it is what the isolate retains,
 * not what it has yet to collect: a heap read without it saw-tooths with the collector's rhythm.
 */
import { createWriteStream } from 'node:fs'

type Ask = <T>(method: string, timeoutMs?: number) => Promise<T>

/**
 * Each reading attaches to the isolate, does its work and detaches: while a DevTools session is
 * attached, workerd reports the isolate's subrequests to it (the Network domain), and a session kept
 * open through a whole replay held thousands of Requests and Responses and their bodies in the heap
 * it was measuring.
 */
export async function isolateHeap(inspectorPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Array<{
    id: string
    title?: string
    webSocketDebuggerUrl: string
  }>
  // Miniflare's own workers (outbound, cache, KV and R2 stand-ins) are listed too: the store is the user worker.
  const target = targets.find((t) => t.id.startsWith('core:user:'))
  if (!target) throw new Error('simulation: no store Worker among the inspector targets')

  async function attached<T>(work: (ask: Ask, socket: WebSocket) => Promise<T>): Promise<T> {
    const socket = new WebSocket(target!.webSocketDebuggerUrl)
    await new Promise((resolve, reject) => {
      socket.onopen = resolve
      socket.onerror = reject
    })
    let next = 1
    const ask: Ask = <T>(method: string, timeoutMs = 30_000) =>
      new Promise<T>((resolve, reject) => {
        const id = next++
        const timer = setTimeout(() => reject(new Error(`inspector: ${method} unanswered`)), timeoutMs)
        socket.addEventListener('message', function answered(event) {
          const message = JSON.parse(String(event.data)) as { id?: number; result?: T; error?: { message: string } }
          if (message.id !== id) return
          clearTimeout(timer)
          socket.removeEventListener('message', answered)
          if (message.error) reject(new Error(`inspector: ${method}: ${message.error.message}`))
          else resolve(message.result!)
        })
        socket.send(JSON.stringify({ id, method }))
      })
    try {
      await ask('HeapProfiler.enable')
      return await work(ask, socket)
    } finally {
      socket.close()
    }
  }
  // One collection or snapshot at a time: a reading waits for the snapshot in progress.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work)
    queue = run.catch(() => {})
    return run
  }
  return {
    /** Megabytes of the isolate's heap in use after a full collection, and the heap's size. */
    read: () =>
      serial(() =>
        attached(async (ask) => {
          await ask('HeapProfiler.collectGarbage')
          const { usedSize, totalSize } = await ask<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage')
          return { usedMb: Math.round(usedSize / 1048576), totalMb: Math.round(totalSize / 1048576) }
        }),
      ),
    /** Writes a heap snapshot (the DevTools .heapsnapshot format) to `file`; heap-diff.ts compares two. */
    snapshot: (file: string) =>
      serial(() =>
        attached(async (ask, socket) => {
          const out = createWriteStream(file)
          const chunk = (event: MessageEvent) => {
            const message = JSON.parse(String(event.data)) as { method?: string; params?: { chunk: string } }
            if (message.method === 'HeapProfiler.addHeapSnapshotChunk') out.write(message.params!.chunk)
          }
          socket.addEventListener('message', chunk)
          try {
            await ask('HeapProfiler.takeHeapSnapshot', 300_000)
          } finally {
            socket.removeEventListener('message', chunk)
            await new Promise((resolve) => out.end(resolve))
          }
        }),
      ),
    /** Waits for a reading or snapshot still under way. */
    close: () => queue,
  }
}
