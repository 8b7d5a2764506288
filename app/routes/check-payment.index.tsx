import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getI18n } from '../i18n'
import { ORDER_STORAGE_KEY, readStoredOrder } from '../lib/payment-form'
import { useStoredValue } from '../lib/use-stored-value'

/** /check-payment without a reference (spec §2: the slug is optional): checks the stored order. */
export const Route = createFileRoute('/check-payment/')({
  staticData: { texts: ['payment'] },
  head: ({ match }) => ({
    meta: [
      { title: `${getI18n(match.context.locale).t('payment.check_payment')} | Beauty Pro` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: CheckStoredOrderPayment,
})

function CheckStoredOrderPayment() {
  const { t } = useTranslation()
  const router = useRouter()
  const raw = useStoredValue(ORDER_STORAGE_KEY)
  const order = useMemo(() => (raw === undefined ? undefined : readStoredOrder(raw)), [raw])
  useEffect(() => {
    if (order)
      void router.navigate({ to: '/check-payment/$reference', params: { reference: order.reference }, replace: true })
  }, [order, router])
  if (order !== null) return null
  return (
    <section className="container status-page" data-testid="payment-no-order">
      <h1>{t('payment.no_order_title')}</h1>
      <p>{t('payment.no_order_text')}</p>
      <a href="/catalogue" className="btn btn--primary">
        {t('payment.to_catalogue')}
      </a>
    </section>
  )
}
