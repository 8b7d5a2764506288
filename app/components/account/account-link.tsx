import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isLoggedIn, useAuth } from '../../lib/auth/auth-store'
import { UserIcon } from '../ui/icons'

/** The header's account icon: the profile when signed in, the login page otherwise (the server renders the latter). */
export function AccountLink() {
  const { t } = useTranslation()
  const auth = useAuth()
  const signedIn = isLoggedIn(auth)
  const label = signedIn ? t('header.account_profile') : t('header.account_login')
  return (
    <Link
      to={signedIn ? '/profile' : '/login'}
      className={signedIn ? 'icon-btn icon-btn--signed-in' : 'icon-btn'}
      aria-label={label}
      title={label}
      data-testid="account-link"
    >
      <UserIcon />
      {signedIn && <span className="icon-btn__dot" aria-hidden="true" />}
    </Link>
  )
}
