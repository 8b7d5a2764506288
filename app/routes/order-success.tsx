import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '../components/order/order-success'
import { getI18n } from '../i18n'

/** Spec §2 named route OrderSuccessPage: renders the order kept in localStorage `order`, then clears the cart. */
export const Route = createFileRoute('/order-success')({
  staticData: { texts: ['order'] },
  head: ({ match }) => ({
    meta: [
      { title: getI18n(match.context.locale).t('order.success_meta_title') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: OrderSuccess,
})
