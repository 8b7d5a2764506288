import { describe, expect, it } from 'vitest'
import { isSameSubmit, type SubmitFingerprint } from './idempotency'

const guest: SubmitFingerprint = {
  userId: null,
  phone: '+380501112233',
  email: 'Olena@Example.com',
  lines: [
    { variantId: 1, quantity: 2 },
    { variantId: 5, quantity: 1 },
  ],
}

describe('isSameSubmit', () => {
  it('a guest retry with the same contact and cart (in any order, email in any case) is the same submit', () => {
    expect(isSameSubmit(guest, { ...guest, email: ' olena@example.com', lines: [...guest.lines].reverse() })).toBe(true)
  })

  it.each([
    ['another phone', { phone: '+380507654321' }],
    ['another email', { email: 'other@example.com' }],
    [
      'another quantity',
      {
        lines: [
          { variantId: 1, quantity: 3 },
          { variantId: 5, quantity: 1 },
        ],
      },
    ],
    ['a signed-in caller', { userId: 7 }],
  ])('%s is not', (_name, patch) => {
    expect(isSameSubmit(guest, { ...guest, ...patch })).toBe(false)
  })

  it('a signed-in buyer is recognised by the account alone', () => {
    expect(isSameSubmit({ ...guest, userId: 7 }, { ...guest, userId: 7, phone: '', email: '' })).toBe(true)
    expect(isSameSubmit({ ...guest, userId: 7 }, { ...guest, userId: 8 })).toBe(false)
    expect(isSameSubmit({ ...guest, userId: 7 }, { ...guest, userId: null })).toBe(false)
  })
})
