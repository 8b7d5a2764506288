import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { HydrateLater } from '../../lib/hydrate-later'

export interface Crumb {
  label: string
  /** Site-relative address; the last crumb (the current page) has none. */
  href?: string
}

/** Home / … / current page. The home crumb is added here. Hydrated after the page's first pass. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <HydrateLater>
      <Trail items={items} />
    </HydrateLater>
  )
}

function Trail({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  const all: Crumb[] = [{ label: t('catalogue.home'), href: '/' }, ...items]
  return (
    <nav className="crumbs" aria-label={t('catalogue.breadcrumbs')}>
      <ol className="crumbs__list">
        {all.map((c, i) => (
          <li key={`${i}-${c.label}`} className="crumbs__item">
            {c.href && i < all.length - 1 ? (
              <Link to={c.href} className="crumbs__link">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
