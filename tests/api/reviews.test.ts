import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productSchema } from '../../app/contract/catalogue'
import { errorEnvelopeSchema } from '../../app/contract/error'
import {
  replyPageSchema,
  replySchema,
  reviewPageSchema,
  reviewSchema,
  userReviewPageSchema,
  voteResultSchema,
} from '../../app/contract/reviews'
import { castVote, REVIEWS_PER_PRODUCT_PER_TYPE, type VoteState } from '../../app/domain/reviews'
import { en } from '../../app/i18n/en'
import { ua } from '../../app/i18n/ua'
import { REVIEWERS } from '../../db/seed/data/people'
import { getServices } from '../../worker/services/context'
import { createApiClient } from '../support/api-env'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

type Headers = Record<string, string>
let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Headers
let staff: Headers
let reviewers: Headers[]
/** Active products nobody has reviewed: each test takes its own. */
let freshProducts: number[]

beforeAll(async () => {
  client = await createApiClient()
  customer = await bearerFor(client.env, 'customer@example.com')
  staff = await bearerFor(client.env, 'staff@example.com')
  reviewers = await Promise.all(REVIEWERS.map(([email]) => bearerFor(client.env, email)))
  const rows = await sql(
    'SELECT id FROM products WHERE is_active = 1 AND id NOT IN (SELECT product_id FROM comments) ORDER BY id LIMIT 60',
  )
  freshProducts = rows.map((r) => Number(r.id))
})
afterAll(() => client.dispose())

async function sql(statement: string, args: (string | number)[] = []) {
  const db = testDbClient()
  try {
    return (await db.execute({ sql: statement, args })).rows
  } finally {
    db.close()
  }
}

const freshProduct = () => {
  const id = freshProducts.shift()
  if (id === undefined) throw new Error('out of unreviewed products')
  return id
}

let serial = 0
/** A signed-in shopper of this test alone. */
async function newShopper(firstName = 'Олена', lastName = 'Петренко'): Promise<Headers & { id: string }> {
  const email = `reviews.${Date.now()}.${FILE_ID}.${serial++}@example.com`
  const db = testDbClient()
  try {
    const { lastInsertRowid } = await db.execute({
      sql: 'INSERT INTO users (email, password_hash, is_active, first_name, last_name) VALUES (?, ?, 1, ?, ?)',
      args: [email, 'not-a-login', firstName, lastName],
    })
    return { ...(await bearerFor(client.env, email)), id: String(lastInsertRowid) }
  } finally {
    db.close()
  }
}
const auth = (h: Headers): Headers => ({ authorization: h.authorization! })

const request = (method: string, path: string, body?: unknown, headers: Headers = {}, locale?: 'ua' | 'en') =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    locale,
  })
const get = (path: string, headers: Headers = {}, locale?: 'ua' | 'en') =>
  request('GET', path, undefined, headers, locale)
const post = (path: string, body: unknown, headers: Headers = {}, locale?: 'ua' | 'en') =>
  request('POST', path, body, headers, locale)
const envelope = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error

async function postReview(headers: Headers, body: Record<string, unknown>) {
  const res = await post('/shop/comments/', body, auth(headers))
  expect(res.status).toBe(201)
  return reviewSchema.parse(await res.json())
}
async function listOf(productId: number, headers: Headers = {}, query = '') {
  const res = await get(`/shop/comments/?product_id=${productId}${query}`, headers)
  expect(res.status).toBe(200)
  return reviewPageSchema.parse(await res.json())
}
const storedCount = async (table: string, where: string, args: (string | number)[]) =>
  Number((await sql(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, args))[0]!.n)

