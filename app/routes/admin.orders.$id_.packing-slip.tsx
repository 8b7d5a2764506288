import { createFileRoute } from '@tanstack/react-router'
import { OrderPaper } from '../components/admin/order-paper'

/** The order's packing slip (пакувальний лист), for printing: what to pack, without prices. */
export const Route = createFileRoute('/admin/orders/$id_/packing-slip')({ component: PackingSlipPage })

function PackingSlipPage() {
  const { id } = Route.useParams()
  return <OrderPaper id={id} paper="packing_slip" />
}
