import { vi } from 'vitest'
import type { PurchaseForm } from '../../app/contract/payment'
import { createFetchHandler } from '../../worker/router'

/**
 * The provider's side of a card payment in process: requests to `site` (the sandbox, serviceUrl,
 * the merchant API, the other stand-ins) reach the Worker's own fetch handler, as they would cross
 * the internet. With `finishAfterWork`, what a request leaves for after its answer (waitUntil: the
 * receipts, the messages) is finished before the answer returns, so a test sees its outcome;
 * `seen` is shown each request first.
 */
export function routeSiteToWorker(
  site: string,
  env: () => Env,
  { finishAfterWork = false, seen }: { finishAfterWork?: boolean; seen?: (request: Request) => Promise<void> } = {},
) {
  const worker = createFetchHandler(() => new Response('storefront page', { status: 200 }))
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).origin !== site) return realFetch(request)
    await seen?.(request)
    const pending: Promise<unknown>[] = []
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void (finishAfterWork && pending.push(p)),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext
    const response = await worker.fetch!(request as Parameters<NonNullable<typeof worker.fetch>>[0], env(), ctx)
    await Promise.all(pending)
    return response
  })
  return () => vi.unstubAllGlobals()
}

/** Posts a Purchase form to the sandbox the way the browser does (arrays as `name[]`). */
export function sandboxPost(site: string, path: string, form: PurchaseForm, extra: Record<string, string> = {}) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(form)) {
    if (name === 'url') continue
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item))
    else body.append(name, String(value))
  }
  for (const [name, value] of Object.entries(extra)) body.set(name, value)
  return fetch(`${site}/dev/wayforpay${path}`, { method: 'POST', body })
}
