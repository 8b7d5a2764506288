import type { Db } from '../client'

/**
 * The slug of the product a write touches, found from what the route knows (a product, comment,
 * reply, variant or held price line id), so the page cache drops that product's page alone. Null when there is none.
 */
export async function productSlugOf(
  db: Db,
  subject: { productId?: number; commentId?: number; replyId?: number; variantId?: number; heldLineId?: number },
): Promise<string | null> {
  const statement =
    subject.productId !== undefined
      ? { sql: 'SELECT slug FROM products WHERE id = ?', args: [subject.productId] }
      : subject.commentId !== undefined
        ? {
            sql: 'SELECT p.slug FROM comments c JOIN products p ON p.id = c.product_id WHERE c.id = ?',
            args: [subject.commentId],
          }
        : subject.replyId !== undefined
          ? {
              sql: 'SELECT p.slug FROM replies r JOIN comments c ON c.id = r.comment_id JOIN products p ON p.id = c.product_id WHERE r.id = ?',
              args: [subject.replyId],
            }
          : subject.variantId !== undefined
            ? {
                sql: 'SELECT p.slug FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?',
                args: [subject.variantId],
              }
            : subject.heldLineId !== undefined
              ? {
                  sql: 'SELECT p.slug FROM held_price_lines h JOIN variants v ON v.id = h.variant_id JOIN products p ON p.id = v.product_id WHERE h.id = ?',
                  args: [subject.heldLineId],
                }
              : null
  if (!statement) return null
  const { rows } = await db.$client.execute(statement)
  return rows[0] ? String(rows[0].slug) : null
}
