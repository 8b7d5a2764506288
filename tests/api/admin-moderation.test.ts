import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminComment, AdminLead, AdminMessage } from '../../app/contract/admin-people'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

describe('reviews moderation', () => {
  async function comment(text: string, type: 'COMMENT' | 'QUESTION' = 'COMMENT') {
    const [row] = await sql<{ id: number }>(
      `INSERT INTO comments (product_id, user_id, type, text, rate) VALUES ((SELECT id FROM products ORDER BY id LIMIT 1), (SELECT id FROM users WHERE email = 'customer@example.com'), ?, ?, ?) RETURNING id`,
      [type, text, type === 'COMMENT' ? 4 : null],
    )
    return Number(row!.id)
  }

  it('hides and shows several reviews at once, each audited; an unknown id changes nothing', async () => {
    const a = await comment(`Перший ${Date.now()}`)
    const b = await comment(`Другий ${Date.now()}`)
    const status = async (id: number) =>
      (await sql<{ status: string }>('SELECT status FROM comments WHERE id = ?', [id]))[0]!.status
    const refused = await api.post('/admin/comments/bulk', { ids: [a, 999999999], status: 'hidden' })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields).toEqual({ ids: ['One of the chosen reviews does not exist'] })
    expect(await status(a)).toBe('published')
    expect(
      await ok<{ changed: number }>(await api.post('/admin/comments/bulk', { ids: [a, b, a], status: 'hidden' })),
    ).toEqual({ changed: 2 })
    expect([await status(a), await status(b)]).toEqual(['hidden', 'hidden'])
    expect(
      await ok<{ changed: number }>(await api.post('/admin/comments/bulk', { ids: [a, b], status: 'hidden' })),
    ).toEqual({ changed: 0 })
    expect(
      (
        await sql('SELECT count(*) AS n FROM audit_log WHERE action = ? AND entity_id IN (?, ?)', [
          'comment.hide',
          String(a),
          String(b),
        ])
      )[0]!.n,
    ).toBe(2)
    expect((await api.post('/admin/comments/bulk', { ids: [], status: 'hidden' })).status).toBe(400)
    expect((await api.post('/admin/comments/bulk', { ids: [a], status: 'hidden' }, 'customer')).status).toBe(403)
  })

  it('lists the newest comments and questions across products', async () => {
    const id = await comment(`Чудовий крем ${Date.now()}`)
    const q = await comment('Чи підходить для чутливої шкіри?', 'QUESTION')
    const page = await ok<Page<AdminComment>>(await api.get('/admin/comments?limit=5'))
    expect(page.results[0]!.id).toBe(q)
    expect(page.results[1]).toMatchObject({
      id,
      type: 'COMMENT',
      rate: 4,
      status: 'published',
      user_email: 'customer@example.com',
    })
    const questions = await ok<Page<AdminComment>>(await api.get('/admin/comments?type=QUESTION&limit=100'))
    expect(questions.results.every((c) => c.type === 'QUESTION')).toBe(true)
  })

  it('hides and shows a comment, and answers as the store', async () => {
    const id = await comment('Не сподобався запах')
    await ok(await api.patch(`/admin/comments/${id}`, { status: 'hidden' }), 204)
    expect((await sql('SELECT status FROM comments WHERE id = ?', [id]))[0]!.status).toBe('hidden')
    const hidden = await ok<Page<AdminComment>>(await api.get('/admin/comments?status=hidden&limit=100'))
    expect(hidden.results.map((c) => c.id)).toContain(id)
    await ok(await api.patch(`/admin/comments/${id}`, { status: 'published' }), 204)
    expect((await errorOf(await api.patch(`/admin/comments/${id}`, { status: 'deleted' }))).fields).toHaveProperty(
      'status',
    )

    const { id: replyId } = await ok<{ id: number }>(
      await api.post(`/admin/comments/${id}/replies`, { text: 'Дякуємо за відгук! Запах — від натуральних олій.' }),
      201,
    )
    const page = await ok<Page<AdminComment>>(await api.get(`/admin/comments?q=${encodeURIComponent('Не сподобався')}`))
    expect(page.results[0]!.replies).toEqual([
      expect.objectContaining({ id: replyId, by_store: true, user_name: 'Beauty Pro', status: 'published' }),
    ])
    await ok(await api.patch(`/admin/replies/${replyId}`, { status: 'hidden' }), 204)
    expect((await sql('SELECT status, by_store FROM replies WHERE id = ?', [replyId]))[0]).toEqual({
      status: 'hidden',
      by_store: 1,
    })
    expect((await api.post(`/admin/comments/${id}/replies`, { text: '' })).status).toBe(400)
    expect((await api.post('/admin/comments/999999999/replies', { text: 'x' })).status).toBe(404)
  })
})

describe('inbox', () => {
  it('lists leads, marks one handled and exports the filtered list as CSV', async () => {
    const name = `Оксана Лід ${Date.now()}`
    const [lead] = await sql<{ id: number }>(
      `INSERT INTO leads (full_name, phone, business_type, brand, utm_source) VALUES (?, '0501234567', 'salon', 'Rica', 'instagram') RETURNING id`,
      [name],
    )
    const id = Number(lead!.id)
    const open = await ok<Page<AdminLead>>(await api.get('/admin/inbox/leads?handled=false&limit=100'))
    expect(open.results.find((l) => l.id === id)).toMatchObject({
      full_name: name,
      business_type: 'salon',
      utm: 'instagram',
      handled: false,
    })
    await ok(await api.patch(`/admin/inbox/leads/${id}`, { handled: true }), 204)
    expect(
      (await ok<Page<AdminLead>>(await api.get('/admin/inbox/leads?handled=false&limit=100'))).results.map((l) => l.id),
    ).not.toContain(id)

    const csv = await (await api.get(`/admin/inbox/leads/export.csv?q=${encodeURIComponent(name)}`)).text()
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('created,full_name,phone,business_type,brand,link,utm,handled')
    expect(lines.slice(1)).toEqual([expect.stringContaining(`,${name},0501234567,salon,Rica,,instagram,true`)])
  })

  it('lists contact messages and recall requests apart, with the handled flag, and exports them', async () => {
    const tag = Date.now()
    await sql(
      `INSERT INTO contact_messages (kind, subject, first_name, email, phone, text) VALUES ('contact', 'Доставка', ?, 'a@example.com', '+380501112233', '=cmd|calc')`,
      [`Петро${tag}`],
    )
    const [recall] = await sql<{ id: number }>(
      `INSERT INTO contact_messages (kind, first_name, phone) VALUES ('recall', ?, '+380671112233') RETURNING id`,
      [`Анна${tag}`],
    )
    const recalls = await ok<Page<AdminMessage>>(
      await api.get(`/admin/inbox/messages?kind=recall&q=${encodeURIComponent(`Анна${tag}`)}`),
    )
    expect(recalls.results).toEqual([
      expect.objectContaining({ id: Number(recall!.id), kind: 'recall', handled: false }),
    ])
    await ok(await api.patch(`/admin/inbox/messages/${Number(recall!.id)}`, { handled: true }), 204)
    expect(
      (await errorOf(await api.patch(`/admin/inbox/messages/${Number(recall!.id)}`, { handled: 'yes' }))).fields,
    ).toHaveProperty('handled')

    const csv = await (
      await api.get(`/admin/inbox/messages/export.csv?kind=contact&q=${encodeURIComponent(`Петро${tag}`)}`)
    ).text()
    // A formula-looking text is neutralised for spreadsheets.
    expect(csv).toContain(`,contact,Доставка,Петро${tag},a@example.com,+380501112233,'=cmd|calc,false`)
  })
})
