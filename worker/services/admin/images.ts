import { coded } from '../../../app/domain/admin-message'
import { IMAGE_SIZES, IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../app/contract/admin-catalogue'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import {
  appendVariantImage,
  deleteVariantImage,
  productIdOfVariant,
  setSingleImage,
  singleImageOf,
  variantImageWithProduct,
} from '../../../db/queries/admin-images'
import type { Cache } from '../cache'
import { PURGE, purgeFamilies } from './catalogue-writes'

type SizeKey = keyof typeof IMAGE_SIZES
export const IMAGE_SIZE_KEYS = Object.keys(IMAGE_SIZES) as SizeKey[]

/** Uploaded pictures live under their own prefixes; seed pictures are shared and never deleted. */
const UPLOAD_PREFIX = 'products/uploads/'
const SINGLE_PREFIX = { brand: 'brands/uploads/', category: 'categories/uploads/' } as const

/** The type by the file's first bytes, not by what the browser claims. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to))
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length > 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png'
  return null
}

const EXTENSIONS = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' } as const

export function createImageEditor(db: Db, cache: Cache, media: R2Bucket) {
  return {
    /** Stores the three sizes the browser made (xs, s, l) in R2 and adds them to the variant's gallery. */
    async add(
      actorId: number,
      variantId: number,
      files: Partial<Record<SizeKey, File>>,
    ): Promise<{ productId: number }> {
      const variant = await productIdOfVariant(db, variantId)
      if (!variant) throw new AppError('not_found', 'No such variant')
      const fields: Record<string, string[]> = {}
      const checked: { size: SizeKey; bytes: Uint8Array; type: (typeof IMAGE_TYPES)[number] }[] = []
      for (const size of IMAGE_SIZE_KEYS) {
        const file = files[size]
        if (!(file instanceof File)) {
          fields[size] = ['Required']
          continue
        }
        if (file.size > MAX_IMAGE_BYTES) {
          fields[size] = [coded('file_too_large', { max: MAX_IMAGE_BYTES / 1024 / 1024 })]
          continue
        }
        const bytes = new Uint8Array(await file.arrayBuffer())
        const type = sniffImageType(bytes)
        if (!type) fields[size] = ['image_type']
        else checked.push({ size, bytes, type })
      }
      if (Object.keys(fields).length > 0) throw new AppError('invalid_data', 'invalid_request', fields)

      const id = crypto.randomUUID()
      const keys = Object.fromEntries(
        checked.map((c) => [c.size, `${UPLOAD_PREFIX}${variantId}/${id}-${c.size}.${EXTENSIONS[c.type]}`]),
      ) as Record<SizeKey, string>
      await Promise.all(checked.map((c) => media.put(keys[c.size], c.bytes, { httpMetadata: { contentType: c.type } })))
      await appendVariantImage(db, variantId, keys, (imageId) => ({
        actorId,
        action: 'image.add',
        entity: 'variant',
        entityId: variantId,
        before: null,
        after: { image_id: imageId, ...keys },
      }))
      await purgeFamilies(cache, PURGE.product)
      return variant
    },

    /** A brand logo or a category tile: one picture, sized in the browser, replacing the previous upload. */
    async setSingle(actorId: number, entity: 'brand' | 'category', id: number, file: unknown): Promise<void> {
      const row = await singleImageOf(db, entity, id)
      if (!row) throw new AppError('not_found', `No such ${entity}`)
      if (!(file instanceof File)) throw new AppError('invalid_data', 'invalid_request', { image: ['required'] })
      if (file.size > MAX_IMAGE_BYTES)
        throw new AppError('invalid_data', 'invalid_request', {
          image: [coded('file_too_large', { max: MAX_IMAGE_BYTES / 1024 / 1024 })],
        })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = sniffImageType(bytes)
      if (!type) throw new AppError('invalid_data', 'invalid_request', { image: ['image_type'] })
      const key = `${SINGLE_PREFIX[entity]}${id}-${crypto.randomUUID()}.${EXTENSIONS[type]}`
      await media.put(key, bytes, { httpMetadata: { contentType: type } })
      await setSingleImage(db, entity, id, key, {
        actorId,
        action: `${entity}.image`,
        entity,
        entityId: id,
        before: { image: row.image },
        after: { image: key },
      })
      if (row.image?.startsWith(SINGLE_PREFIX[entity])) await media.delete(row.image)
      await purgeFamilies(cache, entity === 'brand' ? PURGE.brand : PURGE.category)
    },

    async remove(actorId: number, imageId: number): Promise<{ productId: number }> {
      const image = await variantImageWithProduct(db, imageId)
      if (!image) throw new AppError('not_found', 'No such image')
      const { xs, s, l, variantId } = image.image
      await deleteVariantImage(db, imageId, {
        actorId,
        action: 'image.remove',
        entity: 'variant',
        entityId: variantId,
        before: { image_id: imageId, xs, s, l },
        after: null,
      })
      const owned = [xs, s, l].filter((k) => k.startsWith(UPLOAD_PREFIX))
      if (owned.length > 0) await media.delete(owned)
      await purgeFamilies(cache, PURGE.product)
      return { productId: image.productId }
    },
  }
}
