import { useTranslation } from 'react-i18next'
import type { Category } from '../../contract/catalogue'

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
