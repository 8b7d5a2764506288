/**
 * A black-and-white bitmap as a PNG (1 bit per pixel, greyscale). Written by hand because a QR code
 * needs nothing more and the Worker has deflate built in (CompressionStream): a receipt's code at
 * 8 pixels a module is about a kilobyte, where @paulmillr/qr's own GIF (next to uncompressed) is
 * about 90 KB.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** zlib's format (what PNG's IDAT holds), with the runtime's own deflate. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** `dark[y][x]` drawn `scale` pixels a cell, true black on white. */
export async function bitmapPng(dark: boolean[][], scale: number): Promise<Uint8Array> {
  const size = dark.length * scale
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, size)
  view.setUint32(4, size)
  header.set([1, 0, 0, 0, 0], 8) // 1 bit, greyscale, deflate, no filter method beyond the default, no interlace
  const stride = Math.ceil(size / 8)
  const raw = new Uint8Array((stride + 1) * size)
  for (let y = 0; y < size; y++) {
    const row = dark[Math.floor(y / scale)]!
    const start = y * (stride + 1) // each row's first byte is its filter type, 0 (none)
    for (let x = 0; x < size; x++) {
      // In 1-bit greyscale a set bit is white.
      const at = start + 1 + (x >> 3)
      if (!row[Math.floor(x / scale)]) raw[at] = raw[at]! | (0x80 >> (x & 7))
    }
  }
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
