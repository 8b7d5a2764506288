import { receiptQrPath } from '../../../app/domain/fiscal-receipt'
import type { Locale } from '../../../app/domain/locale'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import type { FiscalReceiptPayload } from '../../../db/queries/fiscal-receipts'
import { refundableOrder } from '../../../db/queries/refunds'
import type { EmailMessage, EmailService } from '../email'
import { money } from '../orders/order-emails'
import { mailAboutOrder } from '../orders/order-mail'
import type { ReceiptResult } from './receipt-body'
import { receiptQrShownPx } from './receipt-qr'

/**
 * The buyer's email about an issued receipt: its fiscal number, a button to its public page and the
 * page's QR code as an image the store serves (keyed by the receipt's id, which only an issued
 * receipt has), so that mail clients which drop inline SVG still show it.
 */
export function receiptEmailMessage(
  order: { number: string; email: string; locale: Locale },
  payload: Pick<FiscalReceiptPayload, 'type' | 'amountUah'>,
  result: Pick<ReceiptResult, 'receiptId' | 'fiscalCode' | 'url'>,
): EmailMessage {
  const t = emailTexts(order.locale).order
  const values = {
    number: order.number,
    amount: money(order.locale, payload.amountUah),
    fiscal: result.fiscalCode ?? '—',
  }
  return {
    to: order.email,
    locale: order.locale,
    kind: 'fiscal_receipt',
    content: {
      subject: fill(t.receipt_subject, values),
      paragraphs: [fill(payload.type === 'return' ? t.receipt_return_body : t.receipt_body, values)],
      ...(result.url
        ? {
            action: { label: t.receipt_open, url: result.url },
            qr: {
              src: receiptQrPath(result.receiptId),
              size: receiptQrShownPx(result.url),
              alt: t.receipt_qr_alt,
              caption: t.receipt_qr,
            },
          }
        : {}),
    },
  }
}

/** Tells the buyer their receipt is issued (on the order's timeline too). */
export async function receiptEmail(
  db: Db,
  email: EmailService,
  payload: FiscalReceiptPayload,
  result: ReceiptResult,
  onceKey: string,
): Promise<void> {
  const order = await refundableOrder(db, payload.orderId)
  if (!order?.email) return
  await mailAboutOrder(db, email, order.id, { ...receiptEmailMessage(order, payload, result), onceKey })
}
