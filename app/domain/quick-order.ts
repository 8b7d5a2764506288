import { preorderQuantity, stockFor, type VariantStock } from './availability'
import { MAX_QUANTITY } from './cart'
import { effectivePrice, regularPrice, type VariantPrices } from './price'

/** A quick order takes at most this many lines at once (a long price sheet is split by the buyer). */
export const QUICK_ORDER_MAX_LINES = 200
export const QUICK_ORDER_CODE_MAX = 64

export interface QuickOrderLine {
  code: string
  quantity: number
}

/** Why a typed or uploaded row was not taken; each has a text under order.quick.problems (ua and en). */
export type QuickOrderProblem = 'bad_quantity' | 'too_long' | 'too_many'

export interface ParsedQuickOrder {
  lines: QuickOrderLine[]
  /** Rows (1-based) not taken, with why. */
  problems: { row: number; problem: QuickOrderProblem }[]
}

/**
 * Rows of cells (a pasted line split at `;`, `,`, a tab or spaces, or a sheet's row) into order lines:
 * the first cell is the code, the second the quantity (1 when missing). A row whose second cell is not
 * a number on the first row is a header and skipped; the same code twice adds up, so a paste of a
 * long list keeps the buyer's intent and the cart gets one line per variant.
 */
export function quickOrderFromRows(rows: readonly (readonly string[])[]): ParsedQuickOrder {
  const byCode = new Map<string, QuickOrderLine>()
  const problems: ParsedQuickOrder['problems'] = []
  rows.forEach((cells, index) => {
    const row = index + 1
    const code = (cells[0] ?? '').trim()
    const amount = (cells[1] ?? '').trim()
    if (code === '') return
    if (!/^\d+$/.test(amount) && amount !== '') {
      if (index === 0) return // a header such as "code;quantity"
      problems.push({ row, problem: 'bad_quantity' })
      return
    }
    const quantity = amount === '' ? 1 : Number(amount)
    if (quantity < 1 || quantity > MAX_QUANTITY) return void problems.push({ row, problem: 'bad_quantity' })
    if (code.length > QUICK_ORDER_CODE_MAX) return void problems.push({ row, problem: 'too_long' })
    const key = code.toUpperCase()
    const existing = byCode.get(key)
    if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity)
    else if (byCode.size >= QUICK_ORDER_MAX_LINES) problems.push({ row, problem: 'too_many' })
    else byCode.set(key, { code, quantity })
  })
  return { lines: [...byCode.values()], problems }
}

/** Pasted text: `CODE;3`, `CODE 3`, `CODE,3` or Excel's tab-separated cells, one line each. */
export function quickOrderFromText(text: string): ParsedQuickOrder {
  return quickOrderFromRows(text.split(/\r\n|\r|\n/).map((line) => line.trim().split(/\s*[;,\t]\s*|\s+/)))
}

/** The lines back as text, one `CODE;quantity` each (what the paste box shows after an upload). */
export const quickOrderText = (lines: readonly QuickOrderLine[]): string =>
  lines.map((l) => `${l.code};${l.quantity}`).join('\n')

/** A variant's figures for one quick-order line, for the buyer the server decided. */
export function quickOrderPrice(variant: VariantPrices & VariantStock, quantity: number, isWholesaler: boolean) {
  const price = effectivePrice(variant, isWholesaler)
  return {
    price,
    regularPrice: regularPrice(variant, isWholesaler),
    inStock: stockFor(variant, isWholesaler),
    preorderQuantity: preorderQuantity(quantity, variant, isWholesaler),
    total: price * quantity,
  }
}
