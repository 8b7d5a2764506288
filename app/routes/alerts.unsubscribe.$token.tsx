import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getI18n } from '../i18n'
import { apiFetch } from '../lib/api-client'

/**
 * The link in a back-in-stock or price-drop email. It stops the alert only when the buyer presses the
 * button: mail scanners open links by themselves, and must not cancel what the buyer asked for.
 */
export const Route = createFileRoute('/alerts/unsubscribe/$token')({
  loader: ({ context }) => ({ locale: context.locale }),
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [
            { title: `${getI18n(loaderData.locale).t('stock_alert.unsubscribe_title')} | Beauty Pro` },
            { name: 'robots', content: 'noindex' },
          ],
        }
      : {},
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const { t } = useTranslation()
  const { token } = Route.useParams()
  const { locale } = Route.useLoaderData()
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle')

  const stop = () => {
    setState('sending')
    apiFetch((api) => api.alerts.unsubscribe.$post({ json: { token } }), { locale }).then(
      () => setState('done'),
      () => setState('failed'),
    )
  }

  return (
    <section className="container status-page" data-testid="alert-unsubscribe">
      <h1>{t('stock_alert.unsubscribe_title')}</h1>
      {state === 'done' ? (
        <p role="status">{t('stock_alert.unsubscribed')}</p>
      ) : state === 'failed' ? (
        <p role="alert">{t('stock_alert.unsubscribe_failed')}</p>
      ) : (
        <p>{t('stock_alert.unsubscribe_text')}</p>
      )}
      <div className="status-page__actions">
        {(state === 'idle' || state === 'sending') && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={state === 'sending'}
            onClick={stop}
            data-testid="alert-unsubscribe-confirm"
          >
            {t('stock_alert.unsubscribe_confirm')}
          </button>
        )}
        <Link to="/catalogue/$" params={{ _splat: '' }} className="btn btn--outline">
          {t('content.contacts.to_catalogue')}
        </Link>
      </div>
    </section>
  )
}
