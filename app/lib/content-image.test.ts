import { describe, expect, it } from 'vitest'
import { contentImageUrl } from './content-image'

describe('contentImageUrl', () => {
  it('sizes Sanity CDN images through the CDN', () => {
    const url = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-1600x400.jpg'
    const sized = new URL(contentImageUrl(url, 800))
    expect(sized.origin + sized.pathname).toBe(url)
    expect(sized.searchParams.get('w')).toBe('800')
    expect(sized.searchParams.get('auto')).toBe('format')
  })

  it('leaves R2 images as they are', () => {
    expect(contentImageUrl('/media/cms/page-about.webp', 800)).toBe('/media/cms/page-about.webp')
  })
})
