import sharp from 'sharp'
import { IMAGE_SPECS, type ImageSpec } from './image-specs'
import { bannerSvg } from './render/banner-svg'
import { iconSvg } from './render/icon-svg'

export interface CmsImage {
  /** R2 key: the path after /media/, e.g. `cms/banner-spring-pc.webp`. */
  key: string
  contentType: string
  body: Uint8Array
}

export function imageSvg(spec: ImageSpec): string {
  return spec.kind === 'icon' ? iconSvg(spec) : bannerSvg(spec)
}

export async function renderCmsImage(spec: ImageSpec): Promise<CmsImage> {
  const body = await sharp(Buffer.from(imageSvg(spec)), { density: 72 })
    .resize(spec.width, spec.height)
    .webp({ quality: spec.kind === 'icon' ? 90 : 82, effort: 4 })
    .toBuffer()
  return { key: spec.key, contentType: 'image/webp', body: new Uint8Array(body) }
}

/**
 * Renders every image the local dataset (cms/dataset/production.ndjson) references, for the seed
 * to put into the local R2 bucket. Node only (sharp); never imported by the Worker.
 */
export async function generateCmsImages(): Promise<CmsImage[]> {
  return Promise.all(IMAGE_SPECS.map(renderCmsImage))
}