describe('reading', () => {
  it('lists a product’s seeded comments and questions to anyone, newest first, with the §3 fields', async () => {
    const page = await listOf(1)
    expect(page.count).toBeGreaterThanOrEqual(2)
    const dates = page.results.map((r) => Date.parse(r.date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const r of page.results) {
      expect(r.product).toBe(1)
      expect(r.parent).toBeNull()
      expect(r.status).toBe('published')
      expect(r.my_vote).toBe(0)
      expect(r.is_mine).toBe(false)
      if (r.type === 'COMMENT') expect(r.get_rate).toEqual(Array.from({ length: r.rate! }, (_, i) => i + 1))
      else expect([r.rate, r.get_rate]).toEqual([null, []])
      expect(r.user_name).toMatch(/^\S+ \S\.$/)
    }
    const votes = await sql(
      'SELECT count(*) AS n FROM comment_votes v JOIN comments c ON c.id = v.comment_id WHERE c.product_id = 1 AND v.value = 1',
    )
    expect(page.results.reduce((sum, r) => sum + r.like_count, 0)).toBe(Number(votes[0]!.n))
  })

  it('filters by type and pages with a stable count', async () => {
    const all = await listOf(2)
    const questions = await listOf(2, {}, '&type=QUESTION')
    expect(questions.results.every((r) => r.type === 'QUESTION')).toBe(true)
    const comments = await listOf(2, {}, '&type=COMMENT')
    expect(comments.count + questions.count).toBe(all.count)
    const second = await listOf(2, {}, '&limit=1&page=2')
    expect(second.count).toBe(all.count)
    expect(second.results.map((r) => r.id)).toEqual([all.results[1]!.id])
  })

  it('refuses a missing or malformed product_id (400) and answers 404 for an unknown product', async () => {
    for (const query of [
      '',
      '?product_id=abc',
      '?product_id=0',
      '?product_id=1&type=REVIEW',
      '?product_id=1&limit=500',
      '?product_id=1&page=0',
    ]) {
      const res = await get(`/shop/comments/${query}`)
      expect(res.status, query).toBe(400)
      expect((await envelope(res)).fields, query).toBeDefined()
    }
    expect((await get('/shop/comments/?product_id=999999')).status).toBe(404)
  })
})

describe('posting', () => {
  it('takes the author from the token, defaults the rating to 5 and drops a question’s rating', async () => {
    const productId = freshProduct()
    const me = await newShopper('Тетяна', 'Гончар')
    const other = await newShopper()
    const review = await postReview(me, {
      type: 'COMMENT',
      text: '  Чудовий крем, шкіра м’яка.  ',
      product: productId,
      user: Number(other.id),
    })
    expect(review).toMatchObject({
      type: 'COMMENT',
      user: Number(me.id),
      user_name: 'Тетяна Г.',
      text: 'Чудовий крем, шкіра м’яка.',
      rate: 5,
      is_mine: true,
    })
    expect(review.get_rate).toEqual([1, 2, 3, 4, 5])
    const question = await postReview(me, {
      type: 'QUESTION',
      text: 'Чи підходить для чутливої шкіри?',
      rate: 2,
      product: productId,
    })
    expect([question.rate, question.get_rate]).toEqual([null, []])
    const stored = await sql('SELECT user_id, rate FROM comments WHERE id IN (?, ?) ORDER BY id', [
      review.id,
      question.id,
    ])
    expect(stored.map((r) => [Number(r.user_id), r.rate])).toEqual([
      [Number(me.id), 5],
      [Number(me.id), null],
    ])
    const page = await listOf(productId)
    expect(page.results.map((r) => r.id)).toEqual([question.id, review.id])
  })

  it('answers 400 with field errors for bad input and stores nothing', async () => {
    const productId = freshProduct()
    const me = await newShopper()
    const cases: [unknown, string][] = [
      [{ text: 'Добре', rate: 0, product: productId }, 'rate'],
      [{ text: 'Добре', rate: 6, product: productId }, 'rate'],
      [{ text: 'Добре', rate: 4.5, product: productId }, 'rate'],
      [{ text: 'Добре', rate: '5', product: productId }, 'rate'],
      [{ rate: 5, product: productId }, 'text'],
      [{ text: '  a  ', product: productId }, 'text'],
      [{ text: 'я'.repeat(2001), product: productId }, 'text'],
      [{ text: 'Добре', product: 'one' }, 'product'],
      [{ text: 'Добре' }, 'product'],
      [{ text: 'Добре', product: 999999 }, 'product'],
      [{ type: 'REVIEW', text: 'Добре', product: productId }, 'type'],
      // Text that reads otherwise than it shows: a right-to-left override, a zero-width space.
      [{ text: 'Чудовий \u202Eмерк\u202C', product: productId }, 'text'],
      [{ text: 'Най\u200Bкращий', product: productId }, 'text'],
    ]
    for (const [body, field] of cases) {
      const res = await post('/shop/comments/', body, auth(me))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await envelope(res)).fields, JSON.stringify(body)).toHaveProperty(field)
    }
    const malformed = await post('/shop/comments/', '{"text": ', auth(me))
    expect(malformed.status).toBe(400)
    expect(await storedCount('comments', 'user_id = ?', [me.id])).toBe(0)
    // The bounds themselves are accepted.
    await postReview(me, { text: 'ok', rate: 1, product: productId })
    await postReview(me, { text: 'я'.repeat(2000), rate: 5, product: productId })
  })

  it('stores HTML as text and answers it unchanged', async () => {
    const productId = freshProduct()
    const me = await newShopper()
    const text = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)>'
    const review = await postReview(me, { text, rate: 4, product: productId })
    expect(review.text).toBe(text)
    expect((await listOf(productId)).results[0]!.text).toBe(text)
    expect((await sql('SELECT text FROM comments WHERE id = ?', [review.id]))[0]!.text).toBe(text)
  })

  it('allows 3 comments and 3 questions per product per user; a fourth is a translated 409', async () => {
    const productId = freshProduct()
    const me = await newShopper()
    for (let i = 0; i < REVIEWS_PER_PRODUCT_PER_TYPE; i++)
      await postReview(me, { text: `Відгук ${i}`, rate: 4, product: productId })
    const fourth = await post('/shop/comments/', { text: 'Ще один', rate: 4, product: productId }, auth(me), 'ua')
    expect(fourth.status).toBe(409)
    const error = await envelope(fourth)
    expect(error.code).toBe('conflict')
    expect(error.message).toBe(ua.reviews.limit_comments.replace('{{count}}', '3'))
    const english = await post('/shop/comments/', { text: 'One more', rate: 4, product: productId }, auth(me), 'en')
    expect((await envelope(english)).message).toBe(en.reviews.limit_comments.replace('{{count}}', '3'))

    for (let i = 0; i < REVIEWS_PER_PRODUCT_PER_TYPE; i++)
      await postReview(me, { type: 'QUESTION', text: `Питання ${i}`, product: productId })
    const fourthQuestion = await post(
      '/shop/comments/',
      { type: 'QUESTION', text: 'Ще питання', product: productId },
      auth(me),
      'en',
    )
    expect(fourthQuestion.status).toBe(409)
    expect((await envelope(fourthQuestion)).message).toBe(en.reviews.limit_questions.replace('{{count}}', '3'))
    // Another product and another user are not limited by these.
    await postReview(me, { text: 'Інший товар', product: freshProduct() })
    await postReview(await newShopper(), { text: 'Інший покупець', product: productId })
    expect(await storedCount('comments', 'user_id = ? AND product_id = ?', [me.id, productId])).toBe(6)
  })

  it('keeps the limit when one user posts many at once', async () => {
    const productId = freshProduct()
    const me = await newShopper()
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        post('/shop/comments/', { text: `Паралельний ${i}`, product: productId }, auth(me)),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409])
    expect(await storedCount('comments', 'user_id = ? AND product_id = ?', [me.id, productId])).toBe(3)
  })

  it('needs a login to post, reply, vote, edit or delete, and stores nothing without one', async () => {
    const productId = 1
    const before = await storedCount('comments', 'product_id = ?', [productId])
    const target = (await listOf(productId)).results[0]!
    const [reply] = await sql("SELECT id FROM replies WHERE status = 'published' LIMIT 1")
    const forged = { authorization: 'Bearer not-a-token' }
    const calls = [
      () => post('/shop/comments/', { text: 'Анонім', product: productId }),
      () => post('/shop/comments/', { text: 'Підробка', product: productId }, forged),
      () => post('/shop/replies/', { text: 'Анонім', comment: target.id }),
      () => post(`/shop/comments/${target.id}/like/`, {}),
      () => post(`/shop/comments/${target.id}/dislike/`, {}),
      () => post(`/shop/replies/${reply!.id}/like/`, {}),
      () => post(`/shop/replies/${reply!.id}/dislike/`, {}),
      () => request('PUT', `/shop/comments/${target.id}/`, { text: 'Змінено' }),
      () => request('DELETE', `/shop/comments/${target.id}/`),
      () => get('/shop/user-reviews/'),
    ]
    for (const call of calls) {
      const res = await call()
      expect(res.status).toBe(401)
      expect((await envelope(res)).code).toBe('unauthorized')
    }
    expect(await storedCount('comments', 'product_id = ?', [productId])).toBe(before)
    const after = (await listOf(productId)).results.find((r) => r.id === target.id)!
    expect([after.text, after.like_count, after.dislike_count, after.replies.length]).toEqual([
      target.text,
      target.like_count,
      target.dislike_count,
      target.replies.length,
    ])
  })
})

