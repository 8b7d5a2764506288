import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { getI18n } from '../i18n'

/** After the contact form: §8 'Форма успішно надіслана!'. Not for search engines. */
export const Route = createFileRoute('/contacts/success')({
  loader: ({ context }) => ({ locale: context.locale }),
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [
            { title: `${getI18n(loaderData.locale).t('content.contacts.success_title')} | Beauty Pro` },
            { name: 'robots', content: 'noindex' },
          ],
        }
      : {},
  component: ContactSuccessPage,
})

function ContactSuccessPage() {
  const { t } = useTranslation()
  return (
    <section className="container status-page" data-testid="contact-success">
      <p className="status-page__icon" aria-hidden="true">
        ✓
      </p>
      <h1>{t('content.contacts.success')}</h1>
      <p>{t('content.contacts.success_text')}</p>
      <div className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          {t('not_found.home')}
        </Link>
        <Link to="/catalogue/$" params={{ _splat: '' }} className="btn btn--outline">
          {t('content.contacts.to_catalogue')}
        </Link>
      </div>
    </section>
  )
}
