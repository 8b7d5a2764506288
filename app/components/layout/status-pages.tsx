import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PAGE_FAILURE_STATUS, pageFailureOf } from '../../domain/page-failure'

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

/** Each failure's heading and text (app/domain/page-failure.ts); the search page is the one page a limit refuses. */
const FAILURE_TEXTS = {
  failed: { title: 'error.title', text: 'error.text' },
  unavailable: { title: 'error.unavailable_title', text: 'error.unavailable_text' },
  rate_limited: { title: 'error.rate_limited_title', text: 'error.rate_limited_text' },
} as const

/**
 * Any unexpected error of a page: the store's frame stays (header, footer), a translated message and
 * a way back. Nothing of the error is shown: it may carry internals; the server logs it. A database or
 * content source that is down is said as such (503: the store is back in a moment), and so is a
 * visitor over a rate limit (429: wait a minute).
 */
export function ErrorPage({ error, reset }: { error?: unknown; reset?: () => void }) {
  const { t } = useTranslation()
  const failure = pageFailureOf(error)
  return (
    <section className="container status-page" data-testid="error-page">
      <p className="status-page__code">{PAGE_FAILURE_STATUS[failure]}</p>
      <h1>{t(FAILURE_TEXTS[failure].title)}</h1>
      <p>{t(FAILURE_TEXTS[failure].text)}</p>
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
