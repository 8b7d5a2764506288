import { describe, expect, it } from 'vitest'
import { deploymentReport } from './deploy-check'

const vars = { APP_ENV: 'production', CONTENT_SOURCE: 'lake', SITE_URL: 'https://shop.example' }
const required = [
  'TURSO_DATABASE_URL',
  'TURSO_AUTH_TOKEN',
  'JWT_SECRET',
  'SANITY_PROJECT_ID',
  'TURNSTILE_SECRET_KEY',
  'EMAIL_API_KEY',
]

describe('the deployment check', () => {
  it('names the missing WayForPay, Checkbox and TurboSMS settings: card payment and Viber/SMS will be off', () => {
    const report = deploymentReport(vars, required)
    expect(report.refused).toBeNull()
    expect(report.off).toEqual([
      expect.stringContaining('WAYFORPAY_MERCHANT_SECRET'),
      expect.stringContaining('CHECKBOX_LICENSE_KEY'),
      expect.stringMatching(/Viber\/SMS messages are off: missing TURBOSMS_TOKEN, TURBOSMS_SMS_SENDER/),
    ])
  })

  it('has nothing to say with every secret set', () => {
    const all = [
      ...required,
      'WAYFORPAY_MERCHANT_ACCOUNT',
      'WAYFORPAY_MERCHANT_SECRET',
      'CHECKBOX_API_URL',
      'CHECKBOX_LICENSE_KEY',
      'CHECKBOX_CASHIER_PIN',
      'TURBOSMS_TOKEN',
    ]
    expect(deploymentReport({ ...vars, TURBOSMS_SMS_SENDER: 'BeautyPro' }, all)).toEqual({ refused: null, off: [] })
  })

  it('tells that the Worker will refuse to serve without a required secret', () => {
    const report = deploymentReport(
      vars,
      required.filter((name) => name !== 'JWT_SECRET'),
    )
    expect(report.refused).toContain('JWT_SECRET')
  })
})
