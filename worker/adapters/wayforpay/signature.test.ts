import { describe, expect, it } from 'vitest'
import { TEST_MERCHANT } from './test-merchant'
import {
  acceptSignature,
  checkStatusSignature,
  hmacMd5Hex,
  purchaseSignature,
  refundAnswerSignature,
  refundSignature,
  signatureMatches,
  transactionSignature,
} from './signature'

/** WayForPay's published example (Purchase documentation). */
const PUBLISHED = {
  secret: 'dhkq3vUi94{Z!5frxs(02ML',
  fields: {
    merchantAccount: 'test_merchant',
    merchantDomainName: 'www.market.ua',
    orderReference: 'DH783023',
    orderDate: 1415379863,
    amount: 1547.36,
    currency: 'UAH',
    productName: ['Процессор Intel Core i5-4670 3.4GHz', 'Память Kingston DDR3-1600 4096MB PC3-12800'],
    productCount: [1, 1],
    productPrice: [1000, 547.36],
  },
  signature: '3f787303ac524389b4a76383f9508251',
}

// Fixtures for the public test merchant, computed independently with `openssl dgst -md5 -hmac <secret>`.
const order = { merchantAccount: 'test_merch_n1', orderReference: 'BP-7f3a9c' }

describe('WayForPay signatures', () => {
  it('reproduces the published test vector', () => {
    expect(purchaseSignature(PUBLISHED.secret, PUBLISHED.fields)).toBe(PUBLISHED.signature)
  })

  it('signs a Purchase for the test merchant, each product array whole before the next', () => {
    const signature = purchaseSignature(TEST_MERCHANT.secret, {
      ...order,
      merchantDomainName: 'beauty.example',
      orderDate: 1767225600,
      amount: 1330,
      currency: 'UAH',
      productName: ['Крем для обличчя 50 мл', 'Shampoo 250 ml', 'Доставка'],
      productCount: [1, 2, 1],
      productPrice: [640, 270, 150],
    })
    expect(signature).toBe('96cce7c68aa495037a908718ee77aafd')
  })

  it('signs a transaction report over merchantAccount;orderReference;amount;currency;authCode;cardPan;transactionStatus;reasonCode', () => {
    const report = {
      ...order,
      amount: 1330,
      currency: 'UAH',
      authCode: '541963',
      cardPan: '41****1111',
      transactionStatus: 'Approved',
      reasonCode: 1100,
    }
    expect(transactionSignature(TEST_MERCHANT.secret, report)).toBe('269a75bd37c1e620352ea0aa80faf392')
    expect(transactionSignature(TEST_MERCHANT.secret, { ...report, amount: '1330', reasonCode: '1100' })).toBe(
      '269a75bd37c1e620352ea0aa80faf392',
    )
    expect(transactionSignature(TEST_MERCHANT.secret, { ...report, amount: 1331 })).not.toBe(
      '269a75bd37c1e620352ea0aa80faf392',
    )
  })

  it('signs the accept reply and a CHECK_STATUS request', () => {
    expect(
      acceptSignature(TEST_MERCHANT.secret, { orderReference: 'BP-7f3a9c', status: 'accept', time: 1767229200 }),
    ).toBe('4c10693bc2a2f6406939a24872c735e9')
    expect(checkStatusSignature(TEST_MERCHANT.secret, order)).toBe('28806cb1d78d8dc0c1100084e2dd9bc4')
  })

  it('depends on the secret', () => {
    expect(hmacMd5Hex('other secret', 'test_merch_n1;BP-7f3a9c')).not.toBe('28806cb1d78d8dc0c1100084e2dd9bc4')
  })
})

describe('signatureMatches', () => {
  const expected = '28806cb1d78d8dc0c1100084e2dd9bc4'
  it.each([
    [expected, true],
    [expected.toUpperCase(), true],
    ['28806cb1d78d8dc0c1100084e2dd9bc5', false],
    [expected.slice(0, 31), false],
    ['', false],
    [undefined, false],
    [12345, false],
  ])('%s → %s', (received, ok) => {
    expect(signatureMatches(expected, received)).toBe(ok)
  })
})

describe('WayForPay REFUND signatures', () => {
  // Computed independently with `printf '…' | openssl dgst -md5 -hmac <secret>`.
  it('signs the request over merchantAccount;orderReference;amount;currency', () => {
    expect(refundSignature(TEST_MERCHANT.secret, { ...order, amount: 640.5, currency: 'UAH' })).toBe(
      '075eed65be9014ea14563676ffe8b565',
    )
  })

  it('checks the answer over merchantAccount;orderReference;transactionStatus;reasonCode', () => {
    expect(
      refundAnswerSignature(TEST_MERCHANT.secret, { ...order, transactionStatus: 'Refunded', reasonCode: 1100 }),
    ).toBe('7260b382396df1ba2c8f93b945184c96')
  })
})
