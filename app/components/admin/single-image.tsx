import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fitImage } from '../../lib/image-sizes'
import type { ApiError } from '../../lib/api-client'
import { FormError } from './fields'
import { ImageFileButton } from './image-file-button'

/** A brand logo or category picture: shown, and replaced by a file sized in the browser. */
export function SingleImage({
  id,
  image,
  upload,
  box,
}: {
  id: number
  image: string | null
  /** The upload of the sized picture (its resource's mutation, which reloads the list). */
  upload: UseMutationResult<unknown, ApiError, { id: number; image: File }>
  box: { width: number; height: number }
}) {
  const { t } = useTranslation()
  async function replace(file: File) {
    const blob = await fitImage(file, box)
    const type = blob.type === 'image/webp' ? 'webp' : 'jpg'
    upload.mutate({ id, image: new File([blob], `image.${type}`, { type: blob.type }) })
  }
  return (
    <div className="adm-field adm-field--wide">
      <span className="adm-field__label">{t('admin.brands.image', { width: box.width, height: box.height })}</span>
      <div className="adm-inline">
        <div className="adm-thumb" style={{ width: box.width / 2, height: box.height / 2 }}>
          {image ? <img src={image} alt="" /> : null}
        </div>
        <ImageFileButton label={t('admin.brands.replace_image')} pending={upload.isPending} prepare={replace} />
      </div>
      <FormError error={upload.error} />
    </div>
  )
}
