import { describe, expect, it } from 'vitest'
import { registerCustomerSchema } from '../../contract/account'
import { leadRequestSchema, partnerApplicationSchema } from '../../contract/forms'
import { formLayer } from './form-layer'

const EMPTY = { street: '', house: '', apartment: '' }

describe('the form layer', () => {
  it('hands what was typed and shown before it arrived over to TanStack Form', async () => {
    const layer = formLayer(EMPTY)
    let heard = 0
    layer.subscribe(() => (heard += 1))
    layer.store.setValue('street', 'вул. Січових Стрільців')
    layer.store.setMeta('house', () => ({ isBlurred: true, errorMap: { onBlur: { code: 'required' } } }))
    const buffer = layer.store
    await layer.load()
    expect(layer.store).not.toBe(buffer)
    expect(layer.store.values).toEqual({ street: 'вул. Січових Стрільців', house: '', apartment: '' })
    expect(layer.store.meta.house?.errorMap?.onBlur).toEqual({ code: 'required' })
    const before = heard
    layer.store.setValue('apartment', '3/1')
    expect(heard).toBeGreaterThan(before)
  })

  it('keeps loaded values after a reset to them when another field changes', async () => {
    const layer = formLayer(EMPTY)
    await layer.load()
    layer.store.reset({ street: 'просп. Лесі Українки', house: '5', apartment: '12' })
    layer.store.setValue('apartment', '14')
    expect(layer.store.values).toEqual({ street: 'просп. Лесі Українки', house: '5', apartment: '14' })
    expect(layer.store.meta.street?.errorMap?.onBlur).toBeUndefined()
  })

  it("answers the contract schema's codes once loaded, none before", async () => {
    const values = {
      first_name: 'Ol3na',
      last_name: '',
      email: 'olena@',
      phone_number: '',
      password: 'x',
      re_password: 'x',
    }
    const layer = formLayer(values, { load: async () => registerCustomerSchema })
    expect(layer.schemaCodes(values)).toEqual({})
    await layer.load()
    const codes = layer.schemaCodes(values)
    expect(codes.email).toBe('email')
    expect(codes.last_name).toBe('required')
    expect(codes.first_name).toBeTruthy()
  })

  it('is settled once loaded, and when the chunk fails to arrive (then the server checks)', async () => {
    const loaded = formLayer(EMPTY, { load: async () => leadRequestSchema })
    expect(loaded.settled()).toBe(false)
    await loaded.load()
    expect(loaded.settled()).toBe(true)
    const failed = formLayer(EMPTY, {
      load: () => Promise.reject(new Error('chunk gone')),
    })
    let heard = 0
    failed.subscribe(() => (heard += 1))
    const warn = console.warn
    console.warn = () => {}
    await failed.load().finally(() => (console.warn = warn))
    expect(failed.settled()).toBe(true)
    expect(heard).toBe(1)
    expect(failed.schemaCodes(EMPTY)).toEqual({})
  })

  it("checks the lead and partner forms by the server's schemas: the domain rules' codes", async () => {
    const lead = { fullName: 'Ол', phone: '+380671234567', businessType: '', brand: 'Rica', link: 'ftp://x' }
    const leadLayer = formLayer(lead, { load: async () => leadRequestSchema })
    await leadLayer.load()
    expect(leadLayer.schemaCodes(lead)).toEqual({
      fullName: 'lead_name_short',
      phone: 'lead_phone_invalid',
      businessType: 'business_type_required',
      link: 'url_invalid',
    })
    const partner = { last_name: 'К', first_name: 'Олена', date_of_birth: '01.01.2099', position: '' }
    const partnerLayer = formLayer(partner, { load: async () => partnerApplicationSchema('2026-11-29') })
    await partnerLayer.load()
    const codes = partnerLayer.schemaCodes(partner)
    expect(codes.last_name).toBe('min_2')
    expect(codes.first_name).toBeUndefined()
    expect(codes.position).toBe('option_required')
    expect(codes.date_of_birth).toBeTruthy()
  })
})
