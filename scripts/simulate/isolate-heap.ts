/**
 * The JavaScript heap of the store Worker's isolate in workerd, read through workerd's inspector
 * (the Chrome DevTools protocol's Runtime.getHeapUsage): what the 128 MB per-isolate limit applies
 * to, apart from the process's other memory (the runtime, the local KV, cache and R2 stand-ins).
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
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let next = 1
  const ask = (method: string) =>
    new Promise<{ usedSize: number; totalSize: number }>((resolve, reject) => {
      const id = next++
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} unanswered`)), 10_000)
      socket.addEventListener('message', function answered(event) {
        const message = JSON.parse(String(event.data)) as {
          id?: number
          result?: { usedSize: number; totalSize: number }
        }
        if (message.id !== id) return
        clearTimeout(timer)
        socket.removeEventListener('message', answered)
        resolve(message.result!)
      })
      socket.send(JSON.stringify({ id, method }))
    })
  return {
    /** Megabytes of the isolate's heap in use, and its size. */
    async read() {
      const { usedSize, totalSize } = await ask('Runtime.getHeapUsage')
      return { usedMb: Math.round(usedSize / 1048576), totalMb: Math.round(totalSize / 1048576) }
    },
    close: () => socket.close(),
  }
}
