import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type ProductBulk, productBulkSchema } from '../../contract/admin-product-bulk'
import type { BulkPriceField } from '../../domain/bulk-edit'
import { useLocale } from '../../i18n/use-locale'
import { bulkEditProducts } from '../../lib/admin-queries/products'
import { toInt } from './fields'
import { bulkQuestion, bulkResult } from './product-bulk-text'

export type BulkKind = 'prices' | 'hide' | 'show' | 'stock'
interface Values {
  kind: BulkKind
  percent: string
  fields: BulkPriceField[]
  stock: string
  stock_opt: string
}
const START: Values = { kind: 'prices', percent: '', fields: ['price'], stock: '', stock_opt: '' }

/** The products a change names: those chosen, or every product of the list's brand or category filter. */
export type BulkTarget = { ids: number[] } | { filter: { brand_id?: number; category_id?: number } }

function bodyOf(v: Values, target: BulkTarget): unknown {
  const percent = v.percent.trim().replace(',', '.').replace('−', '-')
  const action =
    v.kind === 'prices'
      ? { kind: 'prices', percent: percent === '' ? Number.NaN : Number(percent), fields: v.fields }
      : v.kind === 'stock'
        ? { kind: 'stock', stock: toInt(v.stock), stock_opt: toInt(v.stock_opt) }
        : { kind: 'visibility', is_active: v.kind === 'show' }
  return { ...target, action }
}

/** Where a schema issue is shown: the action's own fields by their names. */
const FIELD_OF: Record<string, keyof Values> = {
  percent: 'percent',
  fields: 'fields',
  stock: 'stock',
  stock_opt: 'stock_opt',
}

/** The contract's schema's issues under the form's fields (anything else under the action's choice). */
function issuesOf(value: Values, target: BulkTarget) {
  const parsed = productBulkSchema.safeParse(bodyOf(value, target))
  if (parsed.success) return undefined
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const name = FIELD_OF[String(issue.path.at(-1) ?? '')] ?? 'kind'
    fields[name] ??= issue.message
  }
  return { fields }
}

/**
 * The bulk change's form: checked in the browser, confirmed by staff with the change named, sent once.
 * `onDone` gets the result line: the choice clears and the bar goes with it, so the page shows it.
 */
export function useProductBulk(target: BulkTarget, count: number, onDone: (result: string) => void) {
  const { t } = useTranslation()
  const locale = useLocale()
  const bulk = useMutation(bulkEditProducts(locale))
  const form = useForm({
    defaultValues: START,
    validators: { onSubmit: ({ value }) => issuesOf(value, target) },
    onSubmit: async ({ value }) => {
      const body = bodyOf(value, target) as ProductBulk
      if (!window.confirm(bulkQuestion(t, body.action, count, locale))) return
      const answer = await bulk.mutateAsync(body).catch(() => null)
      if (answer) onDone(bulkResult(t, body.action, answer, locale))
    },
  })
  return { form, bulk }
}

export type ProductBulkForm = ReturnType<typeof useProductBulk>['form']
