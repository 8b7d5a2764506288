import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminComment, ReviewSettings } from '../../app/contract/admin-people'
import type { Product } from '../../app/contract/catalogue'
import type { Review, ReviewPage } from '../../app/contract/reviews'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let product = { id: 0, slug: '' }
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  const [row] = await sql<{ id: number; slug: string }>(
    'SELECT id, slug FROM products WHERE is_active = 1 AND id NOT IN (SELECT product_id FROM comments) ORDER BY id LIMIT 1',
  )
  product = { id: Number(row!.id), slug: String(row!.slug) }
})
afterAll(() => client.dispose())

const hold = (moderation: 'hold' | 'publish') => api.put('/admin/settings/reviews', { moderation })
const write = async (text: string, rate = 1, who: 'customer' | 'wholesaler' = 'customer') =>
  ok<Review>(await api.post('/shop/comments/', { type: 'COMMENT', product: product.id, text, rate }, who), 201)
const visible = async () =>
  (await ok<ReviewPage>(await api.get(`/shop/comments/?product_id=${product.id}`, null))).results.map((r) => r.text)
const rating = async () => (await ok<Product>(await api.get(`/shop/products/slug/${product.slug}`, null))).rating
const notices = async () =>
  Number((await sql("SELECT count(*) AS n FROM email_outbox WHERE kind = 'review_held'"))[0]!.n)

