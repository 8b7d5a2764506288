import type { uaAdminWholesale, uaAdminWholesaleErrors } from './admin-wholesale.ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** English back-office texts of the partners' order rules and requisite changes (part of admin.en.ts). */
export const enAdminWholesale: Widen<typeof uaAdminWholesale> = {
  wholesale: {
    settings_title: 'Wholesale terms',
    minimum: 'Minimum wholesale order, UAH',
    minimum_hint: '0: no minimum. A partner cannot place an order whose goods (delivery not counted) total less.',
    save: 'Save',
    saved: 'Saved.',
  },
}

export const enAdminWholesaleErrors: Widen<typeof uaAdminWholesaleErrors> = {
  wholesale_minimum_range: 'Whole hryvnias from 0 to 10,000,000',
  pack_size_range: 'Whole pieces from 1 to 1000',
}
