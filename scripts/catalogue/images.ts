import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import sharp from 'sharp'
import { IMAGE_SIZES } from '../../app/contract/admin-catalogue'
import type { CatalogueIssue, CatalogueRow } from '../../app/domain/catalogue-sheet'
import { sniffImageType } from '../../worker/services/admin/images'
import { checkPictureUrls } from '../../worker/services/admin/picture-check'
import { classifyImage } from '../../app/domain/catalogue-images'

/**
 * The sheet's `images` cell, picture by picture (app/domain/catalogue-images.ts): an https address
 * is checked in the preview and shown as it is; `media:xs,s,l` names pictures already in R2; a file
 * beside the sheet is checked in the preview and, when applied, resized to the back office's three
 * sizes and stored in R2 under a key made from its content, so importing it again names the same pictures.
 */
export interface MediaSink {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
}

export interface ResolvedImages {
  /** Each variant's gallery as `xs,s,l` triples, for the rows whose `images` cell is filled. */
  galleries: Map<string, string[]>
  issues: CatalogueIssue[]
  /** Files to resize and store when the import is applied. */
  uploads: { file: string; keys: Record<keyof typeof IMAGE_SIZES, string> }[]
}

const MAX_FILE_BYTES = 20 * 1024 * 1024
const WEBP = { quality: 82, effort: 4 } as const

export async function resolveImages(
  rows: readonly CatalogueRow[],
  baseDir: string,
  fetcher: typeof fetch = fetch,
): Promise<ResolvedImages> {
  const galleries = new Map<string, string[]>()
  const issues: CatalogueIssue[] = []
  const uploads = new Map<string, ResolvedImages['uploads'][number]>()
  const urlRows: { row: number; url: string }[] = []
  for (const row of rows) {
    if (row.images.length === 0) continue
    const gallery: string[] = []
    for (const token of row.images) {
      const part = classifyImage(token)
      if (part.kind === 'bad') issues.push({ row: row.row, column: 'images', message: part.message })
      else if (part.kind === 'url') {
        urlRows.push({ row: row.row, url: part.url })
        gallery.push(`${part.url},${part.url},${part.url}`)
      } else if (part.kind === 'media') gallery.push(part.triple)
      else {
        const file = isAbsolute(part.path) ? part.path : resolve(baseDir, part.path)
        const bytes = existsSync(file) ? readFileSync(file) : null
        if (!bytes) issues.push({ row: row.row, column: 'images', message: 'sheet_image_missing' })
        else if (bytes.length > MAX_FILE_BYTES || !sniffImageType(bytes))
          issues.push({ row: row.row, column: 'images', message: 'sheet_image_file' })
        else {
          const id = createHash('sha256').update(bytes).digest('hex').slice(0, 24)
          const keys = {
            xs: `products/imports/${id}-xs.webp`,
            s: `products/imports/${id}-s.webp`,
            l: `products/imports/${id}-l.webp`,
          }
          uploads.set(id, { file, keys })
          gallery.push(`${keys.xs},${keys.s},${keys.l}`)
        }
      }
    }
    galleries.set(row.text.code, gallery)
  }
  const problems = await checkPictureUrls(
    urlRows.map((u) => u.url),
    fetcher,
  )
  for (const { row, url } of urlRows) {
    const problem = problems.get(url)
    if (problem) issues.push({ row, column: 'images', message: problem })
  }
  return { galleries, issues, uploads: [...uploads.values()] }
}

/** Resizes each file to the three sizes (fitted inside the square, like the back office) and stores them. */
export async function uploadImages(uploads: ResolvedImages['uploads'], sink: MediaSink): Promise<void> {
  for (const upload of uploads) {
    const source = readFileSync(upload.file)
    for (const [size, edge] of Object.entries(IMAGE_SIZES) as [keyof typeof IMAGE_SIZES, number][]) {
      const body = await sharp(source)
        .rotate()
        .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer()
      await sink.put(upload.keys[size], new Uint8Array(body), 'image/webp')
    }
  }
}
