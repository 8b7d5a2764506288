import { describe, expect, it } from 'vitest'
import { categoryProductsQuerySchema } from '../../../app/contract/listing'
import { listingWorthKeeping } from './listing-cache'

const query = (raw: Record<string, string>) => categoryProductsQuerySchema.parse(raw)

describe('which listing answers are kept in KV', () => {
  it('keeps a category or brand as first opened, sorted, with one facet, on its first pages', () => {
    expect(listingWorthKeeping(query({ parent_slug: 'face' }))).toBe(true)
    expect(listingWorthKeeping(query({ parent_slug: 'face', child_slug: 'creams', sort: 'price_asc' }))).toBe(true)
    expect(listingWorthKeeping(query({ brand_slug: 'x', page: '3' }))).toBe(true)
    expect(listingWorthKeeping(query({ parent_slug: 'face', brand_ids: '4,4' }))).toBe(true)
  })

  it('reads rarer combinations from the database: a price range, several facets, a deep page, a search, a larger page', () => {
    expect(listingWorthKeeping(query({ brand_ids: '4', price_min: '100', price_max: '1600' }))).toBe(false)
    expect(listingWorthKeeping(query({ parent_slug: 'face', price_max: '500' }))).toBe(false)
    expect(listingWorthKeeping(query({ brand_ids: '4,5' }))).toBe(false)
    expect(listingWorthKeeping(query({ brand_ids: '4', category_ids: '7' }))).toBe(false)
    expect(listingWorthKeeping(query({ parent_slug: 'face', page: '4' }))).toBe(false)
    expect(listingWorthKeeping(query({ q: 'крем' }))).toBe(false)
    expect(listingWorthKeeping(query({ parent_slug: 'face', limit: '100' }))).toBe(false)
  })
})
