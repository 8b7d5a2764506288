import { html, raw } from 'hono/html'
import { WAYFORPAY_SANDBOX_PATH } from '../../env'

/** A Purchase form as the browser posted it (values are text, as they were signed). */
export interface Purchase {
  merchantAccount: string
  merchantDomainName: string
  orderReference: string
  orderDate: string
  amount: string
  currency: string
  productName: string[]
  productCount: string[]
  productPrice: string[]
  merchantSignature: string
  serviceUrl: string
  returnUrl: string
  language: 'UA' | 'EN'
  extra: Record<string, string>
}

/** What the provider reports of a payment (callback body and CHECK_STATUS answer). */
export interface SandboxTransaction {
  merchantAccount: string
  orderReference: string
  amount: number
  currency: string
  authCode: string
  cardPan: string
  transactionStatus: string
  reasonCode: number
  reason: string
  merchantSignature: string
  [more: string]: unknown
}

/** The sandbox speaks the language the merchant asked for, like the hosted page. */
const TEXT = {
  UA: {
    title: 'Оплата замовлення',
    banner: 'Локальна пісочниця WayForPay: тестовий мерчант, справжні гроші не списуються.',
    merchant: 'Продавець',
    order: 'Замовлення',
    product: 'Товар',
    count: 'Кількість',
    price: 'Ціна',
    total: 'До сплати',
    card: 'Картка 4111 1111 1111 1111 (тестова)',
    approve: 'Сплатити (Approve)',
    decline: 'Відхилити (Decline)',
    pending: 'На перевірці (Pending)',
    back: 'Повернутися до магазину',
    refused: 'Платіж не може бути прийнятий',
    callback_failed: 'Магазин не підтвердив повідомлення про оплату',
    redirecting: 'Повертаємо вас до магазину…',
  },
  EN: {
    title: 'Order payment',
    banner: 'Local WayForPay sandbox: test merchant, no real money is charged.',
    merchant: 'Merchant',
    order: 'Order',
    product: 'Product',
    count: 'Qty',
    price: 'Price',
    total: 'Total to pay',
    card: 'Card 4111 1111 1111 1111 (test)',
    approve: 'Pay (Approve)',
    decline: 'Decline',
    pending: 'Under review (Pending)',
    back: 'Return to the store',
    refused: 'The payment cannot be accepted',
    callback_failed: 'The store did not confirm the payment notification',
    redirecting: 'Taking you back to the store…',
  },
} as const

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif; background: #eef1f6; color: #1d2433; }
  .banner { background: #ffe9a8; color: #5a4500; text-align: center; padding: 8px 12px; font-size: 14px; }
  .wrap { max-width: 560px; margin: 32px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 14px; box-shadow: 0 8px 28px rgba(20, 30, 60, .1); padding: 28px; }
  .brand { font-weight: 800; font-size: 22px; letter-spacing: .3px; color: #0a3d91; margin: 0 0 18px; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 18px; font-size: 15px; }
  dt { color: #5c6579; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; margin-bottom: 18px; }
  th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #e6e9f0; } th { color: #5c6579; font-weight: 500; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  .total { display: flex; justify-content: space-between; font-size: 20px; font-weight: 800; margin: 6px 0 20px; }
  .cardno { background: #f4f6fb; border: 1px dashed #b9c2d6; border-radius: 10px; padding: 12px 14px; margin-bottom: 20px; font-family: ui-monospace, monospace; }
  .actions { display: grid; gap: 10px; }
  button { font: inherit; font-weight: 700; border: 0; border-radius: 10px; padding: 13px 16px; cursor: pointer; }
  .methods { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 0 0 16px; }
  .methods li { border: 1px solid #b9c2d6; border-radius: 8px; padding: 6px 12px; font-size: 14px; }
  .methods li.on { border-color: #1d2433; font-weight: 600; }
  .approve { background: #1a7f4b; color: #fff; } .decline { background: #c0392b; color: #fff; } .pending { background: #e3e8f2; color: #1d2433; }
  .error { color: #a52a1a; }
`

function layout(title: string, body: unknown, banner: string = TEXT.EN.banner) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <title>${title} · WayForPay sandbox</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <div class="banner">${banner}</div>
        <main class="wrap">
          <div class="card">
            <p class="brand">WayForPay <small>sandbox</small></p>
            ${body}
          </div>
        </main>
      </body>
    </html>`
}

/** The posted Purchase again, so a decision carries (and re-verifies) exactly what the merchant signed. */
function purchaseInputs(p: Purchase) {
  const scalars = {
    merchantAccount: p.merchantAccount,
    merchantDomainName: p.merchantDomainName,
    orderReference: p.orderReference,
    orderDate: p.orderDate,
    amount: p.amount,
    currency: p.currency,
    merchantSignature: p.merchantSignature,
    serviceUrl: p.serviceUrl,
    returnUrl: p.returnUrl,
    language: p.language,
    ...p.extra,
  }
  const arrays = { productName: p.productName, productCount: p.productCount, productPrice: p.productPrice }
  return html`${Object.entries(scalars).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
  ${Object.entries(arrays).flatMap(([name, values]) => values.map((value) => html`<input type="hidden" name="${name}[]" value="${value}" />`))}`
}

/** How the provider's page names the ways to pay a Purchase's `paymentSystems` lists. */
const METHOD_NAMES: Record<string, string> = {
  card: 'Visa / Mastercard',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  privat24: 'Privat24',
}

/** The ways to pay the Purchase asked for (`card;applePay;googlePay`); the card alone when it names none. */
function offered(p: Purchase): string[] {
  const listed = (p.extra.paymentSystems ?? '')
    .split(';')
    .map((m) => m.trim())
    .filter((m) => m !== '')
  return listed.length > 0 ? listed : ['card']
}

export function paymentPage(p: Purchase) {
  const t = TEXT[p.language]
  const rows = p.productName.map(
    (name, i) =>
      html`<tr>
        <td>${name}</td>
        <td class="num">${p.productCount[i]}</td>
        <td class="num">${p.productPrice[i]} ${p.currency}</td>
      </tr>`,
  )
  return layout(
    t.title,
    html`<h1>${t.title}</h1>
      <dl>
        <dt>${t.merchant}</dt>
        <dd data-testid="sandbox-merchant">${p.merchantAccount} · ${p.merchantDomainName}</dd>
        <dt>${t.order}</dt>
        <dd data-testid="sandbox-order">${p.orderReference}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th>${t.product}</th>
            <th class="num">${t.count}</th>
            <th class="num">${t.price}</th>
          </tr>
        </thead>
        <tbody data-testid="sandbox-products">
          ${rows}
        </tbody>
      </table>
      <div class="total">
        <span>${t.total}</span><span data-testid="sandbox-amount">${p.amount} ${p.currency}</span>
      </div>
      <ul class="methods" data-testid="sandbox-methods">
        ${offered(p).map((m) => html`<li class="${m === (p.extra.defaultPaymentSystem || 'card') ? 'on' : ''}">${METHOD_NAMES[m] ?? m}</li>`)}
      </ul>
      <div class="cardno">${t.card}</div>
      <form method="post" action="${WAYFORPAY_SANDBOX_PATH}/pay/decision" class="actions">
        ${purchaseInputs(p)}
        <button class="approve" type="submit" name="decision" value="Approved">${t.approve}</button>
        <button class="decline" type="submit" name="decision" value="Declined">${t.decline}</button>
        <button class="pending" type="submit" name="decision" value="Pending">${t.pending}</button>
      </form>`,
    t.banner,
  )
}

export function errorPage(problem: string) {
  return layout(
    TEXT.EN.refused,
    html`<h1>${TEXT.EN.refused}</h1>
      <p class="error" data-testid="sandbox-error">${problem}</p>`,
  )
}

/**
 * After the decision: like WayForPay, the shopper is sent back to returnUrl with a POST of the
 * signed result. When the store did not accept the callback, the page says so and waits for a click.
 */
export function returnPage(p: Purchase, transaction: SandboxTransaction, callbackProblem: string | null) {
  const t = TEXT[p.language]
  const fields = [
    'merchantAccount',
    'orderReference',
    'amount',
    'currency',
    'authCode',
    'cardPan',
    'transactionStatus',
    'reasonCode',
    'merchantSignature',
  ] as const
  const form = html`<form method="post" action="${p.returnUrl}">
    ${fields.map((name) => html`<input type="hidden" name="${name}" value="${String(transaction[name])}" />`)}
    <button class="approve" type="submit">${t.back}</button>
  </form>`
  if (!p.returnUrl) return layout(t.title, html`<h1>${transaction.transactionStatus}</h1>`, t.banner)
  if (callbackProblem) {
    return layout(
      t.title,
      html`<h1>${transaction.transactionStatus}</h1>
        <p class="error" data-testid="sandbox-error">${t.callback_failed}: ${callbackProblem}</p>
        ${form}`,
      t.banner,
    )
  }
  return layout(
    t.title,
    html`<h1>${transaction.transactionStatus}</h1>
      <p>${t.redirecting}</p>
      ${form}
      <script>
        document.forms[0].submit()
      </script>`,
    t.banner,
  )
}

/** The sandbox's memory: every transaction, newest first; a Pending one can still be settled. */
export function transactionsPage(list: readonly SandboxTransaction[]) {
  const rows = list.map(
    (t) =>
      html`<tr>
        <td>${t.orderReference}</td>
        <td class="num">${t.amount} ${t.currency}</td>
        <td>${t.transactionStatus}</td>
        <td>
          ${
            t.transactionStatus === 'Pending'
              ? html`<form
                    method="post"
                    action="${WAYFORPAY_SANDBOX_PATH}/transactions/${encodeURIComponent(t.orderReference)}?decision=Approved"
                    style="display:inline"
                  >
                    <button class="approve" type="submit">Approve</button>
                  </form>
                  <form
                    method="post"
                    action="${WAYFORPAY_SANDBOX_PATH}/transactions/${encodeURIComponent(t.orderReference)}?decision=Declined"
                    style="display:inline"
                  >
                    <button class="decline" type="submit">Decline</button>
                  </form>`
              : ''
          }
        </td>
      </tr>`,
  )
  return layout(
    'Transactions',
    html`<h1>Transactions</h1>
      ${
        list.length === 0
          ? html`<p>No payments yet.</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>Order</th>
                  <th class="num">Amount</th>
                  <th>Status</th>
                  <th></th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }`,
  )
}
