import { afterAll, beforeAll } from 'vitest'
import { adminApi, createAdminClient } from './admin'
import { routeSiteToWorker } from './card-payment'

type Client = Awaited<ReturnType<typeof createAdminClient>>

/**
 * The store of a test file about card money: a database of the file's own, and requests to `site`
 * (the WayForPay sandbox, its callbacks, the merchant API) reaching the Worker's own fetch handler
 * as they would cross the internet. Registers its own hooks: `api` may be taken at the file's top,
 * `client` is there once `beforeAll` ran.
 */
export function setUpCardSite(site: string) {
  let client: Client | undefined
  let unstub = () => {}
  beforeAll(async () => {
    const created = await createAdminClient({ SITE_URL: site })
    client = created
    unstub = routeSiteToWorker(site, () => created.env)
  })
  afterAll(async () => {
    unstub()
    await client?.dispose()
  })

  const get = () => {
    if (!client) throw new Error('the API client is made in beforeAll')
    return client
  }
  return {
    api: adminApi(get),
    get client() {
      return get()
    },
  }
}
