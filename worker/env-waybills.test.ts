import { describe, expect, it } from 'vitest'
import { STAND_IN_SENDER, waybillEnvSchema, waybillSettings } from './env-waybills'

const settings = (env: Record<string, string>, local = false) =>
  waybillSettings(
    { ...waybillEnvSchema.parse(env), SITE_URL: 'https://shop.example', ...env },
    local,
    '/dev/novaposhta',
  )
const complete = {
  NOVA_POSHTA_API_KEY: 'key',
  NOVA_POSHTA_SENDER_REF: '11111111-2222-3333-4444-555555555555',
  NOVA_POSHTA_SENDER_CONTACT_REF: '11111111-2222-3333-4444-555555555556',
  NOVA_POSHTA_SENDER_CITY_REF: '11111111-2222-3333-4444-555555555557',
  NOVA_POSHTA_SENDER_ADDRESS_REF: '11111111-2222-3333-4444-555555555558',
  NOVA_POSHTA_SENDER_PHONE: '380441234567',
}

describe('waybill settings', () => {
  it('in production need the key and every sender ref, or waybills are off naming what is missing', () => {
    expect(settings(complete)).toMatchObject({ off: null, sender: { printUrl: 'https://my.novaposhta.ua' } })
    const { NOVA_POSHTA_API_KEY: _key, NOVA_POSHTA_SENDER_PHONE: _phone, ...partial } = complete
    const missing = settings(partial)
    expect(missing.sender).toBeNull()
    expect(missing.off).toContain('NOVA_POSHTA_API_KEY')
    expect(missing.off).toContain('NOVA_POSHTA_SENDER_PHONE')
    expect(missing.off).not.toContain('NOVA_POSHTA_SENDER_REF,')
    expect(missing.off).not.toContain('key')
  })

  it('in production refuse the stand-in’s label address, and can be switched off on purpose', () => {
    expect(settings({ ...complete, NOVA_POSHTA_PRINT_URL: 'https://shop.example/dev/novaposhta/my' }).sender).toBeNull()
    expect(settings({ ...complete, NOVA_POSHTA_WAYBILLS: 'off' }).off).toContain('NOVA_POSHTA_WAYBILLS=off')
  })

  it('use the stand-in’s test sender locally', () => {
    expect(settings({}, true)).toMatchObject({
      off: null,
      sender: { ...STAND_IN_SENDER, printUrl: 'https://shop.example/dev/novaposhta/my' },
    })
  })

  it('take refs only as GUIDs and the phone as 380XXXXXXXXX', () => {
    expect(waybillEnvSchema.safeParse({ NOVA_POSHTA_SENDER_REF: 'not-a-ref' }).success).toBe(false)
    expect(waybillEnvSchema.safeParse({ NOVA_POSHTA_SENDER_PHONE: '0441234567' }).success).toBe(false)
  })
})