describe('editing and deleting', () => {
  it('lets only the author edit (403 for others, 404 for none) and keeps the rating when none is sent', async () => {
    const productId = freshProduct()
    const author = await newShopper()
    const other = await newShopper()
    const review = await postReview(author, { text: 'Перше враження', rate: 3, product: productId })
    const question = await postReview(author, { type: 'QUESTION', text: 'Який об’єм?', product: productId })

    const forbidden = await request('PUT', `/shop/comments/${review.id}/`, { text: 'Чуже' }, auth(other))
    expect(forbidden.status).toBe(403)
    expect((await envelope(forbidden)).code).toBe('not_allowed')
    expect((await request('PUT', '/shop/comments/999999/', { text: 'Нема' }, auth(author))).status).toBe(404)
    const bad = await request('PUT', `/shop/comments/${review.id}/`, { text: 'Ок', rate: 9 }, auth(author))
    expect(bad.status).toBe(400)
    expect((await envelope(bad)).fields).toHaveProperty('rate')

    const edited = await request(
      'PUT',
      `/shop/comments/${review.id}/`,
      { text: 'Після місяця — чудово', rate: 5, product: 1, user: Number(other.id) },
      auth(author),
    )
    expect(edited.status).toBe(200)
    expect(reviewSchema.parse(await edited.json())).toMatchObject({
      text: 'Після місяця — чудово',
      rate: 5,
      product: productId,
      user: Number(author.id),
    })
    const textOnly = reviewSchema.parse(
      await (await request('PUT', `/shop/comments/${review.id}/`, { text: 'Лише текст' }, auth(author))).json(),
    )
    expect([textOnly.text, textOnly.rate]).toEqual(['Лише текст', 5])
    const editedQuestion = reviewSchema.parse(
      await (
        await request('PUT', `/shop/comments/${question.id}/`, { text: 'Який об’єм флакона?', rate: 4 }, auth(author))
      ).json(),
    )
    expect([editedQuestion.text, editedQuestion.rate]).toEqual(['Який об’єм флакона?', null])
  })

  it('lets only the author delete, and the replies and votes go with the comment', async () => {
    const productId = freshProduct()
    const author = await newShopper()
    const other = await newShopper()
    const review = await postReview(author, { text: 'Видалю пізніше', product: productId })
    expect((await post('/shop/replies/', { text: 'Згодна', comment: review.id }, auth(other))).status).toBe(201)
    expect((await post(`/shop/comments/${review.id}/like/`, {}, auth(other))).status).toBe(200)

    const forbidden = await request('DELETE', `/shop/comments/${review.id}/`, undefined, auth(other))
    expect(forbidden.status).toBe(403)
    expect(await storedCount('comments', 'id = ?', [review.id])).toBe(1)
    expect((await request('DELETE', '/shop/comments/999999/', undefined, auth(author))).status).toBe(404)

    expect((await request('DELETE', `/shop/comments/${review.id}/`, undefined, auth(author))).status).toBe(204)
    expect((await listOf(productId)).count).toBe(0)
    expect(await storedCount('replies', 'comment_id = ?', [review.id])).toBe(0)
    expect(await storedCount('comment_votes', 'comment_id = ?', [review.id])).toBe(0)
    expect((await request('DELETE', `/shop/comments/${review.id}/`, undefined, auth(author))).status).toBe(404)
  })
})

