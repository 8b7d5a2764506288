import type { APIRequestContext, Page } from '@playwright/test'
import { ua } from '../../app/i18n/ua'
import { DUMMY_TOKEN } from '../../app/lib/bot-check-keys'
import { expect, test } from './fixtures'

/**
 * Reviews on the product page. The profile's reviews section is a component the /profile
 * page mounts; it is not in this journey until that page lands.
 */

const CUSTOMER = { email: 'customer@example.com', password: 'customer12345' }
const REVIEWER = { email: 'maria.shevchenko@example.com', password: 'reviewer12345' }

interface Created {
  id: number
  type: string
  text: string
}

async function accessToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/v1/company/auth/token/custom-login/', {
    data: { ...who, recaptchaToken: DUMMY_TOKEN },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { access: string }).access
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** What the auth store leaves in the browser after a login: the access token under both spellings. */
async function signIn(page: Page, token: string) {
  await page.addInitScript((t) => {
    localStorage.setItem('accessToken', t)
    localStorage.setItem('access_token', t)
  }, token)
}

/** A product the customer has not reviewed (runs on the same database stay repeatable). */
async function unreviewedProduct(request: APIRequestContext, customerToken: string) {
  const mine = (await (
    await request.get('/api/v1/shop/user-reviews/?limit=50', { headers: bearer(customerToken) })
  ).json()) as { results: { product_slug: string }[] }
  const reviewed = new Set(mine.results.map((r) => r.product_slug))
  const latest = (await (await request.get('/api/v1/shop/products/latest/')).json()) as { id: number; slug: string }[]
  return latest.find((p) => !reviewed.has(p.slug))!
}

