import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategorySummary } from '../../server-fns/catalogue'
import { ChevronIcon } from '../ui/icons'
import { pageCount, pageSlice, TILES_PER_PAGE } from './pagination'

/**
 * Spec §2 category tiles: image, name and product count in brackets, linking to the category; 24 a
 * page with a previous/next pager. The caller passes only subcategories that hold products.
 */
export function CategoryTiles({ tiles }: { tiles: CategorySummary[] }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  if (tiles.length === 0) return null
  const pages = pageCount(tiles.length, TILES_PER_PAGE)
  return (
    <section className="tiles" aria-label={t('catalogue.categories')} data-testid="category-tiles">
      <ul className="tiles__grid">
        {pageSlice(tiles, page, TILES_PER_PAGE).map((c) => (
          <li key={c.id}>
            <Link to={c.url} className="tile" data-testid="category-tile">
              <span className="tile__image">
                {c.image && <img src={c.image} alt="" width={160} height={160} loading="lazy" decoding="async" />}
              </span>
              <span className="tile__name">
                {c.human} <span className="tile__count">({c.product_count ?? 0})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="tiles__pager" aria-label={t('catalogue.tiles_pager')}>
          <button
            type="button"
            className="icon-btn icon-btn--round"
            aria-label={t('catalogue.prev_page')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronIcon dir="left" />
          </button>
          <span>{t('catalogue.page_of', { page, pages })}</span>
          <button
            type="button"
            className="icon-btn icon-btn--round"
            aria-label={t('catalogue.next_page')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <ChevronIcon dir="right" />
          </button>
        </nav>
      )}
    </section>
  )
}
