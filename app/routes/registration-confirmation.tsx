import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountHead } from '../components/account/account-head'

/** Spec §2 Registration confirmation (route name RegistrationConfirmation): thanks, activation steps, an image, a link home. */
export const Route = createFileRoute('/registration-confirmation')({
  staticData: { texts: ['accounts'] },
  head: ({ match }) => accountHead(match.context.locale, 'accounts.confirmation.title'),
  component: RegistrationConfirmationPage,
})

function RegistrationConfirmationPage() {
  const { t } = useTranslation()
  return (
    <section className="container status-page confirmation" data-testid="registration-confirmation">
      <MailImage />
      <h1>{t('accounts.confirmation.title')}</h1>
      <p>{t('accounts.confirmation.text')}</p>
      <p className="muted">{t('accounts.confirmation.instructions')}</p>
      <Link to="/" className="btn btn--primary">
        {t('accounts.confirmation.home')}
      </Link>
    </section>
  )
}

/** An envelope with a check mark, drawn inline (nothing to fetch). */
function MailImage() {
  return (
    <svg className="confirmation__image" width="160" height="120" viewBox="0 0 160 120" aria-hidden="true">
      <rect x="14" y="22" width="132" height="88" rx="12" fill="#fdf3f6" stroke="#7b2d4f" strokeWidth="3" />
      <path d="M18 30l62 44 62-44" fill="none" stroke="#7b2d4f" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="128" cy="26" r="20" fill="#2e7d5b" />
      <path
        d="M119 26l6 6 12-12"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
