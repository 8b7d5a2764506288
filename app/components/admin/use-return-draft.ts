import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminOrderDetail } from '../../contract/admin-orders'
import { mayRestock, type ReturnReason } from '../../domain/order-returns'
import { useLocale } from '../../i18n/use-locale'
import { createReturn } from '../../lib/admin-queries/returns'
import { useFormatters } from './formatters'

/** A return being written: why, how many of each line, which go back to stock, whether money goes back; and its sending. */
export function useReturnDraft(order: AdminOrderDetail) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const send = useMutation(createReturn(String(order.id), useLocale()))
  // A second click lands before the disabled button is rendered: this closes the form at once, confirm included.
  const sending = useRef(false)
  const [reason, setReason] = useState<ReturnReason>('wrong_item')
  const [note, setNote] = useState('')
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [restock, setRestock] = useState<Record<number, boolean>>({})
  const [refund, setRefund] = useState(true)
  const open = order.lines.filter((l) => l.quantity > l.returned)
  const chosen = open.filter((l) => (quantities[l.id] ?? 0) > 0)
  // What the form expects to go back; the server computes the real figure (promo share, what is left of the payment).
  const estimate = chosen.reduce((sum, l) => sum + Math.round((l.total * quantities[l.id]!) / l.quantity), 0)
  const canRestock = mayRestock(reason)
  // An invoice was paid by bank transfer: its money goes back to the company's IBAN, not to a card.
  const byTransfer = order.pay_type === 'invoice'

  function submit() {
    if (sending.current) return
    const question = refund
      ? t('admin.returns.confirm', { amount: fmt.money(estimate) })
      : t('admin.returns.confirm_no_money')
    sending.current = true
    if (!window.confirm(question)) {
      sending.current = false
      return
    }
    const json = {
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      refund,
      ...(refund && byTransfer ? { sent_by_transfer: true as const } : {}),
      lines: chosen.map((l) => ({
        line_id: l.id,
        quantity: quantities[l.id]!,
        restock: canRestock && !!restock[l.id],
      })),
    }
    send.mutate(json, {
      onSuccess: () => {
        setQuantities({})
        setRestock({})
        setNote('')
      },
      onSettled: () => {
        sending.current = false
      },
    })
  }

  return {
    send,
    submit,
    open,
    chosen,
    reason,
    setReason,
    note,
    setNote,
    refund,
    setRefund,
    canRestock,
    quantityOf: (id: number) => quantities[id] ?? 0,
    setQuantity: (id: number, n: number) => setQuantities({ ...quantities, [id]: n }),
    restocks: (id: number) => canRestock && !!restock[id],
    setRestocks: (id: number, on: boolean) => setRestock({ ...restock, [id]: on }),
    way: (byTransfer
      ? 'transfer'
      : order.pay_type !== 'cash' && order.money.paid - order.money.refunded > 0
        ? 'card'
        : 'cash') as 'card' | 'cash' | 'transfer',
  }
}
