/**
 * The runtime's own cost on this machine: a Worker that only answers, on the same workerd (through
 * Miniflare, no bindings), measured like every other target. The store's health route adds its own
 * routing, configuration, services and security headers to this.
 *
 * Two variants read apart what a cached page costs beside the Worker's own work:
 * - `assets`: the same Worker behind the store's static-assets configuration (workerd.ts), so each
 *   request passes Miniflare's stand-in of Cloudflare's front line (its asset router asks the asset
 *   worker whether a file exists, then calls the Worker) as every request to the store does;
 * - `page`: the Worker answers these gzip bytes (a cached page as the store keeps it) as they are,
 *   with the page's content type and `encodeBody: 'manual'`, as a page-cache hit does.
 */
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { storeAssets } from './workerd'

const JSON_SCRIPT = `export default { fetch() { return Response.json({ ok: true }) } }`

/** The page's bytes are decoded once, when the module loads; each answer sends them as they are. */
const pageScript = (page: Uint8Array) => `
const PAGE = Uint8Array.from(atob(${JSON.stringify(Buffer.from(page).toString('base64'))}), (c) => c.charCodeAt(0))
export default {
  fetch() {
    return new Response(PAGE, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
      encodeBody: 'manual',
    })
  },
}`

export interface BareWorkerOptions {
  port: number
  compatibilityDate: string
  /** Behind the store's static-assets router (its files and routing rules), as the store is served. */
  assets?: boolean
  /** Answer these gzip bytes as a cached page instead of `{"ok":true}`. */
  page?: Uint8Array
}

/** Serves the bare Worker on `port` while `measure` runs against its URL (its workerd is this process's child). */
export async function withBareWorker<T>(opts: BareWorkerOptions, measure: (url: string) => Promise<T>): Promise<T> {
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: opts.port,
      modules: true,
      script: opts.page ? pageScript(opts.page) : JSON_SCRIPT,
      compatibilityDate: opts.compatibilityDate,
      ...(opts.assets && { assets: storeAssets() }),
    }),
  )
  try {
    return await measure((await miniflare.ready).href)
  } finally {
    await miniflare.dispose()
  }
}
