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

export function ErrorPage({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation()
  console.error(error)
  return (
    <section className="container status-page">
      <h1>{t('error.title')}</h1>
      <button type="button" className="btn btn--primary" onClick={reset}>
        {t('error.retry')}
      </button>
    </section>
  )
}

/** Pages whose issue has not landed yet link somewhere honest instead of a 404. */
export function ComingSoonPage({ title }: { title?: string }) {
  const { t } = useTranslation()
  return (
    <section className="container status-page">
      <h1>{title ?? t('placeholder.title')}</h1>
      <p>{t('placeholder.text')}</p>
      <Link to="/" className="btn btn--primary">
        {t('not_found.home')}
      </Link>
    </section>
  )
}
