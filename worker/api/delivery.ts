import { Hono } from 'hono'
import { npBranchesQuerySchema, npCitiesQuerySchema } from '../../app/contract/delivery'
import { AppError } from '../../app/domain/app-error'
import { DependencyError } from '../services/degraded'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { parseQuery } from './validate'

/** The carrier did not answer (and nothing is cached): the checkout then takes the city and branch as free text. */
async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (error instanceof DependencyError) throw new AppError('unavailable', 'Nova Poshta does not answer now: type the city and branch yourself')
    throw error
  }
}

/** Nova Poshta look-ups for the checkout and the profile, mounted at /api/v1/delivery; each counts against the caller's IP. */
export const delivery = new Hono<ApiEnv>({ strict: false })
  .get('/nova-poshta/cities', async (c) => {
    const { q } = parseQuery(c, npCitiesQuerySchema)
    await c.var.services.rateLimit.check('novaPoshta', clientIp(c.req.raw.headers))
    return c.json(await orUnavailable(c.var.services.novaPoshta.cities(q)))
  })
  .get('/nova-poshta/branches', async (c) => {
    const { city, q } = parseQuery(c, npBranchesQuerySchema)
    await c.var.services.rateLimit.check('novaPoshta', clientIp(c.req.raw.headers))
    return c.json(await orUnavailable(c.var.services.novaPoshta.branches(city, q)))
  })
