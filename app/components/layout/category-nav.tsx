import { useTranslation } from 'react-i18next'
import type { Category } from '../../contract/catalogue'
import type { SiteSettings } from '../../contract/content'
import { CloseIcon } from '../ui/icons'
import { Logo } from './logo'
import { allPhones, telHref } from '../../lib/phone'

/** The bar of first-level categories under the header. */
export function CategoryNav({ categories }: { categories: Category[] }) {
  const { t } = useTranslation()
  return (
    <nav className="catnav" aria-label={t('header.catalogue')}>
      <ul className="container catnav__list">
        <li>
          <a href="/catalogue" className="catnav__link catnav__link--all">
            {t('header.catalogue')}
          </a>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <a href={c.url} className="catnav__link">
              {c.human}
            </a>
          </li>
        ))}
        <li>
          <a href="/brands" className="catnav__link">
            {t('header.brands')}
          </a>
        </li>
      </ul>
    </nav>
  )
}

/** The burger's sidebar on phones. */
export function MobileMenu({ categories, settings, onClose }: { categories: Category[]; settings: SiteSettings; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="drawer" role="dialog" aria-modal="true" aria-label={t('header.menu')}>
      <button type="button" className="drawer__backdrop" aria-label={t('header.close')} onClick={onClose} />
      <div className="drawer__panel">
        <div className="drawer__head">
          <Logo />
          <button type="button" className="icon-btn" aria-label={t('header.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className="drawer__list">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={c.url}>{c.human}</a>
            </li>
          ))}
          <li>
            <a href="/brands">{t('header.brands')}</a>
          </li>
          <li>
            <a href="/opt">{t('header.wholesale_link')}</a>
          </li>
          <li>
            <a href="/blog">{t('header.blog')}</a>
          </li>
          <li>
            <a href="/contacts">{t('header.contacts')}</a>
          </li>
        </ul>
        <div className="drawer__phones">
          {allPhones(settings).map((p) => (
            <a key={p.phone} href={telHref(p.phone)}>
              <small>{p.name}</small> {p.phone}
            </a>
          ))}
        </div>
      </div>
    </div>
  )
}
