import { base64url } from 'jose'
import { AppError } from '../../../app/domain/app-error'
import type { Locale } from '../../../app/domain/locale'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import { claimJobs, type JobOutcome, type OutboxJob } from '../../../db/queries/outbox-jobs'
import { userById } from '../../../db/queries/accounts'
import { alertMail, type StockAlertKind, subscribe, unsubscribe } from '../../../db/queries/stock-alerts'
import type { EmailService } from '../email'
import { runMailJobs } from '../email/mail-jobs'
import { money } from '../orders/order-emails'

/** The outbox kind of an alert's email; the triggers on `variants` write it (migration stock_alerts). */
export const STOCK_ALERT_JOB = 'stock_alert'
const LEASE_MS = 120_000
const SWEEP_LIMIT = 50

export interface AlertWish {
  variantCode: string
  kind: StockAlertKind
  /** The address a guest typed (normalised); a signed-in buyer's account email is used instead. */
  email: string | null
  userId: number | null
  wholesale: boolean
  locale: Locale
}

const newToken = () => base64url.encode(crypto.getRandomValues(new Uint8Array(24)))
export const unsubscribePath = (token: string) => `/alerts/unsubscribe/${token}`
const productPath = (slug: string, locale: Locale) =>
  `/product/${encodeURIComponent(slug)}${locale === 'en' ? '?lang=en' : ''}`

export function createAlertService(db: Db, email: EmailService) {
  /** One alert's email; skipped when the buyer stopped it after the stock came back but before it went. */
  async function attempt(job: OutboxJob): Promise<JobOutcome> {
    const payload = job.payload as { alertId?: unknown; round?: unknown } | null
    const alert = typeof payload?.alertId === 'number' ? await alertMail(db, payload.alertId) : null
    if (!alert || alert.unsubscribed || alert.round !== payload?.round) return { status: 'skipped' }
    const t = emailTexts(alert.locale).alerts
    const values = {
      product: alert.productName,
      variant: alert.variantValue,
      price: money(alert.locale, alert.priceUah),
      was: money(alert.locale, alert.askedPriceUah),
    }
    await email.send({
      to: alert.email,
      locale: alert.locale,
      kind: alert.kind === 'stock' ? 'back_in_stock' : 'price_drop',
      content: {
        subject: fill(alert.kind === 'stock' ? t.stock_subject : t.price_subject, values),
        paragraphs: [fill(alert.kind === 'stock' ? t.stock_body : t.price_body, values), t.once],
        action: { label: t.open_product, url: productPath(alert.slug, alert.locale) },
        unsubscribe: { label: t.unsubscribe, url: unsubscribePath(alert.token) },
      },
    })
    return { status: 'done' }
  }

  return {
    /**
     * Keeps a buyer's wish. The answer never says whether the address had asked before (or has asked
     * too often), so nobody learns who waits for what; only a variant already in stock is refused.
     */
    async subscribe(wish: AlertWish, checkAddress: (email: string) => Promise<void>): Promise<void> {
      const user = wish.userId === null ? null : await userById(db, wish.userId)
      const email = user ? user.email : wish.email
      if (!email) throw new AppError('invalid_data', 'Enter your email', { email: ['required'] })
      // One address is counted too, wherever the asks come from, so nobody's inbox is flooded.
      await checkAddress(email)
      const outcome = await subscribe(db, { ...wish, email, userId: user?.id ?? null, token: newToken() })
      if (outcome === 'unknown_variant')
        throw new AppError('not_found', 'No such variant', { variant_code: ['unknown_variant'] })
      if (outcome === 'in_stock')
        throw new AppError('conflict', 'The variant is in stock', { variant_code: ['in_stock'] })
    },

    /** The email's link: stops the wish (again is fine); an unknown token is a 404. */
    async unsubscribe(token: string, now = Date.now()): Promise<void> {
      if (!(await unsubscribe(db, token, now))) throw new AppError('not_found', 'No such alert')
    },

    /** The Cron Trigger's sweep: every alert email written by a stock or price change and not sent yet. */
    async sendDue(now = Date.now()): Promise<number> {
      const jobs = await claimJobs(db, { kind: STOCK_ALERT_JOB, now, leaseMs: LEASE_MS, limit: SWEEP_LIMIT })
      return runMailJobs(db, jobs, now, attempt)
    },
  }
}

export type AlertService = ReturnType<typeof createAlertService>
