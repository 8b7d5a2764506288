import { describe, expect, it } from 'vitest'
import type { Product } from '../../contract/catalogue'
import { productHead } from './product-head'

const product: Product = {
  id: 7,
  name: 'Крем',
  slug: 'krem',
  human: 'Легкий крем.',
  description: '',
  prescription: '',
  application: '',
  composition: '',
  serie: '',
  sort_order: 0,
  views: 0,
  brand: { id: 1, name: 'Rica', slug: 'rica' },
  category: { id: 3, name: 'Креми', slug: 'creams', parent_id: 2, parent_slug: 'face', parent_name: 'Обличчя' },
  unit: [{ unit: 'шт' }],
  variants: [],
  rating: { average: 0, count: 0 },
}

const metaOf = (head: ReturnType<typeof productHead>) => {
  const found = (key: string) =>
    head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key))
  return {
    title: head.meta.find((m) => 'title' in m)?.['title' as never] as string | undefined,
    description: (found('description') as { content: string }).content,
    ogTitle: (found('og:title') as { content: string }).content,
    ogDescription: (found('og:description') as { content: string }).content,
  }
}

describe("the product page's head", () => {
  it("uses staff's SEO title and description in <title>, the meta description and Open Graph", () => {
    const meta = metaOf(
      productHead(product, undefined, 'https://shop.test', 'ua', [], {
        title: 'Крем Rica — купити в Києві',
        description: 'Легкий денний крем для сухої шкіри.',
      }),
    )
    expect(meta).toEqual({
      title: 'Крем Rica — купити в Києві',
      description: 'Легкий денний крем для сухої шкіри.',
      ogTitle: 'Крем Rica — купити в Києві',
      ogDescription: 'Легкий денний крем для сухої шкіри.',
    })
  })

  it('falls back to the generated ones where none is set', () => {
    const generated = metaOf(productHead(product, undefined, 'https://shop.test', 'ua'))
    const partly = metaOf(
      productHead(product, undefined, 'https://shop.test', 'ua', [], { title: null, description: 'Свій опис.' }),
    )
    expect(generated.title).toContain('Крем')
    expect(generated.title).not.toBe('Свій опис.')
    expect(partly.title).toBe(generated.title)
    expect(partly.description).toBe('Свій опис.')
    expect(partly.ogDescription).toBe('Свій опис.')
  })
})
