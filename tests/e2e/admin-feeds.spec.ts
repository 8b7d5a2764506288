import type { APIRequestContext, Page } from '@playwright/test'
import { freshStaff } from './admin-data'
import { expect, test } from './fixtures'
import { servedDatabase } from './served-database'
import { horizontalOverflow } from './overflow'

/**
 * The marketplace feeds in the back office, on a phone and a laptop: staff switch a product off
 * Rozetka, change another product's price, ask for an update now, and the served feed (built by the
 * Cron Trigger, run here through wrangler dev's local trigger) no longer has the first and carries the
 * second's new retail price, never its wholesale one.
 */
const db = servedDatabase()

async function signIn(page: Page) {
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  const staff = await freshStaff()
  await form.getByLabel('Email або телефон').fill(staff.email)
  await form.getByLabel('Пароль').fill(staff.password)
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toContainText('Персонал')
}

type Pick = { product_id: number; name: string; variant_id: number; wholesale: number }

/**
 * Two active products in Rozetka's feed with a retail and a wholesale price (each device takes its own):
 * the seed's, oldest first, as other files add products of their own meanwhile (some straight into the
 * database, which the back office's search does not index).
 */
async function pickProducts(offset: number): Promise<[Pick, Pick]> {
  const { rows } = await db().execute({
    sql: `SELECT p.id AS product_id, p.name_ua AS name, v.id AS variant_id, v.wholesale_price_uah AS wholesale
      FROM products p JOIN variants v ON v.product_id = p.id
      WHERE p.is_active = 1 AND v.price_uah > 0 AND v.wholesale_price_uah > 0
        AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.channel = 'rozetka' AND (e.product_id = p.id OR e.brand_id = p.brand_id))
        AND (SELECT count(*) FROM products q WHERE q.name_ua = p.name_ua) = 1
        AND v.id = (SELECT min(id) FROM variants WHERE product_id = p.id)
      ORDER BY p.id LIMIT 2 OFFSET ?`,
    args: [offset],
  })
  return rows.map((r) => ({
    product_id: Number(r.product_id),
    name: String(r.name),
    variant_id: Number(r.variant_id),
    wholesale: Number(r.wholesale),
  })) as [Pick, Pick]
}

/** Cron runs (wrangler dev's local trigger) until the Rozetka feed says what `ready` waits for. */
async function cronUntil(request: APIRequestContext, ready: (xml: string) => boolean): Promise<string> {
  let xml = ''
  await expect
    .poll(
      async () => {
        expect((await request.get('/cdn-cgi/local/scheduled?cron=*+*+*+*+*')).status()).toBe(200)
        const res = await request.get('/feeds/rozetka.xml')
        xml = res.ok() ? await res.text() : ''
        return ready(xml)
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true)
  return xml
}

const offerOf = (xml: string, variantId: number) =>
  new RegExp(`<offer id="${variantId}"[\\s\\S]*?</offer>`).exec(xml)?.[0] ?? null

for (const [device, width, height, offset] of [
  ['phone', 390, 844, 0],
  ['laptop', 1366, 900, 2],
] as const) {
  test(`staff on a ${device} switch a product off Rozetka and change a price; after "update now" the feed shows both`, async ({
    page,
    request,
  }, testInfo) => {
    // The Cron builds a feed a share at a time, and with another file's tests beside it that takes longer.
    test.setTimeout(180_000)
    const [off, repriced] = await pickProducts(offset)
    const price = 1000 + width
    await page.setViewportSize({ width, height })
    await signIn(page)

    await page.goto('/admin/feeds')
    await expect(page.getByTestId('feeds-table')).toContainText('Rozetka')
    await page.screenshot({ path: testInfo.outputPath(`feeds-${width}.png`) })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    // The product switched off Rozetka alone.
    await page.getByPlaceholder('Назва або код товару').fill(off.name)
    await page.getByRole('button', { name: 'Знайти' }).click()
    const box = page.getByRole('checkbox', { name: `${off.name}: Rozetka`, exact: true })
    await expect(box).toBeChecked()
    // The box follows the saved switches: it turns off once the server has them.
    await box.click()
    await expect(page.getByRole('checkbox', { name: `${off.name}: Rozetka`, exact: true })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: `${off.name}: Prom.ua`, exact: true })).toBeChecked()

    // Another product's price changed on its page in the back office.
    await page.goto(`/admin/products/${repriced.product_id}`)
    const variant = page.getByTestId(`variant-${repriced.variant_id}`)
    await variant.getByTestId(`variant-${repriced.variant_id}-price`).fill(String(price))
    await variant.getByTestId(`variant-${repriced.variant_id}-discount_price`).fill('0')
    await variant.getByTestId(`variant-${repriced.variant_id}-save`).click()
    await expect(variant).toContainText('Збережено')

    // "Update now" for Rozetka; the Cron Trigger builds it within its runs.
    await page.goto('/admin/feeds')
    const row = page.getByTestId('feeds-table').getByRole('row').filter({ hasText: 'Rozetka' })
    await row.getByRole('button', { name: 'Оновити зараз' }).click()
    await expect(page.getByText('Гаразд, фіди оновляться протягом хвилини.')).toBeVisible()
    const xml = await cronUntil(
      request,
      (text) =>
        offerOf(text, off.variant_id) === null &&
        (offerOf(text, repriced.variant_id) ?? '').includes(`<price>${price}</price>`),
    )
    const offer = offerOf(xml, repriced.variant_id)!
    expect(offer).not.toContain('<price_old>')
    expect(offer).not.toContain(`>${repriced.wholesale}<`)
    expect(xml).not.toContain('<prices>')

    // Staff's request is done: the page no longer says it is requested or building. It says up to date,
    // or due again when another test changed the catalogue meanwhile (files run side by side).
    await page.reload()
    await expect(page.getByTestId('feed-state-rozetka')).toHaveText(/^(Актуальний|Оновиться за кілька хвилин)$/)
    await page.screenshot({ path: testInfo.outputPath(`feeds-${width}-rebuilt.png`) })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
}

test('the audit log names a feed change in Ukrainian sentences', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/admin')
  const form = page.getByTestId('adm-login')
  await form.getByLabel('Email або телефон').fill('admin@example.com')
  await form.getByLabel('Пароль').fill('admin12345')
  await form.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByTestId('adm-viewer')).toBeVisible()
  await page.goto('/admin/feeds')
  const row = page.getByTestId('feeds-table').getByRole('row').filter({ hasText: 'Hotline' })
  await row.getByRole('button', { name: 'Оновити зараз' }).click()
  await expect(page.getByText('Гаразд, фіди оновляться протягом хвилини.')).toBeVisible()

  await page.goto('/admin/audit?entity=feed')
  const first = page.getByTestId('audit-table').getByRole('row').nth(1)
  await expect(first).toContainText('Фіди для маркетплейсів · попрошено оновити зараз')
  await expect(first).toContainText('Hotline')
  await expect(first).not.toContainText('feed.rebuild')
  await page.screenshot({ path: testInfo.outputPath('audit-1366.png') })
})
