import { decode } from 'fast-png'

/**
 * A PNG as RGBA pixels, the way a viewer reads it: only the kind worker/services/fiscal/png.ts writes
 * (1-bit greyscale); anything else throws, so a test of another kind fails.
 */
export function readPng(png: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const image = decode(png)
  if (image.depth !== 1 || image.channels !== 1) throw new Error('not a 1-bit greyscale PNG')
  const { width, height } = image
  const stride = Math.ceil(width / 8)
  const data = new Uint8Array(width * height * 4).fill(255)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const white = (image.data[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1
      if (!white) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    }
  return { width, height, data }
}
