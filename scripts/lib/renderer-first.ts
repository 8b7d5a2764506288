import { readdirSync, readFileSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

/**
 * Gives the main thread of every Chromium renderer on the host the niceness `nice` (-20: first in line
 * for a core) until the returned function is called. Linux only; needs the right to raise priority.
 *
 * Chromium sets its display threads' niceness itself: the renderer's main thread, its compositor, the GPU
 * process's main thread and its VizCompositorThread all at -8. On a phone the page's main thread has a
 * core of its own and the compositor runs on the GPU; on a two-core host with software compositing the
 * page's tasks wait behind each frame's compositing and Lighthouse's screenshot of it, and Lighthouse counts
 * that wait × its CPU slowdown. A renderer's main thread is its process's first thread (tid = pid), so
 * setting the process's priority sets that thread's alone. Renderers forked by the zygote carry the
 * zygote's command line for a moment, so a zygote's pid is read again on the next pass. `marker` is what
 * a renderer's command line holds.
 */
export function keepRenderersFirst(nice = -20, everyMs = 20, marker = '--type=renderer'): () => void {
  const renderers = new Set<number>()
  const notRenderers = new Set<number>()
  const pass = () => {
    for (const name of readdirSync('/proc')) {
      const pid = Number(name)
      if (!Number.isInteger(pid) || notRenderers.has(pid)) continue
      if (!renderers.has(pid)) {
        let command: string
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, 'latin1')
        } catch {
          continue
        }
        if (!command.includes(marker)) {
          if (!command.includes('--type=zygote')) notRenderers.add(pid)
          continue
        }
        renderers.add(pid)
      }
      try {
        if (getPriority(pid) !== nice) setPriority(pid, nice)
      } catch {
        renderers.delete(pid)
      }
    }
  }
  const timer = setInterval(pass, everyMs)
  return () => clearInterval(timer)
}
