import { inflateSync } from 'node:zlib'

/**
 * A PNG as RGBA pixels, the way a viewer reads it: only the kind worker/services/fiscal/png.ts writes
 * (1-bit greyscale, each row unfiltered); anything else throws, so a test of another kind fails.
 */
export function readPng(png: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (signature.some((b, i) => png[i] !== b)) throw new Error('not a PNG')
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at)
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8))
    const data = png.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      if (data.subarray(8).join() !== '1,0,0,0,0') throw new Error('not a 1-bit greyscale PNG')
    }
    if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = Math.ceil(width / 8) + 1
  const data = new Uint8Array(width * height * 4).fill(255)
  for (let y = 0; y < height; y++) {
    if (raw[y * stride] !== 0) throw new Error('a filtered row')
    for (let x = 0; x < width; x++) {
      // In 1-bit greyscale a set bit is white.
      const white = (raw[y * stride + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1
      if (!white) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    }
  }
  return { width, height, data }
}
