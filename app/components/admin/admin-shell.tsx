import { Link, useLocation } from '@tanstack/react-router'
import { createContext, type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminViewer } from '../../contract/admin-staff'
import { LOCALES } from '../../domain/locale'
import { switchLocale } from '../../i18n/locale'
import { useLocale } from '../../i18n/use-locale'

const ViewerContext = createContext<AdminViewer | null>(null)
export const useAdminViewer = () => useContext(ViewerContext)!

const NAV = [
  { to: '/admin', key: 'dashboard' },
  { to: '/admin/orders', key: 'orders' },
  { to: '/admin/receipts', key: 'receipts' },
  { to: '/admin/deliveries', key: 'deliveries' },
  { to: '/admin/health', key: 'health' },
  { to: '/admin/products', key: 'products' },
  { to: '/admin/brands', key: 'brands' },
  { to: '/admin/categories', key: 'categories' },
  { to: '/admin/promo-codes', key: 'promo_codes' },
  { to: '/admin/price-list', key: 'price_list' },
  { to: '/admin/partners', key: 'partners' },
  { to: '/admin/partners/tiers', key: 'tiers' },
  { to: '/admin/reviews', key: 'reviews' },
  { to: '/admin/inbox', key: 'inbox' },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/feeds', key: 'feeds' },
] as const
const ADMIN_NAV = [
  { to: '/admin/audit', key: 'audit' },
  { to: '/admin/integrations', key: 'integrations' },
] as const

/**
 * The one section a path belongs to: the most specific item it is in, so /admin/partners/tiers lights
 * «Цінові рівні» alone, not «Партнери» too, while /admin/products/12 still lights «Товари».
 */
export function sectionOf(items: readonly { to: string }[], path: string): string | undefined {
  const within = (to: string) => path === to || path.startsWith(`${to}/`)
  return items.filter((item) => within(item.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to
}

/** The back office's frame: navigation on the left, who is signed in and the language on top. */
export function AdminShell({
  viewer,
  onLogout,
  children,
}: {
  viewer: AdminViewer
  onLogout: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const items = viewer.role === 'admin' ? [...NAV, ...ADMIN_NAV] : NAV
  // Staff who open an admin's page by its address read why there is nothing for them, not its forms
  // (the API refuses them anyway).
  const path = useLocation({ select: (l) => l.pathname })
  const refused = viewer.role !== 'admin' && ADMIN_NAV.some((item) => path.startsWith(item.to))
  const section = sectionOf(items, path.replace(/\/+$/, '') || '/')
  return (
    <ViewerContext.Provider value={viewer}>
      <div className="adm">
        <aside className="adm-side">
          <Link to="/admin" className="adm-side__logo">
            Beauty<b>Pro</b> <small>{t('admin.title')}</small>
          </Link>
          <nav aria-label={t('admin.title')}>
            <ul className="adm-nav">
              {items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    // Only the page's own section may match beneath it; the others match exactly.
                    activeOptions={{ exact: item.to !== section }}
                    className="adm-nav__link"
                    activeProps={{ className: 'adm-nav__link adm-nav__link--on' }}
                    data-testid={`adm-nav-${item.key}`}
                  >
                    {t(`admin.nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <a href="/" className="adm-side__store">
            ← {t('admin.to_store')}
          </a>
        </aside>
        <div className="adm-main">
          <header className="adm-top">
            <span className="adm-top__who" data-testid="adm-viewer">
              <span className="adm-top__name" title={viewer.name || viewer.email}>
                {viewer.name || viewer.email}
              </span>{' '}
              <span className="adm-role">{t(`admin.roles.${viewer.role}`)}</span>
            </span>
            <div className="adm-lang" role="group" aria-label={t('header.language')}>
              {LOCALES.map((l) => (
                <button
                  key={l}
                  type="button"
                  className={l === locale ? 'adm-lang__btn adm-lang__btn--on' : 'adm-lang__btn'}
                  onClick={() => l !== locale && switchLocale(l)}
                >
                  {l.toUpperCase()}
                </button>
              ))}
            </div>
            <button type="button" className="btn btn--ghost btn--small" onClick={onLogout}>
              {t('admin.logout')}
            </button>
          </header>
          <div className="adm-content">
            {refused ? (
              <p className="adm-alert adm-alert--error" role="alert" data-testid="admins-only">
                {t('admin.errors.admins_only')}
              </p>
            ) : (
              children
            )}
          </div>
        </div>
      </div>
    </ViewerContext.Provider>
  )
}

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="adm-page">
      <header className="adm-page__head">
        <h1>{title}</h1>
        {actions && <div className="adm-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  )
}
