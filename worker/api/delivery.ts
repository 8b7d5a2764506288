import { Hono } from 'hono'
import {
  npBranchesAnswerSchema,
  npBranchesQuerySchema,
  npCitiesAnswerSchema,
  npCitiesQuerySchema,
} from '../../app/contract/delivery'
import { AppError } from '../../app/domain/app-error'
import { DependencyError } from '../services/degraded'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { answers, query } from './route-contract'

/** The carrier did not answer (and nothing is cached): the checkout then takes the city and branch as free text. */
async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (error instanceof DependencyError)
      throw new AppError('unavailable', 'Nova Poshta does not answer now: type the city and branch yourself')
    throw error
  }
}

/**
 * Nova Poshta look-ups for the checkout and the profile, mounted at /api/v1/delivery; each counts
 * against the caller's IP, and so does each new entry it adds to the cache.
 */
export const delivery = new Hono<ApiEnv>({ strict: false })
  .get('/nova-poshta/cities', query(npCitiesQuerySchema), answers(npCitiesAnswerSchema), async (c) => {
    const { q } = c.req.valid('query')
    const { rateLimit, novaPoshta } = c.var.services
    const ip = clientIp(c.req.raw.headers)
    await rateLimit.check('novaPoshta', ip)
    return c.json(await orUnavailable(novaPoshta.cities(q, () => rateLimit.allows('novaPoshtaEntries', ip))))
  })
  .get('/nova-poshta/branches', query(npBranchesQuerySchema), answers(npBranchesAnswerSchema), async (c) => {
    const { city, q } = c.req.valid('query')
    const { rateLimit, novaPoshta } = c.var.services
    const ip = clientIp(c.req.raw.headers)
    await rateLimit.check('novaPoshta', ip)
    return c.json(await orUnavailable(novaPoshta.branches(city, q, () => rateLimit.allows('novaPoshtaEntries', ip))))
  })
