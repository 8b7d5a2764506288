import { describe, expect, it } from 'vitest'
import { slugsForNames } from './catalogue-names'

const known = {
  categories: [
    { slug: 'serums', names: ['Сироватки', 'Serums'] },
    { slug: 'masks-a', names: ['Маски', 'Masks'] },
    { slug: 'masks-b', names: ['Маски', 'Face masks'] },
  ],
  brands: [{ slug: 'nbl', names: ['NBL Cosmetics'] }],
}

describe('slugsForNames', () => {
  it('puts the slug for a whole name in either language, case aside, and leaves slugs and unknown names alone', () => {
    const { table, issues } = slugsForNames(
      [
        ['category', 'brand', 'brand_name'],
        [' сироватки ', 'nbl cosmetics', ''],
        ['SERUMS', '', 'NBL Cosmetics'],
        ['serums', 'nbl', 'x'],
        ['Сирова', 'NBL', 'y'],
      ],
      known,
    )
    expect(issues).toEqual([])
    expect(table.slice(1).map((r) => r.slice(0, 2))).toEqual([
      ['serums', 'nbl'],
      ['serums', 'nbl'],
      ['serums', 'nbl'],
      ['Сирова', 'NBL'],
    ])
  })

  it('adds the brand column a file without one needs, filled from brand_name', () => {
    const { table } = slugsForNames(
      [
        ['category', 'brand_name'],
        ['serums', 'nbl cosmetics'],
      ],
      known,
    )
    expect(table).toEqual([
      ['category', 'brand_name', 'brand'],
      ['serums', 'nbl cosmetics', 'nbl'],
    ])
  })

  it('refuses a name two categories share, naming the row and column', () => {
    const { issues } = slugsForNames(
      [
        ['category', 'parent_category'],
        ['serums', ''],
        ['маски', ''],
      ],
      known,
    )
    expect(issues).toEqual([{ row: 3, column: 'category', message: 'sheet_name_ambiguous?slugs=masks-a%2C+masks-b' }])
  })
})
