import { createHash } from 'node:crypto'
import { englishKey, imageSpec, type ImageSpec } from '../image-specs'

/**
 * Sanity names image assets `image-<sha1>-<w>x<h>-<ext>`. The hash here is taken over the R2 key
 * rather than the bytes, so ids stay stable when fonts or sharp render a pixel differently.
 */
export function assetHash(spec: ImageSpec): string {
  return createHash('sha1').update(spec.key).digest('hex')
}

export function assetId(spec: ImageSpec): string {
  return `image-${assetHash(spec)}-${spec.width}x${spec.height}-webp`
}

export function imageAssetDocument(spec: ImageSpec, size: number, projectId: string, dataset: string) {
  const hash = assetHash(spec)
  const fileName = `${hash}-${spec.width}x${spec.height}.webp`
  return {
    _id: assetId(spec),
    _type: 'sanity.imageAsset',
    assetId: hash,
    sha1hash: hash,
    extension: 'webp',
    mimeType: 'image/webp',
    originalFilename: spec.key.split('/').pop(),
    path: `images/${projectId}/${dataset}/${fileName}`,
    size,
    url: `/media/${spec.key}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: spec.width,
        height: spec.height,
        aspectRatio: Math.round((spec.width / spec.height) * 1e6) / 1e6,
      },
      hasAlpha: false,
      isOpaque: true,
    },
  }
}

/** An `image` field value pointing at the asset for `key`. */
export function image(key: string) {
  return { _type: 'image', asset: { _type: 'reference', _ref: assetId(imageSpec(key)) } }
}

/** The English version of the image under `key` (cms/dataset/image-specs.ts `englishKey`). */
export function englishImage(key: string) {
  return image(englishKey(key))
}
