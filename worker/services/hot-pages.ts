import type { PageLayout } from './page-body'

/**
 * The packed pages (page-body.ts) this isolate answered lately, in memory in front of the edge cache:
 * a hit on one needs no Cache API read and no header parsing. Same keys as the edge cache (the build,
 * the generations, the language and the page), so an invalidation reaches them exactly as it reaches
 * the edge copies; each expires when its edge copy does. At most `maxBytes` of bodies (a product page
 * is about 25 KB), the least recently answered dropped first.
 */
export interface HotPage {
  status: number
  /** The answer's headers as every hit sends them (the page's own, marked a hit), built once. */
  headers: ReadonlyArray<[string, string]>
  /** The gzip body with slots for the nonce; never written to (each answer stamps a copy). */
  body: Uint8Array<ArrayBuffer>
  layout: PageLayout
  /** When the edge copy expires (ms since the epoch). */
  expires: number
}

export class HotPages {
  private readonly pages = new Map<string, HotPage>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string, now: number): HotPage | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    this.drop(key, page)
    if (page.expires <= now) return undefined
    this.add(key, page) // the most recently answered, last
    return page
  }

  set(key: string, page: HotPage): void {
    const old = this.pages.get(key)
    if (old) this.drop(key, old)
    if (page.body.length > this.maxBytes) return
    this.add(key, page)
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest, kept)
    }
  }

  private add(key: string, page: HotPage) {
    this.pages.set(key, page)
    this.bytes += page.body.length
  }

  private drop(key: string, page: HotPage) {
    this.pages.delete(key)
    this.bytes -= page.body.length
  }
}
