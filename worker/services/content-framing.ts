import { z } from 'zod'
import { type ImageFocus, imageFocusSchema } from '../../app/contract/content'

/**
 * A picture with the crop and hotspot set in the Studio. A malformed crop or hotspot costs only the
 * framing (the CDN then cuts around the centre), not the picture.
 */
const framing = {
  crop: imageFocusSchema.shape.crop.optional().catch(null),
  hotspot: imageFocusSchema.shape.hotspot.optional().catch(null),
}
export const rawFramed = z.object({ url: z.string(), ...framing })
/** An optional picture: a field with its image removed may keep its framing but has no URL. */
export const rawOptionalFramed = z.object({ url: z.string().nullish(), ...framing }).nullish()
const focusOf = (image: Partial<{ [K in keyof ImageFocus]: ImageFocus[K] | undefined }>): ImageFocus => ({
  crop: image.crop ?? null,
  hotspot: image.hotspot ?? null,
})
export const framed = (image: z.infer<typeof rawFramed>) => ({ image: image.url, focus: focusOf(image) })
export const optionalFramed = (image: z.infer<typeof rawOptionalFramed>) =>
  image?.url ? { image: image.url, focus: focusOf(image) } : { image: null, focus: null }
