import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/status-pages'
import { PaymentCheck } from '../components/payment/payment-check'
import { outcomeOfOrderStatus } from '../domain/payment'
import { getI18n } from '../i18n'
import { getPaymentCheckPage } from '../server-fns/order'

/** Spec §2 Payment check: /check-payment/{orderReference}, the provider's returnUrl. */
export const Route = createFileRoute('/check-payment/$reference')({
  staticData: { texts: ['payment'] },
  head: ({ match }) => ({
    meta: [
      { title: `${getI18n(match.context.locale).t('payment.check_title_unknown')} | Beauty Pro` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  loader: async ({ params }) => {
    const order = await getPaymentCheckPage({ data: { reference: params.reference.slice(0, 200) } })
    // No such order: the store's 404, not a check that spins and then says the order was saved.
    if (!order) throw notFound()
    return { orderNumber: order.order_number, outcome: outcomeOfOrderStatus(order.status) }
  },
  component: CheckPaymentPage,
  notFoundComponent: () => <NotFoundPage />,
})

function CheckPaymentPage() {
  const { locale } = Route.useRouteContext()
  const { reference } = Route.useParams()
  // A new reference is a new check: remount so no state or timer of the previous one survives.
  return <PaymentCheck key={reference} reference={reference} locale={locale} checked={Route.useLoaderData()} />
}
