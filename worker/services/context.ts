import { createDb, type Db } from '../../db/client'
import { createContentSource } from '../adapters/content'
import { type AppConfig, parseConfig } from '../env'
import { type Cache, createCache } from './cache'
import { type CatalogueService, createCatalogueService } from './catalogue'
import { type ContentService, createContentService } from './content'

export interface Services {
  config: AppConfig
  db: Db
  cache: Cache
  catalogue: CatalogueService
  content: ContentService
}

/** One set of services per isolate and env: the env is parsed once, clients are reused across requests. */
const byEnv = new WeakMap<object, Services>()

export function getServices(env: Env): Services {
  let services = byEnv.get(env)
  if (!services) {
    const config = parseConfig(env as unknown as Record<string, unknown>)
    const db = createDb(config.TURSO_DATABASE_URL, config.TURSO_AUTH_TOKEN)
    const cache = createCache(env.CATALOG_CACHE)
    const source = createContentSource({
      source: config.CONTENT_SOURCE,
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      token: config.SANITY_API_TOKEN,
    })
    services = {
      config,
      db,
      cache,
      catalogue: createCatalogueService(db, cache),
      content: createContentService(source, cache),
    }
    byEnv.set(env, services)
  }
  return services
}