describe('replies', () => {
  it('nests replies under their comment (oldest first) and lists them newest first; staff answer for the store', async () => {
    const productId = freshProduct()
    const author = await newShopper()
    const review = await postReview(author, { type: 'QUESTION', text: 'Чи є тестер?', product: productId })
    const first = await post('/shop/replies/', { text: 'Так, є тестери по 5 мл.', comment: review.id }, auth(staff))
    expect(first.status).toBe(201)
    const storeReply = replySchema.parse(await first.json())
    expect(storeReply).toMatchObject({ comment: review.id, by_store: true, user_name: 'Beauty Pro', is_mine: true })
    const second = replySchema.parse(
      await (await post('/shop/replies/', { text: '  Дякую!  ', comment: review.id }, auth(author))).json(),
    )
    expect([second.text, second.by_store, second.user_name]).toEqual(['Дякую!', false, 'Олена П.'])

    const nested = (await listOf(productId)).results[0]!
    expect(nested.replies.map((r) => r.id)).toEqual([storeReply.id, second.id])
    const listed = replyPageSchema.parse(await (await get(`/shop/replies/?comment=${review.id}`)).json())
    expect(listed.count).toBe(2)
    expect(listed.results.map((r) => r.id)).toEqual([second.id, storeReply.id])
    const paged = replyPageSchema.parse(await (await get(`/shop/replies/?comment=${review.id}&limit=1&page=2`)).json())
    expect(paged.results.map((r) => r.id)).toEqual([storeReply.id])
  })

  it('refuses a reply to a missing comment or with bad text (400 with fields) and stores nothing', async () => {
    const me = await newShopper()
    const target = (await listOf(1)).results[0]!
    const cases: [unknown, string][] = [
      [{ text: 'Відповідь', comment: 999999 }, 'comment'],
      [{ text: 'Відповідь' }, 'comment'],
      [{ text: 'x', comment: target.id }, 'text'],
      [{ text: 'ї'.repeat(2001), comment: target.id }, 'text'],
    ]
    for (const [body, field] of cases) {
      const res = await post('/shop/replies/', body, auth(me))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await envelope(res)).fields).toHaveProperty(field)
    }
    expect(await storedCount('replies', 'user_id = ?', [me.id])).toBe(0)
    expect((await get('/shop/replies/?comment=999999')).status).toBe(404)
    expect((await get('/shop/replies/')).status).toBe(400)
  })
})