test('a shopper rates, asks, replies and likes; a signed-out visitor reads it all but is asked to log in', async ({
  page,
  request,
  browser,
}) => {
  const customerToken = await accessToken(request, CUSTOMER)
  const reviewerToken = await accessToken(request, REVIEWER)
  const product = await unreviewedProduct(request, customerToken)
  const created: { token: string; id: number }[] = []
  const stamp = Date.now().toString(36)
  const texts = {
    reviewer: `Крем добре зволожує, рекомендую (${stamp})`,
    review: `Користуюся місяць — шкіра <b>м’якша</b> (${stamp})`,
    question: `Чи підходить для чутливої шкіри? (${stamp})`,
    reply: `Згодна з вами, у мене так само (${stamp})`,
  }

  try {
    // Another shopper's review to reply to and to like.
    const posted = await request.post('/api/v1/shop/comments/', {
      headers: bearer(reviewerToken),
      data: { type: 'COMMENT', text: texts.reviewer, rate: 5, product: product.id },
    })
    expect(posted.status()).toBe(201)
    created.push({ token: reviewerToken, id: ((await posted.json()) as Created).id })
    const ratedBefore = (
      (await (await request.get(`/api/v1/shop/products/${product.id}/`)).json()) as { rating: { count: number } }
    ).rating.count

    // Signed out: the reviews are there, the forms are not; trying to write asks to log in.
    await page.goto(`/product/${product.slug}`)
    const reviews = page.getByTestId('reviews')
    await expect(reviews.getByRole('tab', { name: /Відгуки/ })).toHaveAttribute('aria-selected', 'true')
    const theirs = reviews.getByTestId('review').filter({ hasText: texts.reviewer })
    await expect(theirs).toBeVisible()
    await expect(reviews.locator('textarea')).toHaveCount(0)
    await reviews.getByRole('button', { name: 'Написати відгук' }).click()
    await expect(reviews.getByRole('alert')).toHaveText(new RegExp(ua.reviews.not_authenticated))

    // Signed in as the seeded retail customer.
    await signIn(page, customerToken)
    await page.goto(`/product/${product.slug}`)
    const form = page.getByTestId('review-form-comment')
    await expect(form).toBeVisible()
    await form.getByRole('radio', { name: '4 з 5' }).check()
    // Sent too short: the text area takes the focus, marked wrong and described by the error.
    await form.getByLabel('Ваш відгук').fill('x')
    await form.getByRole('button', { name: 'Надіслати відгук' }).click()
    await expect(form.getByLabel('Ваш відгук')).toBeFocused()
    await expect(form.getByLabel('Ваш відгук')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Ваш відгук')).toHaveAccessibleDescription(/2/)
    await form.getByLabel('Ваш відгук').fill(texts.review)
    await form.getByRole('button', { name: 'Надіслати відгук' }).click()
    await expect(form.getByRole('status')).toHaveText(ua.reviews.thanks_comment)
    const mine = reviews.getByTestId('review').first()
    await expect(mine.locator('.review__text')).toHaveText(texts.review)
    // The markup is shown as text, not rendered.
    await expect(mine.locator('.review__text b')).toHaveCount(0)
    await expect(mine.getByRole('img', { name: 'Оцінка 4 з 5' })).toBeVisible()
    await expect(page.getByTestId('product-rating')).toContainText(`${ratedBefore + 1} відгук`)

    // A question, on its own tab.
    await reviews.getByRole('tab', { name: /Запитання/ }).click()
    const questionForm = page.getByTestId('review-form-question')
    await expect(questionForm.getByRole('radio')).toHaveCount(0)
    await questionForm.getByLabel('Ваше запитання').fill(texts.question)
    await questionForm.getByRole('button', { name: 'Надіслати запитання' }).click()
    await expect(reviews.getByRole('tabpanel').getByTestId('review').first().locator('.review__text')).toHaveText(
      texts.question,
    )

    // A reply to the other shopper's review, and a like.
    await reviews.getByRole('tab', { name: /Відгуки/ }).click()
    await theirs.getByRole('button', { name: 'Відповісти' }).click()
    await theirs.getByLabel('Ваша відповідь').fill(texts.reply)
    await theirs.getByRole('button', { name: 'Надіслати відповідь' }).click()
    const reply = theirs.getByTestId('reply').filter({ hasText: texts.reply })
    await expect(reply).toBeVisible()
    await expect(reply.locator('.review__author')).toHaveText('Олена К.')
    const like = theirs.getByRole('button', { name: /^Подобається \d+$/ }).first()
    const likesBefore = Number(await like.getByTestId('like-count').textContent())
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(like.getByTestId('like-count')).toHaveText(String(likesBefore + 1))

    // It all stays after a reload, the like included.
    await page.reload()
    await expect(theirs.getByTestId('reply').filter({ hasText: texts.reply })).toBeVisible()
    await expect(theirs.getByRole('button', { name: /^Подобається \d+$/ }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(reviews.getByTestId('review').filter({ hasText: texts.review })).toBeVisible()

    // A signed-out visitor sees everything and is asked to log in on a reply or a like.
    const visitor = await browser.newPage()
    try {
      await visitor.goto(`/product/${product.slug}`)
      await visitor.waitForSelector('html[data-hydrated]', { state: 'attached' })
      const block = visitor.getByTestId('reviews')
      await expect(block.getByTestId('review').filter({ hasText: texts.review })).toBeVisible()
      const other = block.getByTestId('review').filter({ hasText: texts.reviewer })
      await expect(other.getByTestId('reply').filter({ hasText: texts.reply })).toBeVisible()
      await expect(other.getByTestId('like-count').first()).toHaveText(String(likesBefore + 1))
      await other.getByRole('button', { name: 'Відповісти' }).click()
      await expect(other.getByRole('alert')).toContainText(ua.reviews.not_authenticated)
      await expect(other.locator('textarea')).toHaveCount(0)
      await block.getByRole('tab', { name: /Запитання/ }).click()
      await expect(block.getByRole('tabpanel').getByTestId('review').filter({ hasText: texts.question })).toBeVisible()
      await block.getByRole('button', { name: 'Поставити запитання' }).click()
      await expect(block.getByRole('tabpanel').getByRole('alert')).toContainText(ua.reviews.not_authenticated)

      // Search engines get the rating and the newest reviews.
      const ld = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      )
      const productLd = ld.find((d) => d['@type'] === 'Product') as {
        aggregateRating: { reviewCount: number }
        review: { reviewBody: string }[]
      }
      expect(productLd.aggregateRating.reviewCount).toBe(ratedBefore + 1)
      expect(productLd.review.map((r) => r.reviewBody)).toContain(texts.review)
    } finally {
      await visitor.close()
    }
  } finally {
    // Leave the shared database as it was: delete what this run wrote (replies and votes go with it).
    const mine = (await (
      await request.get('/api/v1/shop/user-reviews/?limit=50', { headers: bearer(customerToken) })
    ).json()) as { results: { id: number; text: string }[] }
    for (const r of mine.results.filter((x) => x.text.includes(stamp))) created.push({ token: customerToken, id: r.id })
    for (const c of created) await request.delete(`/api/v1/shop/comments/${c.id}/`, { headers: bearer(c.token) })
  }
})
