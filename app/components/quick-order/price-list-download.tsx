import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'

/**
 * The partner's price list (GET /quick-order/price-list.csv): fetched with the session's token and
 * saved by the browser; the download code is fetched only when it is pressed.
 */
export function PriceListDownload({ className = 'btn btn--outline' }: { className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const download = async () => {
    setState('busy')
    try {
      const { downloadCsv } = await import('../../lib/download')
      await downloadCsv((api) => api['quick-order']['price-list.csv'].$get(), locale, t('price_list.file'))
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void download()}
        disabled={state === 'busy'}
        data-testid="price-list-download"
      >
        {t('price_list.download')}
      </button>
      {state === 'failed' && (
        <p className="form-message form-message--error" role="alert">
          {t('price_list.failed')}
        </p>
      )}
    </>
  )
}
