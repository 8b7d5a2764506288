import { useTranslation } from 'react-i18next'
import type { Category } from '../../contract/catalogue'

/** On a phone the first tiles are on the first screen, below the banner (often the page's largest paint): they load at once. */
const EAGER_TILES = 4

/** First-level categories with image and human name, linking to the category url. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation()
  if (categories.length === 0) return null
  return (
    <section className="container section">
      <h2 className="section__title">{t('home.categories')}</h2>
      <ul className="catgrid">
        {categories.map((c, i) => (
          <li key={c.id}>
            <a href={c.url} className="catgrid__tile">
              {c.image && (
                <img
                  src={c.image}
                  alt=""
                  width={400}
                  height={400}
                  loading={i < EAGER_TILES ? 'eager' : 'lazy'}
                  fetchPriority={i < EAGER_TILES ? 'high' : undefined}
                  decoding={i < EAGER_TILES ? undefined : 'async'}
                />
              )}
              <span className="catgrid__name">{c.human}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
