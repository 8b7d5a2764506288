import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminVariant } from '../../contract/admin-catalogue'
import { useLocale } from '../../i18n/use-locale'
import { addVariantImage, removeVariantImage } from '../../lib/admin-queries/products'
import { makeImageSizes } from '../../lib/image-sizes'
import { FormError } from './fields'
import { ImageFileButton } from './image-file-button'

/** A variant's pictures: each removable after a question, and one more added (resized in the browser first). */
export function VariantImages({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const upload = useMutation(addVariantImage(locale, variant.id))
  const remove = useMutation(removeVariantImage(locale))

  async function addImage(file: File) {
    try {
      // The xs, s and l sizes are made here, so the Worker never decodes a picture.
      const sizes = await makeImageSizes(file)
      const files = Object.fromEntries(
        Object.entries(sizes).map(([size, blob]) => [
          size,
          new File([blob], `${size}.${blob.type === 'image/webp' ? 'webp' : 'jpg'}`, { type: blob.type }),
        ]),
      )
      upload.mutate(files)
    } catch (error) {
      // The browser's own words ("InvalidStateError: The source image could not be decoded") are not for staff.
      console.warn('variant image', error)
      window.alert(t('admin.products.image_unreadable'))
    }
  }

  return (
    <>
      <div className="adm-inline" style={{ marginTop: 12 }}>
        <div className="adm-thumbs">
          {variant.images.map((img) => (
            <div className="adm-thumb" key={img.id}>
              <img src={img.s} alt="" />
              <button
                type="button"
                aria-label={t('admin.products.remove_image')}
                onClick={() => window.confirm(t('admin.products.confirm_remove_image')) && remove.mutate(img.id)}
              >
                ×
              </button>
            </div>
          ))}
        </div>
        <ImageFileButton
          label={t('admin.products.add_image')}
          pending={upload.isPending}
          prepare={addImage}
          testId={`variant-${variant.id}-image`}
        />
        <span className="muted">{t('admin.products.image_hint')}</span>
      </div>
      <FormError error={upload.error ?? remove.error} />
    </>
  )
}
