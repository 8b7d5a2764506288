import type { uaWholesaleRules } from './wholesale.ua'

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** English texts of the partners' order rules (part of en.ts). */
export const enWholesaleRules: Widen<typeof uaWholesaleRules> = {
  wholesale_rules: {
    wholesale_minimum: 'The minimum wholesale order is {{minimum}}: add {{short}} more',
    pack_multiple: 'Sold in packs of {{pack}}',
    rounded: 'Rounded up to whole packs: it was {{from}}',
    checkout_blocked: 'The order does not meet the wholesale terms yet — correct the cart to place it.',
  },
  price_list: {
    download: 'Download the price list (CSV)',
    failed: 'The price list could not be downloaded. Please try again.',
    file: 'beauty-pro-prices',
  },
}
