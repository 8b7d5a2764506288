/**
 * Writes a large text to R2 while it is being made, in multipart upload parts of a fixed size (R2
 * takes parts of at least 5 MiB, all but the last of one size), so a feed of any length needs about
 * one part of memory. A text shorter than one part is one plain put. Nothing is visible under the key
 * until `close()`: the previous object serves until the new one is complete.
 *
 * A writer can stop between parts and be taken up by a later run: `snapshot()` gives the upload and
 * its parts, `pending()` the bytes not yet in a part, and a new writer resumes from both. `guard` runs
 * before every write to R2, so a run that no longer holds the build throws there instead of writing.
 */
export const PART_BYTES = 5 * 1024 * 1024

export interface PartWriterSnapshot {
  uploadId: string | null
  parts: R2UploadedPart[]
}

export interface PartWriterOptions {
  partBytes?: number
  resume?: PartWriterSnapshot
  /** Bytes written before but not yet in a part (the previous run's pending()). */
  carry?: Uint8Array
  guard?: () => Promise<void>
}

export class PartWriter {
  private readonly encoder = new TextEncoder()
  private chunks: Uint8Array[] = []
  private buffered = 0
  private upload: R2MultipartUpload | null
  private readonly parts: R2UploadedPart[]
  private readonly partBytes: number
  private readonly guard: () => Promise<void>
  /** Bytes written through this writer (not counting a carry it resumed with). */
  bytes = 0

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    private readonly options: R2PutOptions,
    { partBytes = PART_BYTES, resume, carry, guard = async () => undefined }: PartWriterOptions = {},
  ) {
    this.partBytes = partBytes
    this.guard = guard
    this.parts = [...(resume?.parts ?? [])]
    this.upload = resume?.uploadId ? bucket.resumeMultipartUpload(key, resume.uploadId) : null
    if (carry && carry.byteLength > 0) {
      this.chunks.push(carry)
      this.buffered = carry.byteLength
    }
  }

  async write(text: string): Promise<void> {
    if (text === '') return
    const chunk = this.encoder.encode(text)
    this.chunks.push(chunk)
    this.buffered += chunk.byteLength
    this.bytes += chunk.byteLength
    while (this.buffered >= this.partBytes) await this.sendPart(this.take(this.partBytes))
  }

  /** Finishes the object; answers it as R2 stored it. */
  async close(): Promise<R2Object> {
    const rest = this.take(this.buffered)
    await this.guard()
    if (!this.upload) return this.bucket.put(this.key, rest, this.options)
    if (rest.byteLength > 0) await this.sendPart(rest)
    await this.guard()
    return this.upload.complete(this.parts)
  }

  /** Gives up: the parts sent so far are dropped, the previous object stays. */
  async abort(): Promise<void> {
    await this.upload?.abort().catch(() => undefined)
  }

  /** The upload and its parts so far, for a later run to resume. */
  snapshot(): PartWriterSnapshot {
    return { uploadId: this.upload?.uploadId ?? null, parts: [...this.parts] }
  }

  /** The bytes written but not yet sent (less than one part), taken out of the writer. */
  pending(): Uint8Array {
    return this.take(this.buffered)
  }

  private async sendPart(bytes: Uint8Array) {
    await this.guard()
    this.upload ??= await this.bucket.createMultipartUpload(this.key, this.options)
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, bytes))
  }

  /** The first `size` buffered bytes as one array; the rest stays buffered. */
  private take(size: number): Uint8Array {
    const out = new Uint8Array(size)
    let filled = 0
    while (filled < size) {
      const chunk = this.chunks[0]!
      const need = size - filled
      if (chunk.byteLength <= need) {
        out.set(chunk, filled)
        filled += chunk.byteLength
        this.chunks.shift()
      } else {
        out.set(chunk.subarray(0, need), filled)
        this.chunks[0] = chunk.subarray(need)
        filled += need
      }
    }
    this.buffered -= size
    return out
  }
}
