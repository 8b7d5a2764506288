import { expect, test } from './fixtures'

test('the restore form sends the reset request with its bot check and shows the same answer for any email', async ({
  page,
}) => {
  await page.goto('/restore_password')
  const form = page.getByTestId('restore-form')
  await expect(form.getByTestId('bot-check')).toBeVisible()
  await form.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`)
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/auth/users/reset_password/'))
  await form.getByRole('button', { name: 'Надіслати посилання' }).click()
  const response = await answered
  expect(response.status()).toBe(204)
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ recaptchaToken: expect.any(String) })
  await expect(form.getByTestId('restore-result')).toHaveText(
    'Якщо акаунт з цією адресою існує, ми надіслали на неї посилання для відновлення пароля.',
  )
})
