import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'

/**
 * A guest asks to be told when an out-of-stock product is back (the product page's pre-order block),
 * and stops it from the email's link.
 */
const db = servedDatabase()

/** A seeded product none of whose variants is in stock for a retail buyer. */
async function soldOutProduct(): Promise<{ slug: string; code: string }> {
  const { rows } = await db().execute(
    `SELECT p.slug, (SELECT code FROM variants WHERE product_id = p.id ORDER BY sort_order, id LIMIT 1) AS code
     FROM products p WHERE p.is_active = 1
       AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock + v.stock_opt > 0)
       AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
     ORDER BY p.id LIMIT 1`,
  )
  return { slug: String(rows[0]!.slug), code: String(rows[0]!.code) }
}

test('a guest asks for a back-in-stock email on the product page, then stops it from the link', async ({ page }) => {
  const { slug, code } = await soldOutProduct()
  const email = `e2e.alert.${Date.now()}@example.com`
  await page.goto(`/product/${slug}`)
  await expect(page.getByTestId('stock-state')).toContainText('Під замовлення')
  await page.getByTestId('stock-alert-ask').click()
  await page.getByTestId('stock-alert-email').fill('not-an-email')
  await page.getByRole('button', { name: 'Повідомити', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Вкажіть правильну адресу пошти.')
  await page.getByTestId('stock-alert-email').fill(email)
  await page.getByRole('button', { name: 'Повідомити', exact: true }).click()
  await expect(page.getByTestId('stock-alert-done')).toHaveText('Готово: напишемо один лист, щойно товар з’явиться.')

  const { rows } = await db().execute({
    sql: `SELECT a.token, v.code FROM stock_alerts a JOIN variants v ON v.id = a.variant_id WHERE a.email = ?`,
    args: [email],
  })
  expect(rows.map((r) => r.code)).toEqual([code])

  await page.goto(`/alerts/unsubscribe/${String(rows[0]!.token)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сповіщення про товар')
  await page.getByTestId('alert-unsubscribe-confirm').click()
  await expect(page.getByRole('status')).toHaveText('Готово: цього сповіщення більше не буде.')
  const after = await db().execute({ sql: 'SELECT unsubscribed_at FROM stock_alerts WHERE email = ?', args: [email] })
  expect(after.rows[0]!.unsubscribed_at).not.toBeNull()
})
