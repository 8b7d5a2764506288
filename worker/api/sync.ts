import { Hono } from 'hono'
import { priceSyncResultSchema, priceSyncSchema, syncItemsToRows } from '../../app/contract/price-list'
import { AppError } from '../../app/domain/app-error'
import { parsePriceList } from '../../app/domain/price-list'
import { issuesError } from '../services/admin/price-import'
import { parseCsv } from '../services/admin/spreadsheet/csv'
import type { ApiEnv } from './app-env'
import { localiseErrors } from './admin/localise'
import { parseJson } from './validate'
import { answers, declaresBody, summary } from './route-contract'
import { alsoChangesProducts, changes } from './page-writes'

/**
 * POST /api/v1/sync/prices/: the ERP's price and stock feed. Authenticated by a per-integration key
 * (Authorization: Bearer bp_…; only its hash is stored), rate limited per key, idempotent because
 * the values are absolute. The body is JSON `{ items: [...] }` or a CSV with the price-list headers.
 * A malformed body is refused whole (400); otherwise every line answers its own result.
 */
export const sync = new Hono<ApiEnv>({ strict: false }).use(localiseErrors).post(
  '/prices',
  // Which products changed only the feed's lines tell: the handler names them (alsoChangesProducts).
  changes('nothing'),
  summary(
    'The ERP feed: Authorization: Bearer <integration key>; JSON as below or text/csv with the price-list headers. Each line answers its own result (applied, unchanged, held or refused with a reason); a held or refused line never stops the others. A price moving threefold or more is held for staff to confirm unless ?confirm_large=true (or "confirm_large": true) applies it',
  ),
  declaresBody(priceSyncSchema),
  answers(priceSyncResultSchema),
  async (c) => {
    const services = c.var.services
    const key = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    const keyId = await services.admin.integrationKeys.verify(key)
    if (keyId === null) throw new AppError('unauthorized', 'A valid integration key is required')
    await services.rateLimit.check('sync', String(keyId))

    let rows
    let confirmLarge = c.req.query('confirm_large') === 'true'
    if ((c.req.header('content-type') ?? '').startsWith('text/csv')) {
      const parsed = parsePriceList(parseCsv(await c.req.text()))
      if (!parsed.ok) throw issuesError(parsed.issues)
      rows = parsed.rows
    } else {
      const body = await parseJson(c, priceSyncSchema)
      rows = syncItemsToRows(body.items)
      confirmLarge ||= body.confirm_large === true
    }
    const { result, changedSlugs } = await services.admin.priceSync.sync(
      `integration:${keyId}`,
      rows,
      confirmLarge,
      (written) => services.pageCache.invalidate(['product'], written),
    )
    alsoChangesProducts(c, changedSlugs)
    return c.json(result)
  },
)
