import type { ImageCrop, ImageValue, ValidationContext } from 'sanity'
import { describe, expect, it, vi } from 'vitest'
import { imageSizeCheck } from './image-size'

/** A validation context whose client answers an asset's metadata as the Content Lake would. */
function contextWith(assets: Record<string, { width: number; height: number; mimeType?: string } | null>) {
  const fetch = vi.fn(async (_query: string, params: { ref: string }) => assets[params.ref] ?? null)
  return { fetch, context: { getClient: () => ({ fetch }) } as unknown as ValidationContext }
}
const image = (ref: string, crop?: ImageCrop): ImageValue => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: ref },
  crop,
})

describe("the Studio's image size check", () => {
  it("reads the asset's size from its metadata and refuses a picture the store would stretch", async () => {
    const { context } = contextWith({ 'image-a-300x94-jpg': { width: 300, height: 94 } })
    expect(await imageSizeCheck('bannerPc', 'error')(image('image-a-300x94-jpg'), context)).toMatch(/300×94 px/)
  })

  it('passes a picture of the full size, and warns only at the warning level for a smaller one', async () => {
    const { context } = contextWith({
      'image-b-1600x500-jpg': { width: 1600, height: 500 },
      'image-c-1300x420-jpg': { width: 1300, height: 420 },
    })
    expect(await imageSizeCheck('bannerPc', 'error')(image('image-b-1600x500-jpg'), context)).toBe(true)
    expect(await imageSizeCheck('bannerPc', 'warning')(image('image-b-1600x500-jpg'), context)).toBe(true)
    expect(await imageSizeCheck('bannerPc', 'error')(image('image-c-1300x420-jpg'), context)).toBe(true)
    expect(await imageSizeCheck('bannerPc', 'warning')(image('image-c-1300x420-jpg'), context)).toMatch(/1600×500/)
  })

  it('takes the crop into account and asks once per asset', async () => {
    const { context, fetch } = contextWith({ 'image-d-2000x625-jpg': { width: 2000, height: 625 } })
    const crop = { top: 0, bottom: 0, left: 0.3, right: 0.3 }
    expect(await imageSizeCheck('bannerPc', 'error')(image('image-d-2000x625-jpg'), context)).toBe(true)
    expect(await imageSizeCheck('bannerPc', 'error')(image('image-d-2000x625-jpg', crop), context)).toMatch(
      /після обрізання/,
    )
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('lets an empty field, an SVG and an asset of unknown size through', async () => {
    const { context } = contextWith({ 'image-e-24x24-svg': { width: 24, height: 24, mimeType: 'image/svg+xml' } })
    expect(await imageSizeCheck('advantageIcon', 'error')(undefined, context)).toBe(true)
    expect(await imageSizeCheck('advantageIcon', 'error')(image('image-e-24x24-svg'), context)).toBe(true)
    expect(await imageSizeCheck('advantageIcon', 'error')(image('image-missing-10x10-png'), context)).toBe(true)
  })
})