describe('likes and dislikes', () => {
  it('toggles a repeated vote off and moves a changed one, exactly as the domain rule says', async () => {
    const productId = freshProduct()
    const review = await postReview(await newShopper(), { text: 'Оцініть мене', product: productId })
    const reply = replySchema.parse(
      await (await post('/shop/replies/', { text: 'Відповідь', comment: review.id }, auth(staff))).json(),
    )
    const voter = await newShopper()
    for (const [kind, id] of [
      ['comments', review.id],
      ['replies', reply.id],
    ] as const) {
      let expected: VoteState = { myVote: 0, likeCount: 0, dislikeCount: 0 }
      for (const value of [1, 1, -1, -1, 1, -1, 1] as const) {
        const res = await post(`/shop/${kind}/${id}/${value === 1 ? 'like' : 'dislike'}/`, {}, auth(voter))
        expect(res.status).toBe(200)
        expected = castVote(expected, value)
        expect(voteResultSchema.parse(await res.json())).toEqual({
          id,
          like_count: expected.likeCount,
          dislike_count: expected.dislikeCount,
          my_vote: expected.myVote,
        })
      }
    }
    const seen = (await listOf(productId, auth(voter))).results[0]!
    expect([seen.my_vote, seen.like_count, seen.replies[0]!.my_vote, seen.replies[0]!.like_count]).toEqual([1, 1, 1, 1])
    expect((await post('/shop/comments/999999/like/', {}, auth(voter))).status).toBe(404)
    expect((await post('/shop/replies/999999/dislike/', {}, auth(voter))).status).toBe(404)
  })

  it('keeps the counters exact under concurrent clicks', async () => {
    const productId = freshProduct()
    const review = await postReview(await newShopper(), { text: 'Популярний відгук', product: productId })
    const voters = [customer, ...reviewers]
    await Promise.all(voters.map((v) => post(`/shop/comments/${review.id}/like/`, {}, auth(v))))
    let page = await listOf(productId)
    expect(page.results[0]!.like_count).toBe(voters.length)

    // Everyone at once: half switch to dislike, one clicks like five more times, the rest take theirs back.
    const [clicker, ...rest] = voters
    const switchers = rest.slice(0, 4)
    const quitters = rest.slice(4)
    await Promise.all([
      ...switchers.map((v) => post(`/shop/comments/${review.id}/dislike/`, {}, auth(v))),
      ...quitters.map((v) => post(`/shop/comments/${review.id}/like/`, {}, auth(v))),
      ...Array.from({ length: 5 }, () => post(`/shop/comments/${review.id}/like/`, {}, auth(clicker!))),
    ])
    page = await listOf(productId)
    const rows = await sql('SELECT value, count(*) AS n FROM comment_votes WHERE comment_id = ? GROUP BY value', [
      review.id,
    ])
    const counted = Object.fromEntries(rows.map((r) => [Number(r.value), Number(r.n)]))
    // The clicker's like was toggled five times from "on": it ends off.
    expect({ like: page.results[0]!.like_count, dislike: page.results[0]!.dislike_count }).toEqual({
      like: 0,
      dislike: switchers.length,
    })
    expect({ like: counted[1] ?? 0, dislike: counted[-1] ?? 0 }).toEqual({ like: 0, dislike: switchers.length })
  })
})

