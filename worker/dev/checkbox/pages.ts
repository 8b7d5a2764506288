import { Hono } from 'hono'
import { escapeMarkup as e } from '../../../app/domain/text'
import { getJson, keys, type StandInReceipt, type StandInShift } from './state'

const uah = (kopecks: number) => `${(kopecks / 100).toFixed(2)} грн`
const page = (title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title>` +
      `<style>body{font:15px/1.5 system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;color:#222}` +
      `table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left}.num{text-align:right}</style></head>` +
      `<body>${body}</body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )

type Json = Record<string, unknown>

function goodsTable(body: Json): string {
  const rows = ((body.goods as Json[]) ?? []).map((item) => {
    const good = item.good as Json
    const discounts = ((item.discounts as Json[]) ?? []).reduce((s, d) => s + Number(d.value), 0)
    return `<tr><td>${e(String(good.code))}</td><td>${e(String(good.name))}</td><td class="num">${Number(item.quantity) / 1000}</td>
      <td class="num">${uah(Number(good.price))}</td><td class="num">${discounts ? `−${uah(discounts)}` : ''}</td></tr>`
  })
  const receiptDiscounts = ((body.discounts as Json[]) ?? []).map(
    (d) =>
      `<tr><td></td><td>${e(String(d.name ?? 'Знижка'))}</td><td></td><td></td><td class="num">−${uah(Number(d.value))}</td></tr>`,
  )
  const payments = ((body.payments as Json[]) ?? []).map(
    (p) =>
      `<li>${e(String(p.label ?? p.type))} (${e(String(p.type))}${p.ettn ? `, ТТН ${e(String(p.ettn))}` : ''}): ${uah(Number(p.value))}</li>`,
  )
  return `<table><tr><th>Код</th><th>Товар</th><th class="num">К-сть</th><th class="num">Ціна</th><th class="num">Знижка</th></tr>${rows.join('')}${receiptDiscounts.join('')}</table><ul>${payments.join('')}</ul>`
}

/** The public receipt page (as Checkbox's check.checkbox.ua) and the list of what the stand-in was sent. */
export const standInPages = new Hono<{ Bindings: Env }>({ strict: false })
  .get('/check/:id', async (c) => {
    const r = await getJson<StandInReceipt>(c.env.CATALOG_CACHE, keys.receipt(c.req.param('id')))
    if (!r) return page('Чек не знайдено', '<h1>Чек не знайдено</h1>')
    return page(
      `Чек ${r.fiscal_code ?? r.id}`,
      `<h1>${r.is_return ? 'Видатковий чек (повернення)' : 'Фіскальний чек'}</h1><p>ТЕСТОВИЙ ЧЕК · не є фіскальним документом</p>` +
        `<p>Фіскальний номер: <strong data-testid="fiscal-code">${e(r.fiscal_code ?? '—')}</strong> · стан ${e(r.status)}</p>` +
        goodsTable(r.body) +
        `<p>Сума: <strong>${uah(r.total_sum)}</strong></p>`,
    )
  })
  .get('/', async (c) => {
    const kv = c.env.CATALOG_CACHE
    const ids = ((await getJson<string[]>(kv, keys.receipts)) ?? []).slice().reverse()
    const receipts = (await Promise.all(ids.map((id) => getJson<StandInReceipt>(kv, keys.receipt(id))))).filter(
      (r): r is StandInReceipt => r !== null,
    )
    const shifts = ((await getJson<string[]>(kv, keys.shifts)) ?? [])
      .map((s) => JSON.parse(s) as StandInShift)
      .reverse()
    return page(
      'Checkbox (dev)',
      `<h1>Checkbox stand-in <small>development only</small></h1><h2>Receipts</h2>` +
        (receipts
          .map(
            (r) =>
              `<article><h3><a href="check/${e(r.id)}">${r.is_return ? 'Return' : 'Sale'} ${e(r.fiscal_code ?? r.id)}</a> · ${e(r.status)} · ${uah(r.total_sum)}</h3>` +
              goodsTable(r.body) +
              `</article>`,
          )
          .join('') || '<p>No receipts yet.</p>') +
        `<h2>Shifts</h2><ul>${shifts
          .map(
            (s) =>
              `<li>#${s.serial} ${e(s.status)} · opened ${e(s.opened_at)}${s.closed_at ? ` · closed ${e(s.closed_at)}` : ''}${s.z_report ? ` · Z: ${s.z_report.sell_receipts_count} sales, ${s.z_report.return_receipts_count} returns, ${uah(s.z_report.turnover)}` : ''}</li>`,
          )
          .join('')}</ul>`,
    )
  })
