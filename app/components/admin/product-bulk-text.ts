import type { TFunction } from 'i18next'
import type { ProductBulkResult } from '../../contract/admin-product-bulk'
import type { BulkAction } from '../../domain/bulk-edit'

/** "+10 %" / "−5 %": the sign always shown, the number in the page's language. */
function percentText(t: TFunction, percent: number, locale: string): string {
  const sign = percent > 0 ? '+' : '−'
  const number = Math.abs(percent).toLocaleString(locale === 'ua' ? 'uk-UA' : 'en-GB')
  return t('admin.bulk_products.percent_is', { percent: `${sign}${number}` })
}

function stockText(t: TFunction, action: Extract<BulkAction, { kind: 'stock' }>): string {
  const parts = [
    action.stock !== undefined && t('admin.bulk_products.stock_retail_is', { n: action.stock }),
    action.stock_opt !== undefined && t('admin.bulk_products.stock_wholesale_is', { n: action.stock_opt }),
  ]
  return parts.filter(Boolean).join(', ')
}

/** The words each kind of change fills into its question and its result line. */
function partsOf(t: TFunction, action: BulkAction, locale: string) {
  if (action.kind === 'prices')
    return {
      kind: 'prices',
      percent: percentText(t, action.percent, locale),
      fields: action.fields.map((f) => t(`admin.variant.${f}`)).join(', '),
    }
  if (action.kind === 'stock') return { kind: 'stock', stock: stockText(t, action) }
  return { kind: action.is_active ? 'show' : 'hide' }
}

/** The confirmation: which change, to how many products ("Змінити ціни 2 товарів на +10 % (Ціна)?"). */
export function bulkQuestion(t: TFunction, action: BulkAction, count: number, locale: string): string {
  const { kind, ...parts } = partsOf(t, action, locale)
  const products = t('admin.bulk_products.of_products', { count })
  return `${t(`admin.bulk_products.confirm_${kind}`, { ...parts, count, products })} ${t('admin.bulk_products.no_undo')}`
}

/** What a change did, kept after the choice clears ("Ціни 2 товарів +10 %: змінено 4 варіанти"). */
export function bulkResult(t: TFunction, action: BulkAction, result: ProductBulkResult, locale: string): string {
  const { kind, ...parts } = partsOf(t, action, locale)
  return t(`admin.bulk_products.done_${kind}`, {
    ...parts,
    count: result.products,
    products: t('admin.bulk_products.of_products', { count: result.products }),
    variants: t('admin.bulk_products.variants_changed', { count: result.variants }),
  })
}
