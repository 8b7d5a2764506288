import { describe, expect, it } from 'vitest'
import { checkboxEnvSchema, fiscalSettings } from './env-checkbox'

const settings = (env: Record<string, string>, local = false) =>
  fiscalSettings({ ...checkboxEnvSchema.parse(env), SITE_URL: 'https://shop.example' }, local)
const complete = {
  CHECKBOX_API_URL: 'https://api.checkbox.ua/api/v1',
  CHECKBOX_LICENSE_KEY: 'key',
  CHECKBOX_CASHIER_LOGIN: 'cashier',
  CHECKBOX_CASHIER_PASSWORD: 'secret',
}

describe('fiscal receipt settings', () => {
  it('in production need the address, the licence key and a cashier, or card payment is off naming what is missing', () => {
    expect(settings(complete)).toMatchObject({
      blocksCardPayment: null,
      checkbox: { cashier: { login: 'cashier', password: 'secret' }, taxCodes: [] },
    })
    const missing = settings({ CHECKBOX_API_URL: complete.CHECKBOX_API_URL, CHECKBOX_CASHIER_PIN: '1' })
    expect(missing.checkbox).toBeNull()
    expect(missing.blocksCardPayment).toContain('CHECKBOX_LICENSE_KEY')
    expect(missing.blocksCardPayment).not.toContain('CHECKBOX_API_URL')
  })

  it('in production refuse the local stand-in', () => {
    const standIn = settings({ ...complete, CHECKBOX_API_URL: 'https://shop.example/dev/checkbox/api/v1' })
    expect(standIn.checkbox).toBeNull()
    expect(standIn.blocksCardPayment).toContain('stand-in')
  })

  it('are off for an exempt seller without blocking card payment, and carry the tax codes set', () => {
    expect(settings({ FISCAL_RECEIPTS: 'off' })).toEqual({ checkbox: null, exempt: true, blocksCardPayment: null })
    expect(settings({ ...complete, CHECKBOX_TAX_CODES: '8, 2' }).checkbox?.taxCodes).toEqual(['8', '2'])
    expect(() => settings({ CHECKBOX_TAX_CODES: '8;2' })).toThrow()
  })

  it('in development default to the stand-in and its test cashier', () => {
    expect(settings({}, true).checkbox).toMatchObject({
      apiUrl: 'https://shop.example/dev/checkbox/api/v1',
      cashier: { pin: '1234' },
      receiptPageBase: 'https://shop.example/dev/checkbox/check/',
    })
  })
})
