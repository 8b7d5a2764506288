import { createFileRoute } from '@tanstack/react-router'
import { QuickOrderPage } from '../components/quick-order/quick-order-page'
import { getI18n } from '../i18n'

/** The partner's quick order by codes. The partner is known only in the browser (the token), so the page renders there. */
export const Route = createFileRoute('/quick-order')({
  staticData: { texts: ['order'] },
  head: ({ match }) => ({
    meta: [
      { title: getI18n(match.context.locale).t('order.quick.meta_title') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: QuickOrderRoute,
})

function QuickOrderRoute() {
  const { locale } = Route.useRouteContext()
  return <QuickOrderPage locale={locale} />
}
