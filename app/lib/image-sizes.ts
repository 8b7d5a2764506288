import { IMAGE_SIZES } from '../contract/admin-catalogue'

/**
 * Makes the xs, s and l sizes of a product picture in the browser (canvas), so neither the Worker
 * nor the seed needs an image codec at upload: each size fits its box, keeps the aspect ratio, sits
 * on white (a transparent PNG would otherwise turn black in JPEG), and is encoded as WebP, or JPEG
 * where the browser cannot encode WebP.
 */
export type SizeKey = keyof typeof IMAGE_SIZES

async function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.86))
  if (webp && webp.type === 'image/webp') return webp
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88))
  if (!jpeg) throw new Error('The browser could not encode the picture')
  return jpeg
}

export async function makeImageSizes(file: File): Promise<Record<SizeKey, Blob>> {
  const bitmap = await createImageBitmap(file)
  try {
    const out = {} as Record<SizeKey, Blob>
    for (const [key, box] of Object.entries(IMAGE_SIZES) as [SizeKey, number][]) {
      const scale = Math.min(1, box / Math.max(bitmap.width, bitmap.height))
      const width = Math.max(1, Math.round(bitmap.width * scale))
      const height = Math.max(1, Math.round(bitmap.height * scale))
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, width, height)
      ctx.imageSmoothingQuality = 'high'
      ctx.drawImage(bitmap, 0, 0, width, height)
      out[key] = await encode(canvas)
    }
    return out
  } finally {
    bitmap.close()
  }
}

/** One picture fitted into a box (a brand logo 240×120, a category tile 400×400), encoded like the product sizes. */
export async function fitImage(file: File, box: { width: number; height: number }): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const scale = Math.min(1, box.width / bitmap.width, box.height / bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, canvas.width, canvas.height)
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    return await encode(canvas)
  } finally {
    bitmap.close()
  }
}
