import { describe, expect, it } from 'vitest'
import { sectionOf } from './admin-shell'

const items = [{ to: '/admin' }, { to: '/admin/products' }, { to: '/admin/partners' }, { to: '/admin/partners/tiers' }]

describe('the sidebar section of a path', () => {
  it('is the most specific item the path is in, one at a time', () => {
    expect(sectionOf(items, '/admin/partners/tiers')).toBe('/admin/partners/tiers')
    expect(sectionOf(items, '/admin/partners')).toBe('/admin/partners')
    expect(sectionOf(items, '/admin/products/12')).toBe('/admin/products')
    expect(sectionOf(items, '/admin')).toBe('/admin')
    expect(sectionOf(items, '/admin/orders/3')).toBe('/admin')
  })

  it('does not take a longer word for a section', () => {
    expect(sectionOf(items, '/admin/productsx')).toBe('/admin')
  })
})
