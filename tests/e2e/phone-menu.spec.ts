import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test("the phone menu opens one category's subcategories at a time with a back step, and has the account and the language", async ({
  page,
  request,
}) => {
  const tree = (await (await request.get('/api/v1/shop/categories/tree/')).json()) as {
    human: string
    url: string
    children: { human: string; url: string }[]
  }[]
  const [first, second] = tree.filter((c) => c.children.length > 0)
  await page.goto('/')
  await page.getByRole('button', { name: 'Меню' }).click()
  const menu = page.getByTestId('mobile-menu')
  await menu.getByRole('button', { name: first!.human }).click()
  await expect(menu.getByRole('link', { name: first!.children[0]!.human, exact: true })).toBeVisible()
  // One submenu at a time: the other categories are gone until the back step.
  await expect(menu.getByRole('button', { name: second!.human })).toHaveCount(0)
  await menu.getByRole('button', { name: 'Назад' }).click()
  await menu.getByRole('button', { name: second!.human }).click()
  await expect(menu.getByRole('link', { name: second!.children[0]!.human, exact: true })).toHaveAttribute(
    'href',
    second!.children[0]!.url,
  )
  await expect(menu.getByRole('link', { name: 'Усі товари розділу' })).toHaveAttribute('href', second!.url)
  await menu.getByRole('button', { name: 'Назад' }).click()
  await expect(menu.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/login')
  await expect(menu.getByRole('group', { name: 'Мова' }).getByRole('button', { name: 'EN' })).toBeVisible()
  // The store's phones, retail and wholesale, are a tap away.
  expect(await menu.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(2)

  await menu
    .getByRole('link', { name: first!.children[0]!.human, exact: true })
    .or(menu.getByRole('button', { name: first!.human }))
    .first()
    .click()
  await menu.getByRole('link', { name: first!.children[0]!.human, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${first!.children[0]!.url}$`))
})
