import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { EMPTY } from './checkout-form'
import { readRefusal } from './checkout-refusal'
import { NO_REFS } from './new-post-refs'

const refused = (fields: Record<string, string[]>, status = 400) => new ApiError(status, 'invalid', 'refused', fields)
const values = { ...EMPTY, first_name: 'Олена', city: 'Київ', branch: 'Відділення 1' }

describe('readRefusal', () => {
  it('asks for a new quote when the server says the figures changed', () => {
    expect(readRefusal(refused({ quote: ['changed'] }), values, NO_REFS)).toMatchObject({
      formError: 'order.quote_changed',
      requote: true,
      codes: {},
    })
  })

  it('puts a refused personal field back on step 1 under its own rule code', () => {
    const refusal = readRefusal(refused({ first_name: ['bad'] }), { ...values, first_name: '' }, NO_REFS)
    expect(refusal).toMatchObject({
      formError: 'order.fix_fields',
      toPersonal: true,
      codes: { first_name: 'required' },
    })
  })

  it('reads a picked branch the carrier does not know as unknown_branch', () => {
    const picked = { settlementRef: 's-1', warehouseRef: 'w-1' }
    const refusal = readRefusal(refused({ 'np_info.branch': ['unknown'] }), values, picked)
    expect(refusal.codes).toEqual({ branch: 'unknown_branch' })
    expect(refusal.toPersonal).toBe(false)
  })

  it('drops a refused promo code without a line above the button', () => {
    expect(readRefusal(refused({ promo_code: ['expired'] }), values, NO_REFS)).toMatchObject({
      dropPromo: true,
      formError: null,
    })
  })

  it('says the cart changed, and a send failure otherwise', () => {
    expect(readRefusal(refused({ 'cartItems.0': ['gone'] }), values, NO_REFS).formError).toBe('order.cart_changed')
    expect(readRefusal(new TypeError('offline'), values, NO_REFS).formError).toBe('order.submit_error')
    expect(readRefusal(refused({}, 429), values, NO_REFS).formError).toBe('content.errors.rate_limited')
  })
})
