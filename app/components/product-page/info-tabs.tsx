import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../contract/catalogue'
import { RichText } from '../catalogue/rich-text'
import { onTabKey } from '../../lib/tab-keys'

type Tab = 'description' | 'properties'

/**
 * Spec §2 info block: the description tab (default) shows the human name, then description,
 * prescription, application and composition, each only if present; the properties tab is a table
 * with links to the category, the brand and the parent category ("cosmetics for").
 */
export function InfoTabs({ product }: { product: Product }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('description')
  const id = useId()
  const sections = (['description', 'prescription', 'application', 'composition'] as const).filter(
    (key) => product[key].trim() !== '',
  )
  const { category, brand } = product
  const tabs: Tab[] = ['description', 'properties']

  return (
    <section className="container ptabs" aria-label={t('product_page.info')}>
      <div className="ptabs__list" role="tablist">
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-controls={`${id}-${key}`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            className={tab === key ? 'ptabs__tab ptabs__tab--on' : 'ptabs__tab'}
            onClick={() => setTab(key)}
            onKeyDown={(e) => onTabKey(e, tabs, key, setTab)}
          >
            {t(`product_page.tab_${key}`)}
          </button>
        ))}
      </div>

      <div
        className="ptabs__panel"
        role="tabpanel"
        id={`${id}-description`}
        aria-labelledby={`${id}-description-tab`}
        hidden={tab !== 'description'}
      >
        {product.human.trim() !== '' && <p className="ptabs__lead">{product.human}</p>}
        {sections.map((key) => (
          <div key={key} className="ptabs__section">
            <h2>{t(`product_page.${key}`)}</h2>
            {/* The editor's HTML through the storefront's allowlist; older plain text becomes paragraphs. */}
            <RichText html={product[key]} />
          </div>
        ))}
        {sections.length === 0 && product.human.trim() === '' && (
          <p className="muted">{t('product_page.no_description')}</p>
        )}
      </div>

      <div
        className="ptabs__panel"
        role="tabpanel"
        id={`${id}-properties`}
        aria-labelledby={`${id}-properties-tab`}
        hidden={tab !== 'properties'}
      >
        <table className="props" data-testid="properties">
          <tbody>
            <tr>
              <th scope="row">{t('product_page.category')}</th>
              <td>
                {category.parent_slug ? (
                  <Link to="/catalogue/$" params={{ _splat: `${category.parent_slug}/${category.slug}` }}>
                    {category.name}
                  </Link>
                ) : (
                  <Link to="/catalogue/$" params={{ _splat: category.slug }}>
                    {category.name}
                  </Link>
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('product_page.brand')}</th>
              <td>
                <Link to="/brands/$slug" params={{ slug: brand.slug }}>
                  {brand.name}
                </Link>
              </td>
            </tr>
            {product.serie.trim() !== '' && (
              <tr>
                <th scope="row">{t('product_page.serie')}</th>
                <td>{product.serie}</td>
              </tr>
            )}
            {category.parent_slug && category.parent_name && (
              <tr>
                <th scope="row">{t('product_page.cosmetics_for')}</th>
                <td>
                  <Link to="/catalogue/$" params={{ _splat: category.parent_slug }}>
                    {category.parent_name}
                  </Link>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
