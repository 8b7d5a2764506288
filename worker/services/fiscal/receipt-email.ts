import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import type { FiscalReceiptPayload } from '../../../db/queries/fiscal-receipts'
import { refundableOrder } from '../../../db/queries/refunds'
import type { EmailService } from '../email'
import { money } from '../orders/order-emails'
import { mailAboutOrder } from '../orders/order-mail'
import type { ReceiptResult } from './receipt-body'
import { receiptQrSvg } from './receipt-qr'

/** Tells the buyer their receipt is issued: its fiscal number and its public page (on the order's timeline too). */
export async function receiptEmail(
  db: Db,
  email: EmailService,
  payload: FiscalReceiptPayload,
  result: ReceiptResult,
): Promise<void> {
  const order = await refundableOrder(db, payload.orderId)
  if (!order?.email) return
  const t = emailTexts(order.locale).order
  const values = {
    number: order.number,
    amount: money(order.locale, payload.amountUah),
    fiscal: result.fiscalCode ?? '—',
  }
  await mailAboutOrder(db, email, order.id, {
    to: order.email,
    locale: order.locale,
    kind: 'fiscal_receipt',
    content: {
      subject: fill(t.receipt_subject, values),
      paragraphs: [fill(payload.type === 'return' ? t.receipt_return_body : t.receipt_body, values)],
      ...(result.url
        ? {
            action: { label: t.receipt_open, url: result.url },
            qr: { svg: receiptQrSvg(result.url), caption: t.receipt_qr },
          }
        : {}),
    },
  })
}
