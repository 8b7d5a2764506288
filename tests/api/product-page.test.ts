import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReviewPage } from '../../app/contract/reviews'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../../app/domain/reviews'
import { ANONYMOUS, type Viewer } from '../../app/domain/viewer'
import { toProductCard } from '../../app/contract/catalogue-view'
import { cardsCacheKey, STOCK_GENERATION_KEY } from '../../worker/services/cache'
import { getServices } from '../../worker/services/context'
import { createApiClient } from '../support/api-env'
import { testDbClient } from '../support/tokens'

/**
 * The product page reads its product and first review pages in one batch (db/queries/product-page.ts):
 * it must answer exactly what the product look-up and the reviews list answer one by one.
 */
let client: Awaited<ReturnType<typeof createApiClient>>
/** A product of this file's own, with more reviews than a page, hidden ones, questions and replies. */
let reviewed: { id: number; slug: string }
const wholesaler: Viewer = { userId: null, isWholesaler: true, role: 'customer' }

async function sql(statement: string, args: (string | number | null)[] = []) {
  const db = testDbClient()
  try {
    return (await db.execute({ sql: statement, args })).rows
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  client = await createApiClient()
  const [product] = await sql(
    `SELECT id, slug FROM products WHERE is_active = 1 AND id NOT IN (SELECT product_id FROM comments)
     ORDER BY id DESC LIMIT 1 OFFSET 7`,
  )
  reviewed = { id: Number(product!.id), slug: String(product!.slug) }
  const [customer, other] = await sql(`SELECT id FROM users WHERE role = 'customer' ORDER BY id LIMIT 2`)
  const at = Date.UTC(2026, 0, 1)
  const comment = async (type: ReviewType, n: number, status: 'published' | 'hidden', rate: number | null) => {
    const [row] = await sql(
      `INSERT INTO comments (product_id, user_id, type, text, rate, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [reviewed.id, Number((n % 2 ? customer : other)!.id), type, `${type} ${n}`, rate ?? null, status, at + n, at + n],
    )
    return Number(row!.id)
  }
  const reply = (commentId: number, n: number, status: 'published' | 'hidden') =>
    sql(`INSERT INTO replies (comment_id, user_id, by_store, text, status, created_at) VALUES (?, ?, ?, ?, ?, ?)`, [
      commentId,
      Number(customer!.id),
      n % 2,
      `reply ${n}`,
      status,
      at + 100 + n,
    ])
  // 13 published comments (one more than a page and then some), two hidden, two with the same time.
  for (let n = 1; n <= 13; n++) {
    const id = await comment('COMMENT', n, 'published', n % 3 === 0 ? null : (n % 5) + 1)
    if (n >= 12) await reply(id, n, 'published')
    if (n === 13) await reply(id, 14, 'hidden')
  }
  await comment('COMMENT', 13, 'published', 4)
  await comment('COMMENT', 20, 'hidden', 1)
  const question = await comment('QUESTION', 1, 'published', null)
  await reply(question, 1, 'published')
  await comment('QUESTION', 2, 'hidden', null)
})
afterAll(() => client.dispose())

/** The page's data as the separate look-ups give it (these products have no SEO texts of their own). */
async function oneByOne(slug: string, locale: 'ua' | 'en', viewer: Viewer) {
  const { catalogue, reviews } = getServices(client.env)
  const product = await catalogue.productBySlug(slug, locale, viewer)
  const page = (type: ReviewType): Promise<ReviewPage> =>
    reviews.list({ productId: product.id, type, page: 1, limit: REVIEWS_PAGE_SIZE }, null)
  return {
    product,
    reviews: { COMMENT: await page('COMMENT'), QUESTION: await page('QUESTION') },
    seo: { title: null, description: null },
  }
}

describe('the product page in one round trip', () => {
  it('answers the product and the first page of its comments and questions as the look-ups one by one do', async () => {
    for (const locale of ['ua', 'en'] as const) {
      for (const viewer of [ANONYMOUS, wholesaler]) {
        const page = await getServices(client.env).catalogue.productPage(reviewed.slug, locale, viewer)
        expect(page).toEqual(await oneByOne(reviewed.slug, locale, viewer))
      }
    }
    const page = (await getServices(client.env).catalogue.productPage(reviewed.slug, 'ua', ANONYMOUS))!
    // The case was built to matter: more comments than a page, hidden ones and replies left out.
    expect(page.reviews.COMMENT.count).toBe(14)
    expect(page.reviews.COMMENT.results).toHaveLength(REVIEWS_PAGE_SIZE)
    expect(page.reviews.COMMENT.results.flatMap((r) => r.replies.map((x) => x.text))).toEqual(['reply 13', 'reply 12'])
    expect(page.reviews.QUESTION.count).toBe(1)
    expect(page.reviews.QUESTION.results[0]!.replies).toHaveLength(1)
  })

  it('answers the same for products of the seed, with and without reviews', async () => {
    const rows = await sql(
      `SELECT slug FROM products WHERE is_active = 1 AND id IN (SELECT product_id FROM comments)
       UNION ALL SELECT slug FROM (SELECT slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 2)`,
    )
    expect(rows.length).toBeGreaterThan(2)
    for (const { slug } of rows) {
      const page = await getServices(client.env).catalogue.productPage(String(slug), 'ua', ANONYMOUS)
      expect(page).toEqual(await oneByOne(String(slug), 'ua', ANONYMOUS))
    }
  })

  it('answers null for an unknown slug, and for one that is SQL', async () => {
    const { catalogue } = getServices(client.env)
    for (const slug of ['no-such-product', `' OR 1=1 --`, `${reviewed.slug}' --`, reviewed.slug.toUpperCase()])
      expect(await catalogue.productPage(slug, 'ua', ANONYMOUS)).toBeNull()
  })
})

describe('the popular slider’s cards', () => {
  it('are the top-viewed products as cards, kept per audience beside them and purged with them', async () => {
    const { catalogue, cache } = getServices(client.env)
    const generation = (await client.env.CATALOG_CACHE.get(STOCK_GENERATION_KEY)) ?? '0'
    const cardsKey = (audience: 'retail' | 'wholesale') =>
      cardsCacheKey('topViewed', 'ua', audience, generation, 'cards')
    for (const [viewer, audience] of [
      [ANONYMOUS, 'retail'],
      [wholesaler, 'wholesale'],
    ] as const) {
      const cards = await catalogue.topViewedCards('ua', viewer)
      expect(cards.length).toBeGreaterThan(0)
      expect(cards).toEqual((await catalogue.topViewed('ua', viewer)).map(toProductCard))
      expect(await client.env.CATALOG_CACHE.get(cardsKey(audience))).not.toBeNull()
    }
    expect(await cache.purge('topViewed')).toBeGreaterThanOrEqual(4)
    expect(await client.env.CATALOG_CACHE.get(cardsKey('retail'))).toBeNull()
  })
})
