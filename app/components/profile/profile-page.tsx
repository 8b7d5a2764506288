import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { isLoggedIn, useAuth } from '../../lib/auth/auth-store'
import { loadProfile, logout } from '../../lib/auth/session'
import { LoadingOverlay } from '../account/form-fields'
import { Breadcrumbs } from '../catalogue/breadcrumbs'
import { QuickOrderLink } from '../quick-order/quick-order-link'
import { PROFILE_SECTIONS, type ProfileSection } from './sections'
import { useBuyer } from '../../lib/buyer'
import { queryLayer } from '../../lib/store-queries/use-store-query'

const loadSections = () => import('./profile-sections')
const ProfileSections = lazy(() => loadSections().then((m) => ({ default: m.ProfileSections })))

/**
 * Spec §2 Profile (route /profile, UserPage): side navigation and the chosen section, personalInfo
 * by default. Logged-out visitors are sent to /login; companyInfo exists only for wholesalers.
 */
export function ProfilePage({ section, locale }: { section: ProfileSection; locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const auth = useAuth()
  const buyer = useBuyer()
  const [leaving, setLeaving] = useState(false)
  const loggedIn = isLoggedIn(auth)

  const [loadFailed, setLoadFailed] = useState(false)
  const needsUser = auth.known && loggedIn && !auth.user

  useEffect(() => {
    if (auth.known && !loggedIn && !leaving) void navigate({ to: '/login', replace: true })
  }, [auth.known, loggedIn, leaving, navigate])
  // The root layout loads the user on page load; this covers a load that failed or has not begun.
  useEffect(() => {
    if (!needsUser) return
    loadProfile(locale).then(
      () => setLoadFailed(false),
      (error: unknown) => {
        console.warn('profile', error)
        setLoadFailed(true)
      },
    )
  }, [needsUser, locale])

  async function signOut() {
    setLeaving(true)
    await logout(locale)
    // Spec §2: the profile's logout goes to '/'.
    await navigate({ to: '/' })
  }

  // The sections' code and the query layer they read through are fetched while the user loads.
  useEffect(() => {
    if (!loggedIn) return
    void loadSections()
    void queryLayer()
  }, [loggedIn])

  // On a phone the side navigation is a scrolling row: keep the current section in sight.
  const navRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = navRef.current
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return
    nav.scrollTo({ left: link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2 })
  }, [section])

  const visible = PROFILE_SECTIONS.filter((s) => s !== 'companyInfo' || buyer.isWholesaler)
  const current: ProfileSection = visible.includes(section) ? section : 'personalInfo'
  const user = auth.user
  const loading = (
    <div className="profile__loading">
      <LoadingOverlay shown />
    </div>
  )

  return (
    <div className="container profile" data-testid="profile-page">
      <Breadcrumbs items={[{ label: t('accounts.profile.title') }]} />
      <header className="profile__head">
        <h1 className="profile__title">
          {user ? t('accounts.profile.greeting', { name: user.first_name }) : t('accounts.profile.title')}
        </h1>
        {user && buyer.isWholesaler && <span className="profile__badge">{t('accounts.profile.wholesale_badge')}</span>}
        {user && buyer.isWholesaler && <QuickOrderLink />}
        {user &&
          !buyer.isWholesaler &&
          (user.wholesale_status === 'pending' || user.wholesale_status === 'declined') && (
            <p className="profile__notice" data-testid={`partner-${user.wholesale_status}`}>
              {t(`accounts.profile.partner_${user.wholesale_status}`)}
            </p>
          )}
      </header>
      <div className="profile__layout">
        <nav ref={navRef} className="profile__nav" aria-label={t('accounts.profile.sections')}>
          <ul>
            {visible.map((s) => (
              <li key={s}>
                <Link
                  to="/profile"
                  search={s === 'personalInfo' ? {} : { section: s }}
                  // Exact, so the default section's empty search does not count as a match of every other.
                  activeOptions={{ exact: true }}
                  className={s === current ? 'profile__nav-link profile__nav-link--on' : 'profile__nav-link'}
                  aria-current={s === current ? 'page' : undefined}
                >
                  {t(`accounts.profile.nav_${s}`)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="profile__nav-link profile__logout"
                onClick={() => void signOut()}
                disabled={leaving}
              >
                {t('accounts.profile.nav_logout')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="profile__content">
          {loadFailed && !user ? (
            <p className="form-message form-message--error" role="alert">
              {t('accounts.profile.load_error')}
            </p>
          ) : !user || leaving ? (
            loading
          ) : (
            <Suspense fallback={loading}>
              <ProfileSections section={current} user={user} locale={locale} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  )
}
