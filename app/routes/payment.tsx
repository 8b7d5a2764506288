import { createFileRoute } from '@tanstack/react-router'
import { PaymentRedirect } from '../components/payment/payment-redirect'
import { getI18n } from '../i18n'

/** Spec §2 Payment page (named route PaymentPage): the stored order goes to the card provider. */
export const Route = createFileRoute('/payment')({
  staticData: { texts: ['payment'] },
  head: ({ match }) => ({
    meta: [
      { title: `${getI18n(match.context.locale).t('payment.redirect_title')} | Beauty Pro` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: PaymentPage,
})

function PaymentPage() {
  const { locale } = Route.useRouteContext()
  return <PaymentRedirect locale={locale} />
}
