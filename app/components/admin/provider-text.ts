import { useTranslation } from 'react-i18next'
import { emailNote, refusalReason, scheduledRefundReason, transactionStatusKey } from '../../domain/provider-words'

/** The provider's words and the store's timeline notes as sentences staff read (app/domain/provider-words.ts). */
export function useProviderText() {
  const { t } = useTranslation()
  return {
    /** A refused refund's reason: a sentence, with WayForPay's code beside it when known. */
    refusal(raw: string | null | undefined): string {
      const reason = refusalReason(raw)
      const sentence = t(`admin.provider.reason.${reason.key}`)
      return reason.code === null ? sentence : `${sentence} (${t('admin.provider.code', { code: reason.code })})`
    },
    /** Why a scheduled refund's last attempt did not go through; null before its first attempt. */
    scheduledError(raw: string | null): string | null {
      const reason = scheduledRefundReason(raw)
      if (!reason) return null
      const sentence = t(`admin.provider.reason.${reason.key}`)
      return reason.code === null ? sentence : `${sentence} (${t('admin.provider.code', { code: reason.code })})`
    },
    /** A payment report: who reported, what the payment's state is, whether its signature held. */
    report(report: { source: string; transaction_status: string | null; signature_valid: boolean }): string {
      const source = t(`admin.provider.source.${report.source}`, { defaultValue: t('admin.provider.source.callback') })
      const status = t(`admin.provider.status.${transactionStatusKey(report.transaction_status)}`)
      const signature = report.signature_valid ? t('admin.provider.signature_ok') : t('admin.provider.signature_bad')
      return `${source}: ${status}; ${signature}`
    },
    /** An email entry of the timeline, or null when the note is not one the mailer wrote. */
    email(note: string): string | null {
      const parsed = emailNote(note)
      if (!parsed) return null
      const what = t(`admin.provider.email_kind.${parsed.kind}`, { defaultValue: parsed.subject })
      return t('admin.provider.email_sent', { what, to: parsed.to })
    },
  }
}
