import type { Context } from 'hono'
import { productSlugOf } from '../services/page-subject'
import type { ApiEnv } from './app-env'
import type { ProductSubject } from './page-writes'

type Kind = 'productId' | 'commentId' | 'replyId' | 'variantId' | 'heldLineId'

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^\d{1,12}$/.test(value)
      ? Number(value)
      : null

/** The `:id` route parameter names the subject. */
const fromParam =
  (kind: Kind): ProductSubject =>
  async (c: Context<ApiEnv>) => {
    const id = wholeNumber(c.req.param('id'))
    return id === null ? null : productSlugOf(c.var.services.db, { [kind]: id })
  }

/** A field of the JSON body names the subject (the body is parsed once; the route reads the same). */
const fromBody =
  (field: string, kind: Kind): ProductSubject =>
  async (c: Context<ApiEnv>) => {
    const body: unknown = await c.req.json()
    const id = wholeNumber(
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined,
    )
    return id === null ? null : productSlugOf(c.var.services.db, { [kind]: id })
  }

/** How a write route finds the product whose page it changes. */
export const productOf = {
  productParam: fromParam('productId'),
  commentParam: fromParam('commentId'),
  replyParam: fromParam('replyId'),
  variantParam: fromParam('variantId'),
  heldLineParam: fromParam('heldLineId'),
  productInBody: fromBody('product', 'productId'),
  commentInBody: fromBody('comment', 'commentId'),
}
