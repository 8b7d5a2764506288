import { describe, expect, it } from 'vitest'
import { registerCustomerSchema } from '../../contract/account'
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
})