describe('write limit', () => {
  it(
    'refuses a signed-in user’s writes beyond 30 a minute with 429 and Retry-After; others still write',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      const review = await postReview(await newShopper(), { text: 'Відгук для голосів', product: freshProduct() })
      await atStartOfRateWindow()
      const clicker = await newShopper()
      const statuses = []
      for (let i = 0; i < 31; i++)
        statuses.push((await post(`/shop/comments/${review.id}/like/`, {}, auth(clicker))).status)
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
      expect(statuses[30]).toBe(429)
      const refused = await post('/shop/replies/', { text: 'Ще одна відповідь', comment: review.id }, auth(clicker))
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect((await envelope(refused)).code).toBe('rate_limited')
      expect(await storedCount('replies', 'user_id = ?', [clicker.id])).toBe(0)
      // Reading stays open to the limited user (their own reviews are a read, not a write).
      expect((await get('/shop/user-reviews/', auth(clicker))).status).toBe(200)
      // 30 toggles leave the like off; another shopper's vote still counts.
      expect((await post(`/shop/comments/${review.id}/like/`, {}, auth(await newShopper()))).status).toBe(200)
      expect((await listOf(review.product)).results.find((r) => r.id === review.id)?.like_count).toBe(1)
    },
  )
})

describe('moderation', () => {
  it('hides a comment from everyone but its author, who can still edit it; hidden ratings do not count', async () => {
    const productId = freshProduct()
    const author = await newShopper()
    const other = await newShopper()
    const kept = await postReview(other, { text: 'Залишиться', rate: 5, product: productId })
    const hidden = await postReview(author, { text: 'Буде приховано', rate: 1, product: productId })
    const rating = async () => productSchema.parse(await (await get(`/shop/products/${productId}/`)).json()).rating
    expect(await rating()).toEqual({ average: 3, count: 2 })

    await getServices(client.env).reviews.setStatus('comment', hidden.id, 'hidden')

    const anonymous = await listOf(productId)
    expect([anonymous.count, anonymous.results.map((r) => r.id)]).toEqual([1, [kept.id]])
    expect((await listOf(productId, auth(other))).results.map((r) => r.id)).toEqual([kept.id])
    const own = await listOf(productId, auth(author))
    expect(own.results.map((r) => [r.id, r.status])).toEqual([
      [hidden.id, 'hidden'],
      [kept.id, 'published'],
    ])
    expect(await rating()).toEqual({ average: 5, count: 1 })

    expect((await post(`/shop/comments/${hidden.id}/like/`, {}, auth(other))).status).toBe(404)
    expect((await get(`/shop/replies/?comment=${hidden.id}`)).status).toBe(404)
    const reply = await post('/shop/replies/', { text: 'Не вийде', comment: hidden.id }, auth(other))
    expect(reply.status).toBe(400)
    expect((await envelope(reply)).fields).toHaveProperty('comment')
    expect((await request('PUT', `/shop/comments/${hidden.id}/`, { text: 'Чуже' }, auth(other))).status).toBe(404)
    const edited = await request('PUT', `/shop/comments/${hidden.id}/`, { text: 'Виправлено автором' }, auth(author))
    expect(reviewSchema.parse(await edited.json())).toMatchObject({ text: 'Виправлено автором', status: 'hidden' })

    await getServices(client.env).reviews.setStatus('comment', hidden.id, 'published')
    expect((await listOf(productId)).count).toBe(2)
  })

  it('hides a reply from everyone but its author', async () => {
    const productId = freshProduct()
    const review = await postReview(await newShopper(), {
      text: 'Питання до всіх',
      type: 'QUESTION',
      product: productId,
    })
    const replier = await newShopper()
    const reply = replySchema.parse(
      await (await post('/shop/replies/', { text: 'Сховають', comment: review.id }, auth(replier))).json(),
    )
    await getServices(client.env).reviews.setStatus('reply', reply.id, 'hidden')
    expect((await listOf(productId)).results[0]!.replies).toEqual([])
    expect((await listOf(productId, auth(replier))).results[0]!.replies.map((r) => [r.id, r.status])).toEqual([
      [reply.id, 'hidden'],
    ])
    expect((await post(`/shop/replies/${reply.id}/like/`, {}, auth(customer))).status).toBe(404)
  })
})

