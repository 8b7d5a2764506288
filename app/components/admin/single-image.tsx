import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fitImage } from '../../lib/image-sizes'
import type { ApiError } from '../../lib/api-client'
import { FormError } from './fields'

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
  const [sizing, setSizing] = useState(false)
  const busy = sizing || upload.isPending
  async function replace(file: File) {
    setSizing(true)
    try {
      const blob = await fitImage(file, box)
      const type = blob.type === 'image/webp' ? 'webp' : 'jpg'
      upload.mutate({ id, image: new File([blob], `image.${type}`, { type: blob.type }) })
    } finally {
      setSizing(false)
    }
  }
  return (
    <div className="adm-field adm-field--wide">
      <span className="adm-field__label">{t('admin.brands.image', { width: box.width, height: box.height })}</span>
      <div className="adm-inline">
        <div className="adm-thumb" style={{ width: box.width / 2, height: box.height / 2 }}>
          {image ? <img src={image} alt="" /> : null}
        </div>
        <label className="btn btn--outline btn--small">
          {busy ? t('admin.common.loading') : t('admin.brands.replace_image')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            disabled={busy}
            onChange={(e) => e.target.files?.[0] && replace(e.target.files[0])}
          />
        </label>
      </div>
      <FormError error={upload.error} />
    </div>
  )
}
