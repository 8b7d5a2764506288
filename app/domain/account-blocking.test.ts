import { describe, expect, it } from 'vitest'
import { activationResendRefusal, blockRefusal } from './account-blocking'

describe('blockRefusal', () => {
  it('lets an admin block someone else', () => {
    expect(blockRefusal({ id: 1, role: 'admin' }, 2)).toBeNull()
  })
  it('refuses staff and customers', () => {
    expect(blockRefusal({ id: 1, role: 'staff' }, 2)).toBe('admins_only')
    expect(blockRefusal({ id: 1, role: 'customer' }, 2)).toBe('admins_only')
  })
  it('refuses an admin blocking themselves', () => {
    expect(blockRefusal({ id: 7, role: 'admin' }, 7)).toBe('own_account')
  })
})

describe('activationResendRefusal', () => {
  it('sends to an account awaiting activation', () => {
    expect(activationResendRefusal({ isActive: false, blockedAt: null })).toBeNull()
  })
  it('refuses an active or a blocked account', () => {
    expect(activationResendRefusal({ isActive: true, blockedAt: null })).toBe('already_active')
    expect(activationResendRefusal({ isActive: false, blockedAt: 1 })).toBe('account_blocked')
  })
})
