import { coded } from '../domain/admin-message'
import { z } from 'zod'

/** Back-office tables: server-side sorting and paging, 25 rows a page by default. */
export const ADMIN_PAGE_SIZE = 25
export const ADMIN_MAX_PAGE_SIZE = 100

const positiveInt = (field: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be at least 1`).max(max, `${field} must be at most ${max}`))

/** page, limit, sort (one of `sorts`, default the first) and dir, plus the table's own filters. */
export function adminListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: F,
  defaultDir: 'asc' | 'desc' = 'desc',
) {
  return z.object({
    page: positiveInt('page', 1_000_000).default(1),
    limit: positiveInt('limit', ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    sort: z.enum(sorts).default(sorts[0]),
    dir: z.enum(['asc', 'desc']).default(defaultDir),
    ...filters,
  })
}

/** A query-string search term: trimmed, empty means none. */
export const searchTerm = z
  .string()
  .trim()
  .max(100)
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/** A query-string id filter: "12" → 12, empty → none. */
export const idFilter = z
  .string()
  .regex(/^\d*$/, 'must_be_id')
  .transform((v) => (v === '' ? undefined : Number(v)))
  .optional()

/** A query-string date "YYYY-MM-DD". */
export const dateFilter = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'no_such_date')
  .transform((v) => (v === '' ? undefined : v))
  .optional()

export const booleanFilter = z
  .enum(['', 'true', 'false'])
  .transform((v) => (v === '' ? undefined : v === 'true'))
  .optional()

export const idParam = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)

// A page of a table is a rule of its own (db/queries builds it too).
export { type Page, pageOf } from '../domain/page'

/** Text a staff member types: trimmed, with a length cap. */
export const text = (max: number, opts: { required?: boolean } = {}) =>
  opts.required
    ? z.string({ error: 'required' }).trim().min(1, 'required').max(max, coded('too_long', { max }))
    : z.string().trim().max(max, coded('too_long', { max }))

export const money = z
  .number({ error: 'whole_hryvnias' })
  .int('whole_hryvnias')
  .min(0, 'not_below_zero')
  .max(10_000_000, coded('at_most', { max: '10 000 000' }))
export const quantity = z
  .number({ error: 'whole_number' })
  .int('whole_number')
  .min(0, 'not_below_zero')
  .max(1_000_000, coded('at_most', { max: '1 000 000' }))
export const sortOrder = z.number({ error: 'whole_number' }).int('whole_number').min(-1_000_000).max(1_000_000)
export const slugField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_format')
