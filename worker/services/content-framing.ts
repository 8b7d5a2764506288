import { z } from 'zod'
import { framedImageUrl, type ImageFocus } from '../../app/domain/content-image-url'

/**
 * A picture with the crop and hotspot set in the Studio. A malformed crop or hotspot costs only the
 * framing (the CDN then cuts around the centre), not the picture.
 */
const framing = {
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).nullish().catch(null),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullish().catch(null),
}
export const rawFramed = z.object({ url: z.string(), ...framing })
/** An optional picture: a field with its image removed may keep its framing but has no URL. */
export const rawOptionalFramed = z.object({ url: z.string().nullish(), ...framing }).nullish()
const focusOf = (image: Partial<{ [K in keyof ImageFocus]: ImageFocus[K] | undefined }>): ImageFocus => ({
  crop: image.crop ?? null,
  hotspot: image.hotspot ?? null,
})
/**
 * A picture of a fixed box (a banner), cut here to the box as it was framed: the page then only
 * shows the URL, and the script every page loads carries no framing arithmetic.
 */
export const boxed = (image: z.infer<typeof rawFramed>, box: { width: number; height: number }) => ({
  image: framedImageUrl(image.url, focusOf(image), box),
  width: box.width,
  height: box.height,
})
/** An optional picture cut to a box as it was framed (null: no picture). */
export const optionalBoxed = (image: z.infer<typeof rawOptionalFramed>, box: { width: number; height: number }) =>
  image?.url ? framedImageUrl(image.url, focusOf(image), box) : null
export const optionalFramed = (image: z.infer<typeof rawOptionalFramed>) =>
  image?.url ? { image: image.url, focus: focusOf(image) } : { image: null, focus: null }
