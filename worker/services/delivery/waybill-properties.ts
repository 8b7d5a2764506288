import { carrierFeePayer } from '../../../app/domain/delivery-cost'
import type { DeliveryType, PaymentType } from '../../../app/domain/order-status'
import { ukrainianPhoneDigits } from '../../../app/domain/text-rules'
import { kyivDate } from '../../../app/domain/kyiv-time'
import { branchNumber, carrierDate } from '../../../app/domain/waybill'
import type { WaybillSource } from '../../../db/queries/waybills'
import type { WaybillProperties } from '../../adapters/nova-poshta-documents'
import type { WaybillSender } from '../../env-waybills'

/** What staff say of the parcel; everything else comes from the stored order. */
export interface Parcel {
  weightKg: number
  seats: number
}

/** "+380 67 123 45 67", "067…" → "380671234567", as the carrier takes a phone; '' when it is not one. */
const carrierPhone = (phone: string): string => ukrainianPhoneDigits(phone) ?? ''

/** "м. Київ, Київська обл." → city "Київ", area "Київська"; a bare "Київ" stays as it is. */
function cityParts(text: string): { city: string; area: string } {
  const [first = '', ...rest] = text.split(',').map((p) => p.trim())
  const city = first.replace(/^(м\.|с\.|смт\.?|селище)\s*/u, '')
  const area = rest.find((p) => /обл\.?$/u.test(p))?.replace(/\s*обл\.?$/u, '') ?? ''
  return { city, area }
}

/**
 * InternetDocument.save's methodProperties for an order, as the carrier documents them for a
 * private recipient without a counterparty made beforehand (NewAddress "1", RecipientsPhone,
 * RecipientName): to a branch (WarehouseWarehouse, the branch's number) or to the door
 * (WarehouseDoors, street, house and flat). The buyer pays the carrier's fee at a branch unless the
 * store pays it (app/domain carrierFeePayer: a card order, a courier order); a cash-on-delivery
 * order carries BackwardDeliveryData with what the buyer still owes; the declared value is the total.
 * Null with a message code when the order lacks what the carrier needs.
 */
export function waybillProperties(
  order: WaybillSource,
  sender: WaybillSender,
  parcel: Parcel,
  extra: { token: string; codUah: number; now: number },
): { properties: WaybillProperties } | { problem: string } {
  const phone = carrierPhone(order.phone)
  if (!phone) return { problem: 'waybill_no_phone' }
  const toBranch = order.deliveryType === 'newpost'
  const where = toBranch ? cityParts(order.npCity) : cityParts(order.courierCity || 'Київ')
  const branch = branchNumber(order.npBranch)
  if (toBranch && (!where.city || !branch)) return { problem: 'waybill_no_branch' }
  if (!toBranch && (!order.courierStreet.trim() || !order.courierHouse.trim())) return { problem: 'waybill_no_address' }
  const properties: WaybillProperties = {
    PayerType:
      carrierFeePayer(order.deliveryType as DeliveryType, order.payType as PaymentType) === 'buyer'
        ? 'Recipient'
        : 'Sender',
    PaymentMethod: 'Cash',
    DateTime: carrierDate(kyivDate(extra.now)),
    CargoType: 'Parcel',
    Weight: String(parcel.weightKg),
    SeatsAmount: String(parcel.seats),
    ServiceType: toBranch ? 'WarehouseWarehouse' : 'WarehouseDoors',
    Description: 'Косметика',
    Cost: String(Math.max(1, order.totalUah)),
    CitySender: sender.cityRef,
    Sender: sender.senderRef,
    SenderAddress: sender.addressRef,
    ContactSender: sender.contactRef,
    SendersPhone: sender.phone,
    NewAddress: '1',
    RecipientType: 'PrivatePerson',
    RecipientName: [order.lastName, order.firstName, order.fatherName].filter(Boolean).join(' '),
    RecipientsPhone: phone,
    RecipientCityName: where.city,
    RecipientArea: where.area,
    RecipientAreaRegions: '',
    RecipientAddressName: toBranch ? branch : order.courierStreet.trim(),
    RecipientHouse: toBranch ? '' : order.courierHouse.trim(),
    RecipientFlat: toBranch ? '' : order.courierApartment.trim(),
    InfoRegClientBarcodes: extra.token,
    AdditionalInformation: `Замовлення № ${order.number}`,
  }
  if (extra.codUah > 0)
    properties.BackwardDeliveryData = [
      { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(extra.codUah) },
    ]
  return { properties }
}
