import type { Context, MiddlewareHandler } from 'hono'
import { type PageChange } from '../services/page-changes'
import type { ApiEnv } from './app-env'

/**
 * Every write route declares what it changes on the cached pages, on the route itself:
 *   .patch('/brands/:id', changes('brand'), handler)
 *   .post('/comments/:id/like', changes('product-page', productOf.commentParam), handler)
 *   .post('/orders', changes('nothing'), handler)
 * After a successful answer (below 400) exactly those pages go (worker/services/page-changes.ts).
 * A product change names its product where the route can find it (`productOf`, page-subjects.ts),
 * so only that product's page goes; a handler may add what only it can know (`alsoChanges`).
 * A write route without a declaration empties the page cache and logs an error, and a test fails
 * for it, so a new route can neither leave stale pages unnoticed nor empty everything quietly.
 */
export interface PageWrites {
  declared: boolean
  changes: PageChange[]
  productSlugs: string[]
}

const DECLARES = Symbol('declares page changes')
type Declaring = MiddlewareHandler<ApiEnv> & { [DECLARES]: true }

/** Finds, before the handler runs, the slug of the one product a write touches (null: not known). */
export type ProductSubject = (c: Context<ApiEnv>) => Promise<string | null>

export function changes(change: PageChange, subject?: ProductSubject): Declaring {
  const middleware = (async (c, next) => {
    const writes = c.var.pageWrites
    writes.declared = true
    if (change !== 'nothing') writes.changes.push(change)
    // Found first: a delete leaves nothing to look up afterwards. A failed lookup only widens the change.
    const slug = subject ? await subject(c).catch(() => null) : null
    if (slug !== null) writes.productSlugs.push(slug)
    await next()
  }) as Declaring
  middleware[DECLARES] = true
  return middleware
}

/** Whether a route handler is a declaration (the test of every write route reads it). */
export function isDeclaration(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as Partial<Declaring>)[DECLARES] === true
}

export const emptyPageWrites = (): PageWrites => ({ declared: false, changes: [], productSlugs: [] })

/** A change only the handler can tell (the content webhook, an order that took the last stock). */
export function alsoChanges(c: Context<ApiEnv>, ...more: PageChange[]): void {
  c.var.pageWrites.changes.push(...more.filter((change) => change !== 'nothing'))
}

/**
 * Products' data changed as only the handler can tell (an ERP feed: which lines it applied): their
 * pages and the listings go. null: too many to name, every product page goes; none: nothing changed.
 */
export function alsoChangesProducts(c: Context<ApiEnv>, slugs: readonly string[] | null): void {
  if (slugs === null) return alsoChanges(c, 'stock')
  if (slugs.length === 0) return
  c.var.pageWrites.changes.push('product')
  c.var.pageWrites.productSlugs.push(...slugs)
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
