import { encode } from 'fast-png'

/**
 * A black-and-white bitmap as a PNG of 1 bit per pixel (greyscale, white where a bit is set): a
 * receipt's code at 8 pixels a module is about a kilobyte, where @paulmillr/qr's own GIF (next to
 * uncompressed) is about 90 KB.
 */
export function bitmapPng(dark: boolean[][], scale: number): Uint8Array {
  const size = dark.length * scale
  const stride = Math.ceil(size / 8)
  const data = new Uint8Array(stride * size)
  for (let y = 0; y < size; y++) {
    const row = dark[Math.floor(y / scale)]!
    for (let x = 0; x < size; x++) if (!row[Math.floor(x / scale)]) data[y * stride + (x >> 3)]! |= 0x80 >> (x & 7)
  }
  return encode({ width: size, height: size, data, depth: 1, channels: 1 })
}
