import { describe, expect, it } from 'vitest'
import { purchaseSignature } from '../../worker/adapters/wayforpay/signature'

/** The signatures run on node:crypto; production runs them in workerd, so the published vector is checked there too. */
describe('WayForPay HMAC-MD5 inside workerd', () => {
  it('reproduces the published test vector', () => {
    const signature = purchaseSignature('dhkq3vUi94{Z!5frxs(02ML', {
      merchantAccount: 'test_merchant',
      merchantDomainName: 'www.market.ua',
      orderReference: 'DH783023',
      orderDate: 1415379863,
      amount: 1547.36,
      currency: 'UAH',
      productName: ['Процессор Intel Core i5-4670 3.4GHz', 'Память Kingston DDR3-1600 4096MB PC3-12800'],
      productCount: [1, 1],
      productPrice: [1000, 547.36],
    })
    expect(signature).toBe('3f787303ac524389b4a76383f9508251')
  })
})
