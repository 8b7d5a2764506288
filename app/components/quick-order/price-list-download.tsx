import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { downloadCsv } from '../../lib/download'

/**
 * The partner's price list (GET /quick-order/price-list.csv): fetched with the session's token and
 * saved by the browser. The download helper is imported statically: the back office imports it too,
 * and a dynamic import of a module both use made the bundler split its runtime into a chunk every
 * page loads (+0.43 KB gzip).
 */
export function PriceListDownload({ className = 'btn btn--outline' }: { className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const download = async () => {
    setState('busy')
    try {
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