describe('ratings on products', () => {
  it('gives every product answer the published comments’ average and count; questions do not rate', async () => {
    const productId = freshProduct()
    const product = async () => productSchema.parse(await (await get(`/shop/products/${productId}/`)).json())
    expect((await product()).rating).toEqual({ average: 0, count: 0 })
    await postReview(await newShopper(), { text: 'Непогано', rate: 4, product: productId })
    await postReview(await newShopper(), { text: 'Добре', rate: 5, product: productId })
    await postReview(await newShopper(), { text: 'Так собі', rate: 4, product: productId })
    await postReview(await newShopper(), { type: 'QUESTION', text: 'А для сухої шкіри?', product: productId })
    const { rating, slug } = await product()
    expect(rating).toEqual({ average: 4.3, count: 3 })
    const bySlug = productSchema.parse(await (await get(`/shop/products/slug/${slug}/`)).json())
    expect(bySlug.rating).toEqual(rating)
    const seeded = productSchema.parse(await (await get('/shop/products/1/')).json()).rating
    const rows = await sql(
      "SELECT avg(rate) AS a, count(*) AS n FROM comments WHERE product_id = 1 AND type = 'COMMENT' AND status = 'published'",
    )
    expect(seeded).toEqual({ average: Math.round(Number(rows[0]!.a) * 10) / 10, count: Number(rows[0]!.n) })
  })
})

describe('user reviews', () => {
  it('lists the user’s own comments and questions, hidden ones too, with product, replies and the locale’s product name', async () => {
    const productId = freshProduct()
    const me = await newShopper()
    const review = await postReview(me, { text: 'Мій відгук', rate: 4, product: productId })
    const question = await postReview(me, { type: 'QUESTION', text: 'Моє запитання', product: productId })
    await post('/shop/replies/', { text: 'Відповідь магазину', comment: question.id }, auth(staff))
    await getServices(client.env).reviews.setStatus('comment', review.id, 'hidden')
    await postReview(await newShopper(), { text: 'Чужий відгук', product: productId })

    const [names] = await sql('SELECT slug, name_ua, name_en FROM products WHERE id = ?', [productId])
    const res = await get('/shop/user-reviews/', auth(me), 'en')
    expect(res.status).toBe(200)
    const page = userReviewPageSchema.parse(await res.json())
    expect(page.count).toBe(2)
    expect(page.results.map((r) => [r.id, r.type, r.status])).toEqual([
      [question.id, 'QUESTION', 'published'],
      [review.id, 'COMMENT', 'hidden'],
    ])
    expect(page.results[0]).toMatchObject({
      product_slug: names!.slug,
      product_name: names!.name_en,
      text: 'Моє запитання',
    })
    expect(page.results[0]!.replies.map((r) => [r.text, r.user_name, r.by_store])).toEqual([
      ['Відповідь магазину', 'Beauty Pro', true],
    ])
    const ukrainian = userReviewPageSchema.parse(
      await (await get('/shop/user-reviews/?limit=1&page=2', auth(me), 'ua')).json(),
    )
    expect(ukrainian.results.map((r) => [r.id, r.product_name, r.get_rate])).toEqual([
      [review.id, names!.name_ua, [1, 2, 3, 4]],
    ])
  })

  it('gives the seeded customer their seeded reviews', async () => {
    const page = userReviewPageSchema.parse(await (await get('/shop/user-reviews/?limit=50', auth(customer))).json())
    const seeded = await storedCount('comments', 'user_id = (SELECT id FROM users WHERE email = ?)', [
      'customer@example.com',
    ])
    expect(page.count).toBe(seeded)
    expect(page.count).toBeGreaterThan(0)
  })
})
