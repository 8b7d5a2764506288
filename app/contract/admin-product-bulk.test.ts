import { describe, expect, it } from 'vitest'
import { BULK_PERCENT_MAX, BULK_PERCENT_MIN } from '../domain/bulk-edit'
import { productBulkSchema } from './admin-product-bulk'

describe('productBulkSchema', () => {
  it('names the percent range whether the percent is missing or out of it', () => {
    const range = `bulk_percent_range?min=${BULK_PERCENT_MIN}&max=${BULK_PERCENT_MAX}`
    for (const percent of [undefined, Number.NaN, BULK_PERCENT_MAX + 1]) {
      const parsed = productBulkSchema.safeParse({ ids: [1], action: { kind: 'prices', percent, fields: ['price'] } })
      expect(parsed.success).toBe(false)
      expect(parsed.error!.issues.map((i) => i.message)).toContain(range)
    }
  })
})
