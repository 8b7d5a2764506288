import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { hashPassword } from '../../app/domain/password-hash'
import { withDb } from './admin-data'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff-sign-in'

const SHOTS = 'test-results/requisite-approval'
const OLD_IBAN = 'UA213223130000026007233566001'
const NEW_IBAN = 'UA903052992990004149123456789'

/** An approved partner of this run whose company has requisites on file. */
async function partnerOnFile() {
  const tag = randomUUID().slice(0, 8)
  const partner = { email: `e2e.req.${tag}@example.com`, password: 'partner-pass-1', company: `ТОВ Реквізит ${tag}` }
  await withDb(async (db) => {
    const user = await db.execute({
      sql: `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, ?, 'Ірина', 'Реквізитна', 'approved', 1)`,
      args: [partner.email, await hashPassword(partner.password)],
    })
    await db.execute({
      sql: `INSERT INTO companies (user_id, name, code, iban, director, address, email) VALUES (?, ?, '14360570', ?, 'Ірина Реквізитна', 'Київ, вул. Липська, 3', ?)`,
      args: [Number(user.lastInsertRowid), partner.company, OLD_IBAN, partner.email],
    })
  })
  return partner
}

async function openCompany(page: Page) {
  await page.goto('/profile?section=companyInfo')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(page.getByTestId('profile-company').getByLabel('IBAN')).not.toHaveValue('')
}

test('a partner changes the IBAN on a phone; it waits for staff, who approve it on a laptop', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const partner = await partnerOnFile()
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const mine = await phone.newPage()
  await mine.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.19.7.${Math.floor(Math.random() * 250)}` })
  await mine.goto('/login')
  await mine.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const login = mine.getByTestId('login-form')
  await login.getByLabel('Email або телефон').fill(partner.email)
  await login.getByLabel('Пароль', { exact: true }).fill(partner.password)
  await login.getByRole('button', { name: 'Увійти' }).click()
  await expect(mine).toHaveURL(/\/profile$/)

  await openCompany(mine)
  const company = mine.getByTestId('profile-company')
  await company.getByText('Редагувати', { exact: true }).click()
  await expect(company.getByLabel('IBAN')).toBeEnabled()
  await company.getByLabel('IBAN').fill('UA90 3052 9929 9000 4149 1234 5678 9')
  await company.getByRole('button', { name: 'Оновити' }).click()
  await expect(company.getByTestId('company-message')).toHaveText('Зміни надіслано менеджеру на підтвердження.')
  const waiting = company.getByTestId('requisites-pending')
  await expect(waiting).toContainText('Очікує підтвердження')
  await expect(waiting.getByTestId('pending-iban')).toHaveText(NEW_IBAN)
  // The form and the invoices keep the approved IBAN until staff decide.
  await expect(company.getByLabel('IBAN')).toHaveValue(OLD_IBAN)
  await company.screenshot({ path: `${SHOTS}/profile-phone-ua.png` })
  await mine.evaluate(() => {
    localStorage.setItem('user-locale', 'en')
    document.cookie = 'user-locale=en; path=/'
  })
  await openCompany(mine)
  await expect(mine.getByTestId('requisites-pending')).toContainText('Awaiting approval')
  await mine.getByTestId('profile-company').screenshot({ path: `${SHOTS}/profile-phone-en.png` })

  await page.setViewportSize({ width: 1366, height: 860 })
  await signInAsStaff(page)
  await page.goto('/admin/partners')
  await expect(page.getByTestId('requisites-pending')).toContainText('чекають на ваше підтвердження')
  await page.screenshot({ path: `${SHOTS}/partners-notice-laptop-ua.png` })
  await page.getByRole('button', { name: 'Переглянути зміни' }).click()
  const row = page.getByTestId('requisites-table').getByRole('row').filter({ hasText: partner.company })
  await expect(row.getByTestId('proposed-iban')).toHaveText(NEW_IBAN)
  await expect(row).toContainText(OLD_IBAN)
  await page.screenshot({ path: `${SHOTS}/partners-laptop-ua.png`, fullPage: true })
  await row.getByTestId('requisites-approve').click()
  await expect(page.getByTestId('partner-notice')).toContainText(`Реквізити «${partner.company}» оновлено`)

  await openCompany(mine)
  await expect(mine.getByTestId('profile-company').getByLabel('IBAN')).toHaveValue(NEW_IBAN)
  await expect(mine.getByTestId('requisites-decision')).toContainText('approved')
  await expect(mine.getByTestId('requisites-pending')).toHaveCount(0)
  await phone.close()
})
