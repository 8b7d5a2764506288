import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Spec §8: 'Page not found', a text and a note that the content is missing. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="container status-page" data-testid="not-found">
      <p className="status-page__code">404</p>
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <p className="muted">{t('not_found.note')}</p>
      <Link to="/" className="btn btn--primary">
        {t('not_found.home')}
      </Link>
    </section>
  )
}

/**
 * Any unexpected error of a page: the store's frame stays (header, footer), a translated message and
 * a way back. Nothing of the error is shown: it may carry internals; the server logs it.
 */
export function ErrorPage({ reset }: { error?: unknown; reset?: () => void }) {
  const { t } = useTranslation()
  return (
    <section className="container status-page" data-testid="error-page">
      <p className="status-page__code">500</p>
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <p className="status-page__actions">
        {reset && (
          <button type="button" className="btn btn--outline" onClick={reset}>
            {t('error.retry')}
          </button>
        )}
        <Link to="/" className="btn btn--primary">
          {t('not_found.home')}
        </Link>
      </p>
    </section>
  )
}
