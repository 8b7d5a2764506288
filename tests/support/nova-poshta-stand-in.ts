import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { createApiClient } from './api-env'
import { routeSiteToWorker } from './card-payment'

/** Settlement refs of the local stand-in's dataset (worker/dev/nova-poshta/dataset.ts), as the carrier spells them. */
export const SETTLEMENTS = {
  kyiv: 'e718a680-4b33-11e4-ab6d-005056801329',
  lviv: 'e71abb60-4b33-11e4-ab6d-005056801329',
  odesa: 'e71c2a15-4b33-11e4-ab6d-005056801329',
  dnipro: 'e717110a-4b33-11e4-ab6d-005056801329',
} as const

type ApiClient = Awaited<ReturnType<typeof createApiClient>>

export interface NovaPoshtaStandIn {
  /** The API in process, ready once the file's first beforeAll has run. */
  readonly client: ApiClient
  /** Where the carrier's stand-in answers: `${standIn}/v2.0/json/` and `${standIn}/outage`. */
  readonly standIn: string
  /** `Model.method` of every request the Worker sent the carrier since the last test (or `forgetCalls`), in order. */
  readonly carrierCalls: readonly string[]
  forgetCalls(): void
  /** The carrier fails (`down`: a 502), hangs (`slow`) or answers again (`up`, after every test). */
  setOutage(mode: 'up' | 'down' | 'slow'): Promise<Response>
}

/**
 * The API of a test file whose Worker reaches the local stand-in of Nova Poshta's JSON API over
 * "the internet": the stubbed fetch routes `site` to the Worker's own fetch handler and notes each
 * carrier call. Registers its own hooks; call it once at the top of the file.
 */
export function setUpNovaPoshtaStandIn(site: string): NovaPoshtaStandIn {
  const standIn = `${site}/dev/novaposhta`
  const calls: string[] = []
  let client: ApiClient | undefined
  let unstub = () => {}
  const setOutage = (mode: 'up' | 'down' | 'slow') =>
    fetch(`${standIn}/outage`, { method: 'POST', body: JSON.stringify({ mode }) })

  beforeAll(async () => {
    const created = await createApiClient({ SITE_URL: site })
    client = created
    unstub = routeSiteToWorker(site, () => created.env)
    const routed = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.url === `${standIn}/v2.0/json/`) {
        const body = (await request.clone().json()) as { modelName: string; calledMethod: string }
        calls.push(`${body.modelName}.${body.calledMethod}`)
      }
      return routed(request)
    })
  })
  afterEach(async () => {
    calls.length = 0
    await setOutage('up')
  })
  afterAll(async () => {
    unstub()
    await client?.dispose()
  })

  return {
    get client() {
      if (!client) throw new Error('the API client is made in beforeAll')
      return client
    },
    standIn,
    carrierCalls: calls,
    forgetCalls: () => {
      calls.length = 0
    },
    setOutage,
  }
}
