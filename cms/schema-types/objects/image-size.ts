import type { ImageRule, ImageValue, ValidationContext } from 'sanity'
import { type ContentImageKind, type ImageAssetSize, imageSizeProblem } from '../../lib/rules'

/** The Content Lake API the Studio asks for an asset's size (the storefront's own date is fine here too). */
const API_VERSION = '2025-02-19'

/** Assets never change once uploaded: one question per asset and Studio session, whatever field shows it. */
const sizes = new Map<string, Promise<ImageAssetSize | null>>()

function assetSize(ref: string, context: ValidationContext): Promise<ImageAssetSize | null> {
  let size = sizes.get(ref)
  if (!size) {
    size = context
      .getClient({ apiVersion: API_VERSION })
      .fetch<{ width?: number; height?: number; mimeType?: string } | null>(
        `*[_id == $ref][0]{ "width": metadata.dimensions.width, "height": metadata.dimensions.height, mimeType }`,
        { ref },
      )
      .then((asset) =>
        asset?.width && asset.height
          ? { width: asset.width, height: asset.height, vector: asset.mimeType === 'image/svg+xml' }
          : null,
      )
    sizes.set(ref, size)
    // An asset just uploaded may not have its metadata yet, and a failed request is no answer: ask again next time.
    size.then(
      (found) => found || sizes.delete(ref),
      () => sizes.delete(ref),
    )
  }
  return size
}

/** One level of the size rule as a Sanity custom validator: the message, or true when the size is fine or unknown. */
export function imageSizeCheck(kind: ContentImageKind, level: 'error' | 'warning') {
  return async (value: ImageValue | undefined, context: ValidationContext) => {
    const ref = value?.asset?._ref
    if (!ref) return true
    // Unknown size (no connection, metadata not ready): not the marketer's fault, so not a refusal.
    const asset = await assetSize(ref, context).catch(() => null)
    return (asset && imageSizeProblem(kind, asset, value.crop, level)) || true
  }
}

/**
 * An image field's size rules for where the store shows it: an error below the size that would be
 * stretched on every screen, a warning below the size the store asks for (cms/lib/rules.ts).
 */
export function imageSizeRules(kind: ContentImageKind, rule: ImageRule): ImageRule[] {
  return [rule.custom(imageSizeCheck(kind, 'error')), rule.custom(imageSizeCheck(kind, 'warning')).warning()]
}
