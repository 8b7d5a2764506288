import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A button that picks a picture and hands it to `prepare` (which sizes it in the browser, then
 * uploads it); busy, and saying so, while the picture is sized or `pending` (the upload) lasts.
 */
export function ImageFileButton({
  label,
  pending,
  prepare,
  testId,
}: {
  label: string
  pending: boolean
  prepare: (file: File) => Promise<void>
  testId?: string
}) {
  const { t } = useTranslation()
  const [sizing, setSizing] = useState(false)
  const busy = sizing || pending
  async function pick(file: File) {
    setSizing(true)
    try {
      await prepare(file)
    } finally {
      setSizing(false)
    }
  }
  return (
    <label className="btn btn--outline btn--small">
      {busy ? t('admin.common.loading') : label}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        disabled={busy}
        onChange={(e) => e.target.files?.[0] && pick(e.target.files[0])}
        data-testid={testId}
      />
    </label>
  )
}
