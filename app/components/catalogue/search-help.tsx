import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Category } from '../../contract/catalogue'

const root = getRouteApi('__root__')

/** After a search that found nothing: how to search better, and the catalogue's categories to browse instead. */
export function SearchHelp() {
  const { t } = useTranslation()
  const { categories } = root.useLoaderData() as { categories: Category[] }
  return (
    <section className="search-help" data-testid="search-help">
      <p className="muted">{t('search.help')}</p>
      {categories.length > 0 && (
        <>
          <h2 className="search-help__title">{t('search.browse')}</h2>
          <ul className="search-help__links">
            {categories.map((c) => (
              <li key={c.id}>
                <a href={c.url} className="chip">
                  {c.human}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
