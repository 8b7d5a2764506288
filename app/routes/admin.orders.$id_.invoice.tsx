import { createFileRoute } from '@tanstack/react-router'
import { OrderPaper } from '../components/admin/order-paper'

/** The order's invoice (рахунок), for printing; a partner's order paid by invoice prints the partner's invoice. */
export const Route = createFileRoute('/admin/orders/$id_/invoice')({
  staticData: { texts: ['order'] },
  component: InvoicePage,
})

function InvoicePage() {
  const { id } = Route.useParams()
  return <OrderPaper id={id} paper="invoice" />
}