describe('review moderation', () => {
  it('publishes at once by default, and only staff change the setting (audited)', async () => {
    expect(await ok<ReviewSettings>(await api.get('/admin/settings/reviews'))).toEqual({ moderation: 'publish' })
    expect((await api.put('/admin/settings/reviews', { moderation: 'hold' }, 'customer')).status).toBe(403)
    expect((await api.put('/admin/settings/reviews', { moderation: 'later' })).status).toBe(400)
    expect(await ok<ReviewSettings>(await hold('hold'))).toEqual({ moderation: 'hold' })
    const audit = await sql("SELECT count(*) AS n FROM audit_log WHERE entity_id = 'review_moderation'")
    expect(Number(audit[0]!.n)).toBe(1)
  })

  it('holds a review: hidden from others and from the rating, shown to its author as waiting, staff told once', async () => {
    const before = await notices()
    const review = await write('Чекає на перевірку, перший')
    expect(review.status).toBe('pending')
    await write('Чекає на перевірку, другий')
    expect(await visible()).toEqual([])
    expect(await rating()).toEqual({ average: 0, count: 0 })
    const own = await ok<ReviewPage>(await api.get(`/shop/comments/?product_id=${product.id}`, 'customer'))
    expect(own.results.map((r) => r.status)).toEqual(['pending', 'pending'])
    // One notice for the queue, not one per review.
    expect(await notices()).toBe(before + 1)
    const [mail] = await sql<{ subject: string; text: string }>(
      "SELECT subject, text FROM email_outbox WHERE kind = 'review_held' ORDER BY id DESC LIMIT 1",
    )
    expect(mail!.subject).toContain('Відгук чекає на перевірку')
    expect(mail!.text).toContain('/admin/reviews?status=pending')
  })

  it('lists the waiting reviews for staff; a buyer cannot approve their own, a forged id changes nothing', async () => {
    const waiting = await ok<Page<AdminComment>>(await api.get('/admin/comments?status=pending'))
    expect(waiting.count).toBe(2)
    const id = waiting.results[0]!.id
    expect((await api.patch(`/admin/comments/${id}`, { status: 'published' }, 'customer')).status).toBe(403)
    expect((await api.patch(`/admin/comments/${id}`, { status: 'published' }, null)).status).toBe(401)
    // The author may edit the text; a status sent along is not theirs to set.
    const edited = await api.put(`/shop/comments/${id}/`, { text: 'Змінено', status: 'published' }, 'customer')
    expect((await ok<Review>(edited)).status).toBe('pending')
    const forged = await api.post('/admin/comments/bulk', { ids: [id, 987_654_321], status: 'published' })
    expect(forged.status).toBe(400)
    expect((await errorOf(forged)).fields?.ids).toBeDefined()
    expect((await api.patch('/admin/comments/987654321', { status: 'published' })).status).toBe(404)
    expect((await api.patch(`/admin/comments/${id}`, { status: 'pending' })).status).toBe(400)
    expect(await visible()).toEqual([])
  })

  it('approves one and rejects the other, each audited; the approved one counts in the rating', async () => {
    const waiting = (await ok<Page<AdminComment>>(await api.get('/admin/comments?status=pending'))).results
    const [approve, reject] = waiting
    expect(await api.patch(`/admin/comments/${approve!.id}`, { status: 'published' }).then((r) => r.status)).toBe(204)
    expect(await api.patch(`/admin/comments/${reject!.id}`, { status: 'hidden' }).then((r) => r.status)).toBe(204)
    expect(await visible()).toEqual([approve!.text])
    expect(await rating()).toEqual({ average: 1, count: 1 })
    const actions = await sql<{ action: string }>(
      'SELECT action FROM audit_log WHERE entity = ? AND entity_id IN (?, ?) ORDER BY entity_id',
      ['comment', String(approve!.id), String(reject!.id)],
    )
    expect(actions.map((a) => a.action).sort()).toEqual(['comment.approve', 'comment.reject'])
    // The queue is empty again: the next held review tells staff again.
    const before = await notices()
    await write('Третій, у порожній черзі')
    expect(await notices()).toBe(before + 1)
  })

  it('lets staff answer a held review; the answer shows with the review once approved, to no one before', async () => {
    const [held] = (await ok<Page<AdminComment>>(await api.get('/admin/comments?status=pending'))).results
    expect(held!.text).toBe('Третій, у порожній черзі')
    const answer = 'Дякуємо, зв’яжемося з вами'
    expect((await api.post(`/admin/comments/${held!.id}/replies`, { text: answer }, 'customer')).status).toBe(403)
    await ok(await api.post(`/admin/comments/${held!.id}/replies`, { text: answer }, 'staff'), 201)
    const desk = (await ok<Page<AdminComment>>(await api.get('/admin/comments?status=pending'))).results
    expect(desk[0]!.replies.map((r) => [r.text, r.by_store])).toEqual([[answer, true]])

    const storeAnswers = async (who: 'customer' | null) => {
      const page = await ok<ReviewPage>(await api.get(`/shop/comments/?product_id=${product.id}`, who))
      return page.results.flatMap((r) => r.replies.map((a) => a.text))
    }
    const thread = (who: 'customer' | null) => api.get(`/shop/replies/?comment=${held!.id}`, who)
    // Not before approval: not to shoppers, not to the review's own author, not through the replies list.
    expect(await storeAnswers(null)).toEqual([])
    expect(await storeAnswers('customer')).toEqual([])
    expect((await ok<{ count: number }>(await thread('customer'))).count).toBe(0)
    expect((await thread(null)).status).toBe(404)

    expect((await api.patch(`/admin/comments/${held!.id}`, { status: 'published' })).status).toBe(204)
    expect(await storeAnswers(null)).toEqual([answer])
    expect((await ok<{ count: number }>(await thread(null))).count).toBe(1)
  })

  it('refuses an answer to a rejected review or an unknown one; nothing is written', async () => {
    const [rejected] = (await ok<Page<AdminComment>>(await api.get('/admin/comments?status=hidden'))).results
    const before = await sql('SELECT count(*) AS n FROM replies')
    expect((await api.post(`/admin/comments/${rejected!.id}/replies`, { text: 'Ні' })).status).toBe(404)
    expect((await api.post('/admin/comments/987654321/replies', { text: 'Ні' })).status).toBe(404)
    expect(await sql('SELECT count(*) AS n FROM replies')).toEqual(before)
  })

  it('publishes at once again when staff switch the setting back', async () => {
    await hold('publish')
    const review = await write('Одразу на сайті', 5, 'wholesaler')
    expect(review.status).toBe('published')
    expect(await visible()).toContain('Одразу на сайті')
  })
})
