import { useTranslation } from 'react-i18next'

/** Spec §5/§8: a write attempted while signed out shows reviews.not_authenticated, with the way to sign in. */
export function AuthNotice() {
  const { t } = useTranslation()
  return (
    <p className="reviews__notice" role="alert" data-testid="reviews-auth-notice">
      {t('reviews.not_authenticated')}{' '}
      <a className="reviews__notice-link" href="/login">
        {t('reviews.login')}
      </a>
    </p>
  )
}
