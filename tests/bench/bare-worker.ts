/**
 * The runtime's own cost on this machine: a Worker that only answers `{"ok":true}`, on the same
 * workerd (through Miniflare, no assets, no bindings), measured like every other target. The store's
 * health route adds its own routing, configuration, services and security headers to this.
 */
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'

const SCRIPT = `export default { fetch() { return Response.json({ ok: true }) } }`

/** Serves the bare Worker on `port` while `measure` runs against its URL (its workerd is this process's child). */
export async function withBareWorker<T>(
  opts: { port: number; compatibilityDate: string },
  measure: (url: string) => Promise<T>,
): Promise<T> {
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: opts.port,
      modules: true,
      script: SCRIPT,
      compatibilityDate: opts.compatibilityDate,
    }),
  )
  try {
    return await measure((await miniflare.ready).href)
  } finally {
    await miniflare.dispose()
  }
}
