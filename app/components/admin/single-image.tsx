import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fitImage } from '../../lib/image-sizes'
import { FormError } from './fields'
import type { ApiCall } from '../../lib/api-client'
import { type Response, useAdminAction } from './use-admin'

/** A brand logo or category picture: shown, and replaced by a file sized in the browser. */
export function SingleImage<T>({
  image,
  send,
  box,
  onSaved,
}: {
  image: string | null
  /** The upload of the sized picture through the typed client. */
  send: (image: File) => ApiCall<Response>
  box: { width: number; height: number }
  onSaved: (next: T) => void
}) {
  const { t } = useTranslation()
  const action = useAdminAction()
  const [busy, setBusy] = useState(false)
  async function upload(file: File) {
    setBusy(true)
    try {
      const blob = await fitImage(file, box)
      const next = (await action.run(
        send(new File([blob], `image.${blob.type === 'image/webp' ? 'webp' : 'jpg'}`, { type: blob.type })),
      )) as T | null
      if (next) onSaved(next)
    } finally {
      setBusy(false)
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
            onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])}
          />
        </label>
      </div>
      <FormError error={action.error} />
    </div>
  )
}
