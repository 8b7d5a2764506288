import { describe, expect, it } from 'vitest'
import { contentImageUrl, shareImageOf } from './content-image'

describe('contentImageUrl', () => {
  it('sizes Sanity CDN images through the CDN', () => {
    const url = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-1600x400.jpg'
    const sized = new URL(contentImageUrl(url, 800))
    expect(sized.origin + sized.pathname).toBe(url)
    expect(sized.searchParams.get('w')).toBe('800')
    expect(sized.searchParams.get('auto')).toBe('format')
  })

  it('puts its own parameters in place of any the address came with', () => {
    const url = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-1600x400.jpg'
    const sized = new URL(contentImageUrl(`${url}?w=100&rect=1,2,3,4#x`, 640))
    expect(sized.origin + sized.pathname).toBe(url)
    expect([...sized.searchParams.keys()].sort()).toEqual(['auto', 'fit', 'w'])
    expect(sized.searchParams.get('w')).toBe('640')
    expect(sized.searchParams.get('fit')).toBe('max')
    expect(sized.hash).toBe('')
  })

  it('leaves an address that only looks like the CDN as it is', () => {
    const lookalike = 'https://cdn.sanity.io.example.com/images/abc123/production/x-1x1.jpg'
    expect(contentImageUrl(lookalike, 800)).toBe(lookalike)
  })

  it('leaves R2 images as they are', () => {
    expect(contentImageUrl('/media/cms/page-about.webp', 800)).toBe('/media/cms/page-about.webp')
  })
})

describe('shareImageOf (og:image and twitter:image of a page or post)', () => {
  const cdn = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-2000x1400.png'

  it("takes the editor's sharing image, cut by the CDN to 1200×630 JPEG", () => {
    const url = new URL(shareImageOf({ image: cdn }, '/media/cms/page-about.webp')!)
    expect(url.origin + url.pathname).toBe(cdn)
    expect([url.searchParams.get('w'), url.searchParams.get('h')]).toEqual(['1200', '630'])
    expect(url.searchParams.get('fit')).toBe('crop')
    expect(url.searchParams.get('fm')).toBe('jpg')
  })

  it("takes a local image as it is, and the page's own picture when there is no sharing image", () => {
    expect(shareImageOf({ image: '/media/cms/blog-spf.webp' }, '/media/cms/x.webp')).toBe('/media/cms/blog-spf.webp')
    expect(shareImageOf({ image: null }, '/media/cms/page-about.webp')).toBe('/media/cms/page-about.webp')
    expect(shareImageOf(undefined, null)).toBeNull()
  })
})
