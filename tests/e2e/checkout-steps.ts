import type { Page } from '@playwright/test'

/** A Ukrainian mobile number of this run alone: orders awaiting staff are limited per phone. */
export function uniquePhone(): string {
  return `067${String(Date.now() % 10_000_000).padStart(7, '0')}`
}

/** The checkout's first step filled in and left: answers the second step. */
export async function fillPersonalStep(page: Page, phone = uniquePhone()) {
  const step1 = page.getByTestId('order-step-1')
  await step1.getByLabel('Прізвище').fill('Коваль')
  await step1.getByLabel("Ім'я").fill('Ірина')
  await step1.getByLabel('Телефон').fill(phone)
  await step1.getByRole('button', { name: 'Далі' }).click()
  return page.getByTestId('order-step-2')
}
