import type { EmailService } from '../email'
import { logLine } from './log'

/** What an operator must act on; each kind is emailed to the staff mailbox at most once an hour. */
export const OPS_ALERT_KINDS = ['payment_check', 'job_failed', 'checkbox_down', 'email_down', 'carrier_down'] as const
export type OpsAlertKind = (typeof OPS_ALERT_KINDS)[number]

const ONCE_PER_SECONDS = 3600
const keyOf = (kind: OpsAlertKind) => `ops-alert:${kind}`

/** The staff email of each kind: a sentence a clerk understands and where to act. */
const TEXTS: Record<OpsAlertKind, { subject: string; body: string }> = {
  payment_check: {
    subject: 'Оплата не збіглася із замовленням',
    body: 'WayForPay повідомив про оплату, сума або валюта якої не збігається із замовленням. Перевірте замовлення зі статусом «Перевірка оплати».',
  },
  job_failed: {
    subject: 'Завдання не виконано після всіх спроб',
    body: 'Магазин кілька разів намагався надіслати чек, лист чи сповіщення, але так і не зміг. Перегляньте, що саме не вдалося.',
  },
  checkbox_down: {
    subject: 'Checkbox не видає чеки вже понад десять хвилин',
    body: 'Чеки не видаються: сервіс Checkbox не відповідає або відмовляє. Магазин повторюватиме спроби сам; якщо це триватиме, зверніться до Checkbox.',
  },
  email_down: {
    subject: 'Листи покупцям не надсилаються',
    body: 'Поштовий сервіс відмовив у всіх листах за останні чверть години. Перевірте ключ і баланс поштового сервісу.',
  },
  carrier_down: {
    subject: 'Нова пошта не відповідає вже кілька хвилин',
    body: 'Магазин не може дізнатися стан посилок у Нової пошти. Статуси доставки оновляться, щойно вона відповість.',
  },
}

export interface OpsAlerts {
  /** Logs the trouble (always) and emails the staff mailbox unless this kind was emailed within the hour. True when emailed. */
  raise(kind: OpsAlertKind, detail?: Record<string, unknown>): Promise<boolean>
}

/**
 * KV keeps the last email of each kind for an hour (its expiry ends the pause). KV is not atomic, so
 * two isolates at the same moment may both send: a rare second email, never a flood.
 */
export function createOpsAlerts(kv: KVNamespace, email: EmailService): OpsAlerts {
  return {
    async raise(kind, detail = {}) {
      logLine('error', { type: 'alert', kind, ...detail })
      const sent = await kv.get(keyOf(kind)).catch(() => null)
      if (sent !== null) return false
      await kv.put(keyOf(kind), String(Date.now()), { expirationTtl: ONCE_PER_SECONDS }).catch(() => undefined)
      const text = TEXTS[kind]
      await email.notifyStaff({
        kind: 'ops_alert',
        content: {
          subject: text.subject,
          paragraphs: [text.body],
          action: { label: 'Відкрити стан магазину', url: '/admin/health' },
          audience: 'staff',
        },
      })
      return true
    },
  }
}
