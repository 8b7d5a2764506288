import { describe, expect, it } from 'vitest'
import { categoryChoices } from './catalogue-options'

const category = (id: number, parent_id: number | null, name: string) => ({
  id,
  parent_id,
  name_ua: name,
  name_en: `${name} (en)`,
})

describe('categoryChoices', () => {
  it('puts each subcategory under its own parent, whatever order the list came in', () => {
    // Sorted by sort order across levels, as the API answers them.
    const list = [
      category(1, null, 'Обличчя'),
      category(2, null, 'Тіло'),
      category(11, 1, 'Креми для обличчя'),
      category(21, 2, 'Креми для тіла'),
      category(12, 1, 'Сироватки'),
      category(99, 50, 'Без батька'),
    ]
    expect(categoryChoices(list, 'ua').map((c) => c.label)).toEqual([
      'Обличчя',
      '— Креми для обличчя',
      '— Сироватки',
      'Тіло',
      '— Креми для тіла',
      '— Без батька',
    ])
    expect(categoryChoices(list, 'en')[1]).toEqual({ id: 11, label: '— Креми для обличчя (en)' })
  })
})
