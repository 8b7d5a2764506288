import { useTranslation } from 'react-i18next'
import { FormError } from './fields'
import { BulkKindField, BulkPriceFields, BulkStockFields } from './product-bulk-fields'
import { type BulkTarget, useProductBulk } from './use-product-bulk'

export type { BulkTarget } from './use-product-bulk'

/** Prices by a percentage, hide or show, or stock, for the chosen products or the filter's; all or nothing. */
export function ProductBulkBar({
  target,
  count,
  onDone,
}: {
  target: BulkTarget
  count: number
  onDone: (result: string) => void
}) {
  const { t } = useTranslation()
  const { form, bulk } = useProductBulk(target, count, onDone)
  return (
    <form
      className="adm-card adm-bulk adm-form"
      data-testid="products-bulk"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p data-testid="products-bulk-count">
        <b>{t('admin.bulk_products.chosen', { count })}</b>
      </p>
      <div className="adm-inline">
        <BulkKindField form={form} />
        <form.Subscribe selector={(s) => s.values.kind}>
          {(kind) => (
            <>
              {kind === 'prices' && <BulkPriceFields form={form} />}
              {kind === 'stock' && <BulkStockFields form={form} />}
            </>
          )}
        </form.Subscribe>
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={bulk.isPending || count === 0}
          data-testid="products-bulk-apply"
        >
          {t('admin.bulk_products.apply')}
        </button>
      </div>
      <FormError error={bulk.error} shown={['percent', 'fields', 'stock', 'stock_opt']} />
    </form>
  )
}
