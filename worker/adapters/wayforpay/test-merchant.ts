/**
 * WayForPay's public test merchant, published for integrations to try the protocol. Development and
 * tests sign with it, and the local provider sandbox accepts only it. Not a secret of this store.
 */
export const TEST_MERCHANT = { account: 'test_merch_n1', secret: 'flk3409refn54t54t*FNJRET' } as const
