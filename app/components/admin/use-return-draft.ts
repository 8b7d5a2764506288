import { useForm, useStore } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { mayRestock, returnMoney, type RestWay, type ReturnReason } from '../../domain/order-returns'
import { useLocale } from '../../i18n/use-locale'
import { createReturn } from '../../lib/admin-queries/returns'
import { useFormatters } from './formatters'

interface ReturnDraft {
  /** Empty until staff choose: the reason decides whether units may go back on sale. */
  reason: ReturnReason | ''
  note: string
  quantities: Record<number, number>
  restock: Record<number, boolean>
  refund: boolean
  /** How staff pay back what the provider cannot; empty until they say. */
  restBy: RestWay | ''
}

const emptyDraft = (): ReturnDraft => ({ reason: '', note: '', quantities: {}, restock: {}, refund: true, restBy: '' })

/**
 * A return being written (why, how many of each line, which go back to stock, whether money goes
 * back and how the part the provider cannot give back goes), checked before it is sent, and its sending.
 */
export function useReturnDraft(order: AdminOrderDetail) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const send = useMutation(createReturn(String(order.id), useLocale()))
  // A second click lands before the disabled button is rendered: this closes the form at once, confirm included.
  const sending = useRef(false)
  const open = order.lines.filter((l) => l.quantity > l.returned)
  // An invoice was paid by bank transfer: its money goes back to the company's IBAN, not to a card.
  const byTransfer = order.pay_type === 'invoice'

  /** What the form expects to go back and how; the server computes the real figure (promo share) the same way. */
  function splitOf(d: ReturnDraft) {
    const chosen = open.filter((l) => (d.quantities[l.id] ?? 0) > 0)
    const estimate = chosen.reduce((sum, l) => sum + Math.round((l.total * d.quantities[l.id]!) / l.quantity), 0)
    const m = order.money
    const split = returnMoney(estimate, {
      payType: order.pay_type,
      providerLeftUah: m.paid - m.refunded - m.refund_pending,
      paidLeftUah: m.paid_total - m.refunded_total - m.refund_pending,
    })
    return { chosen, estimate, ...split }
  }

  const form = useForm({
    defaultValues: emptyDraft(),
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {}
        if (!value.reason) fields.reason = 'return_reason'
        if (value.reason === 'goodwill' && !value.note.trim()) fields.note = 'return_goodwill_note'
        if (value.refund && splitOf(value).restUah > 0 && !value.restBy) fields.restBy = 'return_rest_way'
        return Object.keys(fields).length > 0 ? { fields } : undefined
      },
    },
    onSubmit: ({ value }) => record(value),
  })
  const values = useStore(form.store, (s) => s.values)
  const split = splitOf(values)
  const canRestock = !!values.reason && mayRestock(values.reason)

  function question(d: ReturnDraft) {
    if (!d.refund) return t('admin.returns.confirm_no_money')
    const parts = [
      split.providerUah > 0 &&
        t(byTransfer ? 'admin.returns.split_transfer' : 'admin.returns.split_card', {
          amount: fmt.money(split.providerUah),
        }),
      split.restUah > 0 && t(`admin.returns.split_rest_${d.restBy}`, { amount: fmt.money(split.restUah) }),
    ].filter(Boolean)
    return [t('admin.returns.confirm', { amount: fmt.money(split.providerUah + split.restUah) }), ...parts].join('\n')
  }

  function record(d: ReturnDraft) {
    if (sending.current || !d.reason) return
    sending.current = true
    if (!window.confirm(question(d))) {
      sending.current = false
      return
    }
    const json = {
      reason: d.reason,
      ...(d.note.trim() ? { note: d.note.trim() } : {}),
      refund: d.refund,
      ...(d.refund && byTransfer ? { sent_by_transfer: true as const } : {}),
      ...(d.refund && split.restUah > 0 && d.restBy ? { rest_by: d.restBy } : {}),
      lines: split.chosen.map((l) => ({
        line_id: l.id,
        quantity: d.quantities[l.id]!,
        restock: canRestock && !!d.restock[l.id],
      })),
    }
    send.mutate(json, {
      onSuccess: () => form.reset(emptyDraft()),
      onSettled: () => {
        sending.current = false
      },
    })
  }

  return {
    form,
    send,
    open,
    split,
    values,
    canRestock,
    byTransfer,
    ready: !send.isPending && split.chosen.length > 0,
  }
}

export type ReturnDraftApi = ReturnType<typeof useReturnDraft>
