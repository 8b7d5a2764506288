import { escapeMarkup } from '../../app/domain/text'
import { latestOutboxEmails } from '../../db/queries/outbox'
import { getServices } from '../services/context'

const LIMIT = 100

/** Plain text with its http(s) addresses as links; everything escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeMarkup(part)}">${escapeMarkup(part)}</a>` : escapeMarkup(part)))
    .join('')
}

/**
 * /dev/outbox (development and tests only): the newest emails the store wrote, so a developer can
 * follow an activation or reset link without a mail server.
 */
export async function serveOutbox(env: Env): Promise<Response> {
  const { db } = getServices(env)
  const rows = await latestOutboxEmails(db, LIMIT)
  const items = rows
    .map(
      (m) =>
        `<article class="mail" data-kind="${escapeMarkup(m.kind)}"><header><strong>${escapeMarkup(m.subject)}</strong>` +
        `<span>${escapeMarkup(m.to)} · ${escapeMarkup(m.kind)} · ${m.locale} · ${new Date(m.createdAt).toISOString()}</span></header>` +
        `<pre>${linkify(m.text)}</pre></article>`,
    )
    .join('')
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox (dev)</title>` +
    `<style>body{font:15px/1.5 system-ui,sans-serif;max-width:880px;margin:24px auto;padding:0 16px;color:#2b2126}` +
    `.mail{border:1px solid #eadfe3;border-radius:10px;padding:12px 16px;margin:12px 0;background:#fff}` +
    `header{display:flex;flex-direction:column;gap:2px}header span{color:#7a6b72;font-size:13px}pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}a{color:#7b2d4f}</style></head>` +
    `<body><h1>Outbox <small style="font-size:14px;color:#7a6b72">development only · newest ${LIMIT}</small></h1>` +
    (items || '<p>No emails yet.</p>') +
    `</body></html>`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
