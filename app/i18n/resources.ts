import { enAccounts } from './accounts.en'
import { uaAccounts } from './accounts.ua'
import { enAdmin } from './admin.en'
import { uaAdmin } from './admin.ua'
import { en } from './en'
import { enOrder } from './order.en'
import { uaOrder } from './order.ua'
import { enPayment } from './payment.en'
import { uaPayment } from './payment.ua'
import { ua } from './ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
/** The texts every page needs (ua.ts, en.ts). English must carry every Ukrainian key (the type checker enforces it). */
export type MainTranslations = Widen<typeof ua>
/** The back office's texts (admin.*.ts), the `admin` section, loaded with its routes only. */
export type AdminTranslations = Widen<typeof uaAdmin>
/** Sign-in, registration and profile texts (accounts.*.ts), the `accounts` section. */
export type AccountsTranslations = Widen<typeof uaAccounts>
/** Card payment texts (payment.*.ts), the `payment` section. */
export type PaymentTranslations = Widen<typeof uaPayment>
/** Checkout and order-success texts (order.*.ts), the `order` section. */
export type OrderTranslations = Widen<typeof uaOrder>
export type SectionTranslations = {
  admin: AdminTranslations
  accounts: AccountsTranslations
  payment: PaymentTranslations
  order: OrderTranslations
}
export type Translations = MainTranslations & SectionTranslations

/** Every text of both languages, as the server (and the API's localised answers) uses them. */
export const resources = {
  ua: { translation: { ...ua, admin: uaAdmin, accounts: uaAccounts, payment: uaPayment, order: uaOrder } },
  en: { translation: { ...en, admin: enAdmin, accounts: enAccounts, payment: enPayment, order: enOrder } },
} as const
