import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { InvoiceLoading } from '../components/invoice/invoice-loading'
import { getI18n } from '../i18n'

/** A partner's printable invoice of an order paid by bank transfer; the token is in the browser, so it renders there. */
// The invoice reads through the query layer, whose chunk comes with the page's own after the first paint.
const InvoicePage = lazy(() => import('../components/invoice/invoice-page').then((m) => ({ default: m.InvoicePage })))

export const Route = createFileRoute('/invoice/$id')({
  staticData: { texts: ['order'] },
  head: ({ match }) => ({
    meta: [
      { title: getI18n(match.context.locale).t('order.invoice.meta_title') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { locale } = Route.useRouteContext()
  const { id } = Route.useParams()
  // Anything but an order's number-like id names no invoice (the page then says so).
  return (
    <Suspense fallback={<InvoiceLoading />}>
      <InvoicePage id={/^\d{1,10}$/.test(id) ? Number(id) : 0} locale={locale} loading={<InvoiceLoading />} />
    </Suspense>
  )
}
