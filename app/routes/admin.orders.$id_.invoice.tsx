import { createFileRoute } from '@tanstack/react-router'
import { OrderPaper } from '../components/admin/order-paper'

/** The order's invoice (рахунок), for printing. */
export const Route = createFileRoute('/admin/orders/$id_/invoice')({ component: InvoicePage })

function InvoicePage() {
  const { id } = Route.useParams()
  return <OrderPaper id={id} paper="invoice" />
}
