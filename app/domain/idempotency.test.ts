import { describe, expect, it } from 'vitest'
import { replayVerdict, type SubmitFingerprint } from './idempotency'

const guest: SubmitFingerprint = {
  userId: null,
  phone: '+380501112233',
  email: 'Olena@Example.com',
  payType: 'cash',
  deliveryType: 'curier',
  lines: [
    { variantId: 1, quantity: 2 },
    { variantId: 5, quantity: 1 },
  ],
}

describe('replayVerdict', () => {
  it('a guest retry with the same contact and cart (in any order, email in any case) is the same submit', () => {
    expect(replayVerdict(guest, { ...guest, email: ' olena@example.com', lines: [...guest.lines].reverse() })).toBe(
      'same',
    )
  })

  it.each([
    ['another phone', { phone: '+380507654321' }],
    ['another email', { email: 'other@example.com' }],
    ['a signed-in caller', { userId: 7 }],
  ])('%s is another caller', (_name, patch) => {
    expect(replayVerdict(guest, { ...guest, ...patch })).toBe('other_caller')
  })

  it.each([
    [
      'another quantity',
      {
        lines: [
          { variantId: 1, quantity: 3 },
          { variantId: 5, quantity: 1 },
        ],
      },
    ],
    ['another payment', { payType: 'card' }],
    ['another delivery', { deliveryType: 'newpost' }],
  ])('the same caller with %s is another body', (_name, patch) => {
    expect(replayVerdict(guest, { ...guest, ...patch })).toBe('other_body')
    expect(replayVerdict({ ...guest, userId: 7 }, { ...guest, userId: 7, ...patch })).toBe('other_body')
  })

  it('a signed-in buyer is recognised by the account alone', () => {
    expect(replayVerdict({ ...guest, userId: 7 }, { ...guest, userId: 7, phone: '', email: '' })).toBe('same')
    expect(replayVerdict({ ...guest, userId: 7 }, { ...guest, userId: 8 })).toBe('other_caller')
    expect(replayVerdict({ ...guest, userId: 7 }, { ...guest, userId: null })).toBe('other_caller')
  })
})
