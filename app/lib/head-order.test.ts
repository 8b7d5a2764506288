import { describe, expect, it } from 'vitest'
import { inServerHeadOrder } from './head-order'

describe('inServerHeadOrder', () => {
  it('puts the charset, the viewport and the stylesheets first, the rest in the order given', () => {
    const tags = [
      { tag: 'title', attrs: {} },
      { tag: 'meta', attrs: { name: 'theme-color' } },
      { tag: 'meta', attrs: { name: 'viewport' } },
      { tag: 'meta', attrs: { charSet: 'utf-8' } },
      { tag: 'link', attrs: { rel: 'modulepreload', href: '/a.js' } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/app.css' } },
      { tag: 'link', attrs: { rel: 'canonical', href: '/x' } },
      { tag: 'script', attrs: { type: 'application/ld+json' } },
    ]
    const order = inServerHeadOrder(tags).map((t) =>
      String(t.attrs.charSet ?? t.attrs.name ?? t.attrs.rel ?? t.attrs.type ?? t.tag),
    )
    expect(order).toEqual([
      'utf-8',
      'viewport',
      'stylesheet',
      'title',
      'theme-color',
      'modulepreload',
      'canonical',
      'application/ld+json',
    ])
  })

  it('leaves the list it was given as it was', () => {
    const tags = [{ tag: 'title' }, { tag: 'meta', attrs: { charSet: 'utf-8' } }]
    inServerHeadOrder(tags)
    expect(tags[0]!.tag).toBe('title')
  })
})
