import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import sharp from 'sharp'
import { IMAGE_SIZES } from '../../app/contract/admin-catalogue'
import type { CatalogueIssue, CatalogueRow } from '../../app/domain/catalogue-sheet'
import { sniffImageType } from '../../worker/services/admin/images'

/**
 * The sheet's `images` cell, picture by picture: an http(s) URL is shown as it is (all three
 * sizes); `media:xs,s,l` names pictures already in R2 (what an export writes); anything else is a
 * file beside the sheet, resized to the back office's three sizes and stored in R2 under a key made
 * from its content, so importing it again names the same pictures.
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

export function resolveImages(rows: readonly CatalogueRow[], baseDir: string): ResolvedImages {
  const galleries = new Map<string, string[]>()
  const issues: CatalogueIssue[] = []
  const uploads = new Map<string, ResolvedImages['uploads'][number]>()
  for (const row of rows) {
    if (row.images.length === 0) continue
    const gallery: string[] = []
    for (const token of row.images) {
      if (/^https?:\/\/\S+$/.test(token)) gallery.push(`${token},${token},${token}`)
      else if (token.startsWith('media:')) {
        const parts = token.slice('media:'.length).split(',')
        if (parts.length === 3 && parts.every((p) => /^[\w./-]+$/.test(p))) gallery.push(parts.join(','))
        else issues.push({ row: row.row, column: 'images', message: 'media: takes three stored keys, xs,s,l' })
      } else {
        const file = isAbsolute(token) ? token : resolve(baseDir, token)
        const bytes = existsSync(file) ? readFileSync(file) : null
        if (!bytes) issues.push({ row: row.row, column: 'images', message: 'No such file or URL' })
        else if (bytes.length > MAX_FILE_BYTES || !sniffImageType(bytes))
          issues.push({ row: row.row, column: 'images', message: 'A WebP, JPEG or PNG file of at most 20 MB' })
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
