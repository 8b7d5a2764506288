import { describe, expect, it } from 'vitest'
import { CONTENT_IMAGE_SIZES } from './content-image-sizes'
import { contentImageUrl, framedImageUrl, framedSrcSet, shareImageUrl } from './content-image-url'

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

describe('framedImageUrl (a banner or cover cut to its box as the marketer framed it)', () => {
  const url = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-2000x1000.jpg'
  const box = { width: 1600, height: 500 }
  const params = (address: string) => Object.fromEntries(new URL(address).searchParams)

  it('without a crop or hotspot, lets the CDN cut the box around the centre', () => {
    const framed = new URL(framedImageUrl(`${url}?rect=1,2,3,4`, { crop: null, hotspot: null }, box))
    expect(framed.origin + framed.pathname).toBe(url)
    expect(params(framed.href)).toEqual({ w: '1600', h: '500', fit: 'crop', auto: 'format' })
    expect(params(framedImageUrl(url, null, box))).toEqual({ w: '1600', h: '500', fit: 'crop', auto: 'format' })
  })

  it("cuts the Studio's crop out of the original first, in the original's pixels", () => {
    const crop = { top: 0.1, bottom: 0.2, left: 0.25, right: 0 }
    expect(params(framedImageUrl(url, { crop, hotspot: null }, box))).toEqual({
      w: '1600',
      h: '500',
      fit: 'crop',
      rect: '500,100,1500,700',
      auto: 'format',
    })
  })

  it('cuts the box around the hotspot', () => {
    const hotspot = { x: 0.8, y: 0.3, width: 0.2, height: 0.2 }
    const got = params(framedImageUrl(url, { crop: null, hotspot }, box))
    expect(got).toMatchObject({ fit: 'crop', crop: 'focalpoint', 'fp-x': '0.8', 'fp-y': '0.3' })
    expect(got.rect).toBeUndefined()
  })

  it('places the hotspot within what the crop left', () => {
    const crop = { top: 0, bottom: 0.5, left: 0.5, right: 0 }
    const hotspot = { x: 0.75, y: 0.1, width: 0.1, height: 0.1 }
    expect(params(framedImageUrl(url, { crop, hotspot }, box))).toMatchObject({
      rect: '1000,0,1000,500',
      crop: 'focalpoint',
      'fp-x': '0.5',
      'fp-y': '0.2',
    })
  })

  it('ignores an all-zero crop and leaves local images as they are', () => {
    const none = { top: 0, bottom: 0, left: 0, right: 0 }
    expect(params(framedImageUrl(url, { crop: none, hotspot: null }, box)).rect).toBeUndefined()
    const local = '/media/cms/banner-spring-pc.webp'
    expect(framedImageUrl(local, { crop: none, hotspot: { x: 0.2, y: 0.2, width: 0.1, height: 0.1 } }, box)).toBe(local)
  })
})

describe('shareImageUrl (og:image and twitter:image of a page or post)', () => {
  const SHARE = CONTENT_IMAGE_SIZES.shareImage
  const cdn = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-2000x1400.png'

  it("takes the editor's sharing image, cut by the CDN to 1200×630 JPEG", () => {
    const url = new URL(shareImageUrl(cdn, null, SHARE))
    expect(url.origin + url.pathname).toBe(cdn)
    expect([url.searchParams.get('w'), url.searchParams.get('h')]).toEqual(['1200', '630'])
    expect(url.searchParams.get('fit')).toBe('crop')
    expect(url.searchParams.get('fm')).toBe('jpg')
  })

  it('cuts the sharing image around its hotspot', () => {
    const hotspot = { x: 0.1, y: 0.9, width: 0.1, height: 0.1 }
    const url = new URL(shareImageUrl(cdn, { crop: null, hotspot }, SHARE))
    expect(url.searchParams.get('crop')).toBe('focalpoint')
    expect([url.searchParams.get('fp-x'), url.searchParams.get('fp-y')]).toEqual(['0.1', '0.9'])
    expect(url.searchParams.get('fm')).toBe('jpg')
  })

  it('takes a local image as it is', () => {
    expect(shareImageUrl('/media/cms/blog-spf.webp', null, SHARE)).toBe('/media/cms/blog-spf.webp')
  })
})

describe('framedSrcSet (a framed picture at half its box for a phone, and whole)', () => {
  const url = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a69788796a5b4c3d2e1f001234567-2000x1000.jpg'
  const params = (address: string) => Object.fromEntries(new URL(address).searchParams)

  it('keeps the framing and halves the box', () => {
    const hotspot = { x: 0.8, y: 0.3, width: 0.2, height: 0.2 }
    const crop = { top: 0.1, bottom: 0.2, left: 0.25, right: 0 }
    const framed = framedImageUrl(url, { crop, hotspot }, CONTENT_IMAGE_SIZES.pageBanner)
    const [half, whole] = (framedSrcSet(framed) ?? '').split(', ').map((c) => c.split(' '))
    expect([half?.[1], whole?.[1]]).toEqual(['800w', '1600w'])
    expect(whole?.[0]).toBe(framed)
    expect(params(half?.[0] ?? '')).toEqual({ ...params(framed), w: '800', h: '200' })
  })

  it('gives nothing for a picture with one size', () => {
    expect(framedSrcSet('/media/cms/page-about.webp')).toBeUndefined()
    expect(framedSrcSet(contentImageUrl(url, 800))).toBeUndefined()
    expect(framedSrcSet('https://cdn.sanity.io.example.com/images/a/b/x-1x1.jpg?w=10&h=10')).toBeUndefined()
  })
})
