import { constants, deflateRawSync } from 'node:zlib'

/**
 * How the edge cache keeps a page's HTML so that a hit costs next to nothing: gzip, laid out so that
 * each answer writes its own CSP nonce into the compressed bytes without parsing, decompressing or
 * compressing the page again.
 *
 * The page is cut at every occurrence of the nonce it was rendered with. Each stretch between them is
 * its own DEFLATE stream ended by a sync flush (byte-aligned, so a separate stream may follow it), which
 * refers back into the page before it but never into a nonce (packPage); each nonce is a stored
 * (uncompressed) block, so its bytes sit at known offsets of the gzip file. A hit overwrites those bytes and the gzip trailer's CRC-32, which is
 * recombined from the stretches' CRCs kept beside the body (zlib's crc32_combine) and the new nonce's.
 */

/** The CRC-32 polynomial, reflected (gzip's). */
const POLY = 0xedb88320
const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** a(x)·b(x) modulo the CRC polynomial (zlib's multmodp). */
function multModP(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** x^(8·length) modulo the polynomial: the operator that appends `length` bytes' CRC (zlib's crc32_combine_gen). */
export function crcShift(length: number): number {
  let p = 0x80000000 // x^0
  let square = 0x40000000 >>> 0 // x^1, squared below to x^8 before the first use
  square = multModP(square, square)
  square = multModP(square, square)
  square = multModP(square, square)
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n & 1) p = multModP(square, p)
    square = multModP(square, square)
  }
  return p
}

/** The CRC of A followed by B, from A's CRC, B's CRC and B's shift operator. */
const combine = (crcA: number, crcB: number, shiftB: number) => (multModP(shiftB, crcA) ^ crcB) >>> 0

/** What a hit needs besides the bytes: where the nonce goes and how to recompute the CRC. */
export interface PageLayout {
  /** The nonce's length in bytes (every nonce of this build has the same). */
  nonceLength: number
  /** Offsets in the gzip body of each copy of the nonce. */
  slots: number[]
  /** The page in order: a stretch as [its CRC, its shift operator], or null for a copy of the nonce. */
  parts: Array<[number, number] | null>
}

const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3)
/** An empty stored block marked last: the end of the DEFLATE data. */
const FINAL_BLOCK = Uint8Array.of(1, 0, 0, 0xff, 0xff)

/** DEFLATE's window: how far back a stretch may refer. */
const WINDOW = 32 * 1024

/**
 * One stretch as DEFLATE ended by a sync flush (zlib, native in workerd with nodejs_compat), referring
 * back into the page before it (`before`, its nonces blanked out) as one gzip stream would.
 */
const deflateStretch = (bytes: Uint8Array, before: Uint8Array | undefined): Uint8Array =>
  deflateRawSync(bytes, {
    level: 6,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(before && before.length > 0 && { dictionary: before.subarray(Math.max(0, before.length - WINDOW)) }),
  })

/** Every offset of `needle` in `haystack`. */
function occurrences(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = []
  if (needle.length === 0) return found
  const first = needle[0]!
  for (
    let i = haystack.indexOf(first);
    i !== -1 && i + needle.length <= haystack.length;
    i = haystack.indexOf(first, i + 1)
  ) {
    let j = 1
    while (j < needle.length && haystack[i + j] === needle[j]) j++
    if (j === needle.length) {
      found.push(i)
      i += needle.length - 1
    }
  }
  return found
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

/** The page as gzip with a slot at every occurrence of `nonce` (none without one), and its layout. */
export function packPage(
  html: Uint8Array,
  nonce: string | undefined,
): { body: Uint8Array<ArrayBuffer>; layout: PageLayout } {
  const needle = ascii(nonce ?? '')
  const at = occurrences(html, needle)
  // What a stretch may refer back to: the page before it, each nonce's bytes zeroed. A page has no NUL
  // byte, so no match can take in a zeroed byte, and none copies the nonce a hit replaces; a page that
  // has one is packed with no stretch referring back.
  const blanked = html.includes(0) ? undefined : html.slice()
  for (const offset of blanked ? at : []) blanked!.fill(0, offset, offset + needle.length)
  const chunks: Uint8Array[] = [GZIP_HEADER]
  let size = GZIP_HEADER.length
  const layout: PageLayout = { nonceLength: needle.length, slots: [], parts: [] }
  const add = (chunk: Uint8Array) => {
    chunks.push(chunk)
    size += chunk.length
  }
  const stretch = (start: number, end: number) => {
    if (end <= start) return
    add(deflateStretch(html.subarray(start, end), blanked?.subarray(0, start)))
    layout.parts.push([crc32(html, start, end), crcShift(end - start)])
  }
  let from = 0
  for (const offset of at) {
    stretch(from, offset)
    // A stored block: BFINAL 0, BTYPE 00 (the stream is byte-aligned after a sync flush), LEN, NLEN.
    const length = needle.length
    add(Uint8Array.of(0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff))
    layout.slots.push(size)
    add(needle)
    layout.parts.push(null)
    from = offset + length
  }
  stretch(from, html.length)
  add(FINAL_BLOCK)
  const trailer = new Uint8Array(8)
  const view = new DataView(trailer.buffer)
  view.setUint32(0, crc32(html), true)
  view.setUint32(4, html.length >>> 0, true)
  add(trailer)
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.length
  }
  return { body, layout }
}

/** Writes `nonce` into every slot of a packed page, in place, and the gzip CRC that goes with it. */
export function stampNonce<Body extends Uint8Array>(body: Body, layout: PageLayout, nonce: string | undefined): Body {
  if (layout.slots.length === 0) return body
  const bytes = ascii(nonce ?? '')
  if (bytes.length !== layout.nonceLength) throw new Error('a cached page needs a nonce of its own length')
  for (const slot of layout.slots) body.set(bytes, slot)
  const nonceCrc = crc32(bytes)
  const nonceShift = crcShift(bytes.length)
  let crc = 0
  for (const part of layout.parts) crc = part ? combine(crc, part[0], part[1]) : combine(crc, nonceCrc, nonceShift)
  new DataView(body.buffer, body.byteOffset, body.byteLength).setUint32(body.length - 8, crc, true)
  return body
}

/** The layout as a header value: `nonceLength;slot,slot;crc:shift,-,crc:shift` (hex). */
export function layoutHeader(layout: PageLayout): string {
  const parts = layout.parts.map((part) => (part ? `${part[0].toString(16)}:${part[1].toString(16)}` : '-'))
  return `${layout.nonceLength};${layout.slots.join(',')};${parts.join(',')}`
}

export function parseLayout(value: string | null): PageLayout | null {
  const [length, slots, parts] = (value ?? '').split(';')
  if (length === undefined || slots === undefined || parts === undefined) return null
  return {
    nonceLength: Number(length),
    slots: slots === '' ? [] : slots.split(',').map(Number),
    parts:
      parts === ''
        ? []
        : parts.split(',').map((part) => {
            if (part === '-') return null
            const [crc, shift] = part.split(':')
            return [parseInt(crc!, 16), parseInt(shift!, 16)]
          }),
  }
}

/** Whether the request's Accept-Encoding takes gzip (by name or `*`, not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false
  let star = false
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param))
    if (name === 'gzip' || name === 'x-gzip') return !refused
    if (name === '*') star = !refused
  }
  return star
}
