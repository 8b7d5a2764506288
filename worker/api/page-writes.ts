import type { Context, MiddlewareHandler } from 'hono'
import { type PageChange } from '../services/page-changes'
import type { ApiEnv } from './app-env'

/**
 * Every write route declares what it changes on the cached pages, on the route itself:
 *   .patch('/brands/:id', changes('brand'), handler)
 *   .post('/orders', changes('nothing'), handler)
 * After a successful answer (below 400) exactly those pages go (worker/services/page-changes.ts). A
 * handler may narrow a product change to the products it touched (`changedProducts`), or add what
 * only it can know (`alsoChanges`). A write route without a declaration empties the page cache and
 * logs an error, and a test fails for it, so a new route can neither leave stale pages unnoticed
 * nor empty everything quietly.
 */
export interface PageWrites {
  declared: boolean
  changes: PageChange[]
  productSlugs: string[]
}

const DECLARES = Symbol('declares page changes')
type Declaring = MiddlewareHandler<ApiEnv> & { [DECLARES]: true }

export function changes(...declared: [PageChange, ...PageChange[]]): Declaring {
  const middleware = (async (c, next) => {
    const writes = c.var.pageWrites
    writes.declared = true
    writes.changes.push(...declared.filter((change) => change !== 'nothing'))
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

/** Narrows the declared product change to these products' pages. */
export function changedProducts(c: Context<ApiEnv>, slugs: readonly string[]): void {
  c.var.pageWrites.productSlugs.push(...slugs)
}

/** A change only the handler can tell (the content webhook, an order that took the last stock). */
export function alsoChanges(c: Context<ApiEnv>, ...more: PageChange[]): void {
  c.var.pageWrites.changes.push(...more.filter((change) => change !== 'nothing'))
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
