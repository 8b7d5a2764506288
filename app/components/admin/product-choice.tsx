import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminProductRow } from '../../contract/admin-catalogue'
import type { Column } from './data-table'
import type { BulkTarget } from './product-bulk-bar'

/**
 * Which products of the list a bulk change names: rows ticked one by one (across pages), or every
 * product the brand or category filter matches. A tick does not open the product (the row's click does).
 */
export function useProductChoice(
  rows: readonly AdminProductRow[],
  filters: { brand_id: string; category_id: string; q: string; active: string; stock: string },
) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [allMatching, setAllMatching] = useState(false)
  // The server matches by brand and category alone, so the list's other filters must be clear for its count to be true.
  const filtered =
    (filters.brand_id !== '' || filters.category_id !== '') &&
    filters.q === '' &&
    filters.active === '' &&
    filters.stock === ''
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen)
    for (const id of ids)
      if (on) next.add(id)
      else next.delete(id)
    setChosen(next)
  }
  const pageIds = rows.map((r) => r.id)
  const column: Column<AdminProductRow> = {
    key: 'choose',
    label: '',
    render: (p) => (
      <input
        type="checkbox"
        aria-label={t('admin.bulk_products.choose')}
        checked={chosen.has(p.id)}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => toggle([p.id], e.target.checked)}
        data-testid={`products-choose-${p.id}`}
      />
    ),
  }
  const target: BulkTarget | null =
    allMatching && filtered
      ? {
          filter: {
            brand_id: filters.brand_id ? Number(filters.brand_id) : undefined,
            category_id: filters.category_id ? Number(filters.category_id) : undefined,
          },
        }
      : chosen.size > 0
        ? { ids: [...chosen] }
        : null
  const controls = (
    <div className="adm-inline">
      <label className="adm-check">
        <input
          type="checkbox"
          checked={pageIds.length > 0 && pageIds.every((id) => chosen.has(id))}
          onChange={(e) => toggle(pageIds, e.target.checked)}
          data-testid="products-choose-page"
        />{' '}
        {t('admin.bulk_products.choose_page')}
      </label>
      <label className="adm-check" title={t('admin.bulk_products.all_matching_hint')}>
        <input
          type="checkbox"
          checked={allMatching && filtered}
          disabled={!filtered}
          onChange={(e) => setAllMatching(e.target.checked)}
          data-testid="products-all-matching"
        />{' '}
        {filtered ? t('admin.bulk_products.all_matching') : t('admin.bulk_products.need_filter')}
      </label>
    </div>
  )
  const clear = () => {
    setChosen(new Set())
    setAllMatching(false)
  }
  return { column, target, controls, clear, count: allMatching && filtered ? null : chosen.size }
}
