import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../components/order/checkout-page'
import { getI18n } from '../i18n'

/** Spec §2 /order: checkout, reached from the cart. The cart lives in the browser, so the page renders there. */
export const Route = createFileRoute('/order')({
  staticData: { texts: ['order'] },
  head: ({ match }) => ({
    meta: [
      { title: getI18n(match.context.locale).t('order.meta_title') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: OrderRoute,
})

function OrderRoute() {
  const { locale } = Route.useRouteContext()
  return <CheckoutPage locale={locale} />
}
