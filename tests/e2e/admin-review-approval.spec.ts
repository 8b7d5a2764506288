import { resolve } from 'node:path'
import { randomUUID } from 'node:crypto'
import { createClient } from '@libsql/client'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff-sign-in'
import { SERVED_DB_FILE } from './served-store'

const DB_FILE = resolve(SERVED_DB_FILE)

/** A review held for approval on a shown product, written as the seeded customer. */
async function heldReview(): Promise<{ id: number; slug: string; text: string }> {
  const db = createClient({ url: `file:${DB_FILE}` })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    const text = `Чудова маска, тримає обʼєм ${randomUUID().slice(0, 6)}`
    const product = await db.execute(
      'SELECT id, slug FROM products WHERE is_active = 1 AND stock_total > 0 ORDER BY id DESC LIMIT 1',
    )
    const row = product.rows[0]!
    const inserted = await db.execute({
      sql: `INSERT INTO comments (product_id, user_id, type, text, rate, status)
            VALUES (?, (SELECT id FROM users WHERE email = 'customer@example.com'), 'COMMENT', ?, 5, 'pending') RETURNING id`,
      args: [Number(row.id), text],
    })
    return { id: Number(inserted.rows[0]!.id), slug: String(row.slug), text }
  } finally {
    db.close()
  }
}

for (const width of [390, 1366]) {
  test(`staff approve a held review on a ${width} px screen, and it shows on the product page`, async ({ page }) => {
    test.slow()
    const review = await heldReview()
    await page.goto(`/product/${review.slug}`)
    await expect(page.getByText(review.text)).toHaveCount(0)

    await page.setViewportSize({ width, height: 844 })
    await signInAsStaff(page)
    await page.goto('/admin/reviews?status=pending')
    const approve = page.getByTestId(`approve-comment-${review.id}`)
    await expect(approve).toBeVisible()
    await page.screenshot({ path: `test-results/review-queue-${width}.png`, fullPage: true })
    await approve.click()
    await expect(approve).toHaveCount(0)

    await page.goto('/admin/products')
    const first = page.locator('[data-testid^="products-choose-"]').nth(2)
    await first.check()
    await expect(page.getByTestId('products-bulk')).toBeVisible()
    await page.screenshot({ path: `test-results/products-bulk-${width}.png`, fullPage: true })

    await page.goto(`/product/${review.slug}`)
    await expect(page.getByText(review.text)).toBeVisible()
  })
}
