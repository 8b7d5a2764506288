import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '../components/order/order-success'
import { getI18n } from '../i18n'
import { getOrderSuccessPage } from '../server-fns/order'

/**
 * Spec §2 named route OrderSuccessPage: the order of this browser's order cookie as the server has
 * it (localStorage `order` when there is no cookie), then the cart is cleared.
 */
export const Route = createFileRoute('/order-success')({
  staticData: { texts: ['order'] },
  loader: ({ context }) => getOrderSuccessPage({ data: { locale: context.locale } }),
  head: ({ match }) => ({
    meta: [
      { title: getI18n(match.context.locale).t('order.success_meta_title') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: OrderSuccessRoute,
})

function OrderSuccessRoute() {
  return <OrderSuccess server={Route.useLoaderData()} />
}
