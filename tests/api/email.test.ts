import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendThroughHttpApi } from '../../worker/adapters/email-api'
import { createFetchHandler } from '../../worker/router'
import { getServices } from '../../worker/services/context'
import { composeEmail } from '../../worker/services/email/compose'
import { createApiClient } from '../support/api-env'
import { takeConsoleErrors } from '../support/fail-on-console-error'
import { testDbClient } from '../support/tokens'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

describe('email', () => {
  it('writes every message to the outbox in dev and tests, queued, rendered with the store contacts of the site settings', async () => {
    const to = `outbox.${Date.now()}@example.com`
    const sent = await getServices(client.env).email.send({
      to,
      locale: 'en',
      kind: 'test',
      content: { subject: 'Hello', paragraphs: ['Plain'] },
    })
    const db = testDbClient()
    try {
      const { rows } = await db.execute({
        sql: 'SELECT subject, text, html, locale, kind, status FROM email_outbox WHERE "to" = ?',
        args: [to],
      })
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { subject: 'Hello', text: sent.text, html: sent.html, locale: 'en', kind: 'test', status: 'queued' },
      ])
      const settings = await getServices(client.env).content.siteSettings('en')
      expect(sent.text).toMatch(/^Plain\n\n/)
      expect(sent.text).toContain(`Opening hours: ${settings.workingHours}`)
      expect(sent.text).toContain(settings.phones.retail[0]!.phone)
      expect(sent.html).toContain('<html lang="en">')
    } finally {
      db.close()
    }
  })

  it('lists the newest emails at /dev/outbox with their links, escaped, and only outside production', async () => {
    const to = `dev.outbox.${Date.now()}@example.com`
    await getServices(client.env).email.send({
      to,
      locale: 'ua',
      kind: 'activation',
      content: {
        subject: 'Активуйте <b>акаунт</b>',
        paragraphs: ['Посилання: http://localhost:3000/activate/7/abc-def/'],
      },
    })
    const handler = createFetchHandler(() => new Response('ssr'))
    const page = await handler.fetch!(
      new Request('http://store.test/dev/outbox') as never,
      client.env,
      {} as ExecutionContext,
    )
    const html = await page.text()
    expect(html).toContain(to)
    expect(html).toContain('Активуйте &lt;b&gt;акаунт&lt;/b&gt;')
    expect(html).toContain('<a href="http://localhost:3000/activate/7/abc-def/">')
    const production = {
      ...client.env,
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      TURSO_AUTH_TOKEN: 't',
      SANITY_PROJECT_ID: 'p',
      CONTENT_SOURCE: 'lake',
      TURNSTILE_SECRET_KEY: 'live',
      EMAIL_API_KEY: 'k',
    }
    const hidden = await handler.fetch!(
      new Request('http://store.test/dev/outbox') as never,
      production as Env,
      {} as ExecutionContext,
    )
    expect(await hidden.text()).toBe('ssr')
  })

  it('composes the same words as text and escaped HTML', () => {
    const mail = composeEmail(
      {
        subject: 'S',
        paragraphs: ['Hi <script>alert(1)</script> & welcome'],
        action: { label: 'Activate', url: 'https://shop.example/activate/1/a"b/' },
      },
      { locale: 'en', siteUrl: 'https://shop.example', contacts: null },
    )
    expect(mail.text).toBe(
      'Hi <script>alert(1)</script> & welcome\n\nActivate: https://shop.example/activate/1/a%22b/?lang=en\n\nKind regards, the Beauty Pro team\n\nhttps://shop.example/?lang=en',
    )
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome')
    expect(mail.html).toContain('href="https://shop.example/activate/1/a%22b/?lang=en"')
    expect(mail.html).not.toContain('<script>')
  })

  it("posts to the HTTP email API in its documented shape and reports the provider's refusal", async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const provider =
      (status: number): typeof fetch =>
      async (url, init) => {
        calls.push({ url: String(url), init: init! })
        return Response.json({ id: 'x' }, { status })
      }
    const options = { url: 'https://api.resend.com/emails', apiKey: 're_key', from: 'Shop <shop@example.com>' }
    const message = { to: 'a@example.com', subject: 'S', text: 'T', html: '<p>H</p>' }
    expect(await sendThroughHttpApi(options, message, provider(200))).toEqual({ ok: true })
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer re_key')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      from: options.from,
      to: ['a@example.com'],
      subject: 'S',
      text: 'T',
      html: '<p>H</p>',
    })
    expect(await sendThroughHttpApi(options, message, provider(422))).toEqual({
      ok: false,
      permanent: true,
      detail: 'HTTP 422',
    })
    // A busy or failing API is worth another attempt; a refusal is not.
    expect(await sendThroughHttpApi(options, message, provider(429))).toMatchObject({ ok: false, permanent: false })
    expect(await sendThroughHttpApi(options, message, provider(503))).toMatchObject({ ok: false, permanent: false })
    expect(takeConsoleErrors()).toEqual([
      expect.stringContaining('422'),
      expect.stringContaining('429'),
      expect.stringContaining('503'),
    ])
  })
})
