/**
 * Protocol Buffers' wire format, the little of it Hrana's protobuf encoding uses (varints, zigzag
 * sint64, doubles, length-delimited bytes and messages): read by the Worker's Hrana readers
 * (hrana-pipeline.ts) and by the local database server (local/hrana-protobuf.ts).
 * https://protobuf.dev/programming-guides/encoding/
 */
const Wire = { Varint: 0, Fixed64: 1, Bytes: 2, Fixed32: 5 } as const

const decoder = new TextDecoder()
const encoder = new TextEncoder()

export class ProtobufError extends Error {}

export class ProtoReader {
  pos: number
  private view: DataView | undefined

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start
  }

  get done(): boolean {
    return this.pos >= this.end
  }

  /** The next field's number and wire type. */
  tag(): [field: number, wire: number] {
    const key = this.uint()
    return [key >>> 3, key & 7]
  }

  /** The next field's key, its number × 8 + its wire type (hot loops compare it whole: no array a field). */
  key(): number {
    return this.uint()
  }

  /**
   * An unsigned varint: a number up to 2^49 (seven bytes, every length and tag), a bigint of the
   * 64 bits above that.
   */
  varint(): number | bigint {
    const { bytes } = this
    const start = this.pos
    while (this.pos < this.end && bytes[this.pos]! & 0x80) this.pos++
    if (this.pos >= this.end || this.pos - start >= 10) throw new ProtobufError('Truncated or overlong varint')
    this.pos++
    let n = 0
    if (this.pos - start <= 7) {
      for (let i = this.pos - 1; i >= start; i--) n = n * 128 + (bytes[i]! & 0x7f)
      return n
    }
    let big = 0n
    for (let i = this.pos - 1; i >= start; i--) big = (big << 7n) | BigInt(bytes[i]! & 0x7f)
    return BigInt.asUintN(64, big)
  }

  /** A varint that must be a safe number (a length, a tag, a count). */
  uint(): number {
    const byte = this.pos < this.end ? this.bytes[this.pos]! : 0x80
    if (byte < 0x80) {
      this.pos++
      return byte
    }
    const n = this.varint()
    if (typeof n !== 'number') throw new ProtobufError('Varint out of range')
    return n
  }

  /** A zigzag sint64: a number while it is safe, else a bigint. */
  sint64(): number | bigint {
    const n = this.varint()
    if (typeof n === 'number') return n % 2 === 0 ? n / 2 : -(n + 1) / 2
    const signed = (n >> 1n) ^ -(n & 1n)
    return Number.isSafeInteger(Number(signed)) ? Number(signed) : signed
  }

  double(): number {
    if (this.pos + 8 > this.end) throw new ProtobufError('Truncated double')
    this.view ??= new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength)
    const value = this.view.getFloat64(this.pos, true)
    this.pos += 8
    return value
  }

  /** Moves past a length-delimited field, answering where its bytes start. */
  private delimited(): number {
    const length = this.uint()
    const start = this.pos
    if (start + length > this.end) throw new ProtobufError('Truncated field')
    this.pos += length
    return start
  }

  /** A length-delimited field's bytes (a view, not a copy). */
  bytesField(): Uint8Array {
    const start = this.delimited()
    return this.bytes.subarray(start, this.pos)
  }

  /** A text; a short ASCII one by hand (TextDecoder's call costs more than a few characters). */
  string(): string {
    const bytes = this.bytesField()
    if (bytes.length > 24) return decoder.decode(bytes)
    let text = ''
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!
      if (byte >= 0x80) return decoder.decode(bytes)
      text += String.fromCharCode(byte)
    }
    return text
  }

  /** A nested message: a reader over its bytes (this one moves past them). */
  message(): ProtoReader {
    const start = this.delimited()
    return new ProtoReader(this.bytes, start, this.pos)
  }

  /** Steps over a field this reader does not know (later protocol versions add some). */
  skip(wire: number): void {
    if (wire === Wire.Varint) this.varint()
    else if (wire === Wire.Fixed64) this.pos += 8
    else if (wire === Wire.Bytes) {
      const length = this.uint() // read before `pos` is: `pos += uint()` would add to the old position
      this.pos += length
    } else if (wire === Wire.Fixed32) this.pos += 4
    else throw new ProtobufError(`Unknown wire type ${wire}`)
    if (this.pos > this.end) throw new ProtobufError('Truncated field')
  }
}

export class ProtoWriter {
  private buffer: Uint8Array<ArrayBuffer> = new Uint8Array(1024)
  private length = 0

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes))
    grown.set(this.buffer.subarray(0, this.length))
    this.buffer = grown
  }

  private varint(value: number | bigint): void {
    if (typeof value === 'number' && value < 2 ** 31) {
      this.room(5)
      while (value >= 0x80) {
        this.buffer[this.length++] = (value & 0x7f) | 0x80
        value >>>= 7
      }
      this.buffer[this.length++] = value
      return
    }
    let big = BigInt.asUintN(64, BigInt(value))
    this.room(10)
    while (big >= 0x80n) {
      this.buffer[this.length++] = Number(big & 0x7fn) | 0x80
      big >>= 7n
    }
    this.buffer[this.length++] = Number(big)
  }

  private tag(field: number, wire: number): void {
    this.varint(field * 8 + wire)
  }

  uint(field: number, value: number | bigint): this {
    this.tag(field, Wire.Varint)
    this.varint(value)
    return this
  }

  bool(field: number, value: boolean): this {
    return this.uint(field, value ? 1 : 0)
  }

  sint64(field: number, value: number | bigint): this {
    const big = BigInt(value)
    return this.uint(field, BigInt.asUintN(64, (big << 1n) ^ (big >> 63n)))
  }

  double(field: number, value: number): this {
    this.tag(field, Wire.Fixed64)
    this.room(8)
    new DataView(this.buffer.buffer).setFloat64(this.length, value, true)
    this.length += 8
    return this
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, Wire.Bytes)
    this.varint(value.length)
    this.room(value.length)
    this.buffer.set(value, this.length)
    this.length += value.length
    return this
  }

  string(field: number, value: string): this {
    return this.bytes(field, encoder.encode(value))
  }

  /**
   * A nested message, written by `write` (an empty one when it writes nothing) in place after room for
   * its length, then moved back to its length's size: no copy of it a level (a listing's statement
   * text sits three messages deep).
   */
  message(field: number, write: (writer: ProtoWriter) => void): this {
    this.tag(field, Wire.Bytes)
    const lengthAt = this.length
    this.room(5)
    this.length += 5
    const start = this.length
    write(this)
    const size = this.length - start
    this.length = lengthAt
    this.varint(size)
    this.buffer.copyWithin(this.length, start, start + size)
    this.length += size
    return this
  }

  finish(): Uint8Array<ArrayBuffer> {
    return this.buffer.subarray(0, this.length)
  }
}
