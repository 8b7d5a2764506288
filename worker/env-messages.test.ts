import { describe, expect, it } from 'vitest'
import { messageSettings, TURBOSMS_TEST_TOKEN } from './env-messages'

const SITE = { SITE_URL: 'https://shop.example' }

describe('Viber/SMS settings', () => {
  it('send to the local stand-in in development and tests', () => {
    expect(messageSettings(SITE, true)).toEqual({
      offReason: null,
      turbosms: {
        apiUrl: 'https://shop.example/dev/turbosms',
        token: TURBOSMS_TEST_TOKEN,
        smsSender: 'BeautyPro',
        viberSender: 'BeautyPro',
      },
    })
  })

  it('are off in production without the token or the sender, naming what is missing and never a value', () => {
    const none = messageSettings(SITE, false)
    expect(none.turbosms).toBeNull()
    expect(none.offReason).toContain('TURBOSMS_TOKEN, TURBOSMS_SMS_SENDER')
    const noSender = messageSettings({ ...SITE, TURBOSMS_TOKEN: 'live-token-123' }, false)
    expect(noSender.turbosms).toBeNull()
    expect(noSender.offReason).toContain('TURBOSMS_SMS_SENDER')
    expect(noSender.offReason).not.toContain('live-token-123')
  })

  it('are off in production pointed at the stand-in, and on with TurboSMS itself', () => {
    const standIn = messageSettings(
      {
        ...SITE,
        TURBOSMS_TOKEN: 't',
        TURBOSMS_SMS_SENDER: 'Shop',
        TURBOSMS_API_URL: 'https://shop.example/dev/turbosms',
      },
      false,
    )
    expect(standIn.offReason).toContain('stand-in')
    const live = messageSettings({ ...SITE, TURBOSMS_TOKEN: 't', TURBOSMS_SMS_SENDER: 'Shop' }, false)
    expect(live).toEqual({
      offReason: null,
      turbosms: { apiUrl: 'https://api.turbosms.ua', token: 't', smsSender: 'Shop', viberSender: 'Shop' },
    })
  })
})
