import { describe, expect, it } from 'vitest'
import { deliveryBackoffMs, failureText, MAX_DELIVERY_ATTEMPTS, messagePhone, parseFailure } from './messages'
import { freeStorageUntil, isArrivedStatus, isReturningStatus, pickupReminderDue } from './nova-poshta'

describe('messages', () => {
  it('writes only to Ukrainian numbers, as TurboSMS takes them', () => {
    expect(messagePhone('+380671234567')).toBe('380671234567')
    expect(messagePhone('0671234567')).toBe('380671234567')
    expect(messagePhone('+38 (067) 123-45-67')).toBe('380671234567')
    expect(messagePhone('+48123456789')).toBeNull()
    expect(messagePhone('12345')).toBeNull()
  })

  it('waits longer after each failure, at most two hours, for a bounded number of attempts', () => {
    const pauses = Array.from({ length: MAX_DELIVERY_ATTEMPTS }, (_, i) => deliveryBackoffMs(i + 1))
    expect(pauses.slice(0, 3)).toEqual([60_000, 120_000, 240_000])
    expect(Math.max(...pauses)).toBe(2 * 3600_000)
    expect(pauses.every((p, i) => i === 0 || p >= pauses[i - 1]!)).toBe(true)
  })

  it('keeps why a delivery failed as a code and the provider’s word, and reads it back', () => {
    const text = failureText({ code: 'refused', detail: 'INVALID_PHONE' })
    expect(text).toBe('refused:INVALID_PHONE')
    expect(parseFailure(text)).toEqual({ code: 'refused', detail: 'INVALID_PHONE' })
    expect(parseFailure('no_phone')).toEqual({ code: 'no_phone' })
    expect(parseFailure('something else')).toEqual({ code: 'unreachable', detail: 'something else' })
    expect(parseFailure(null)).toBeNull()
  })
})

describe('parcel statuses', () => {
  it('maps the carrier’s codes once: at the branch, refused or going back', () => {
    expect(['7', '8'].every(isArrivedStatus)).toBe(true)
    expect(['102', '103', '104', '105', '108'].every(isReturningStatus)).toBe(true)
    expect(['9', '1', '101'].some((c) => isArrivedStatus(c) || isReturningStatus(c))).toBe(false)
  })

  it('reads the last free day from the first paid one, in either of the carrier’s date forms', () => {
    expect(freeStorageUntil('2026-12-04')).toBe('2026-12-03')
    expect(freeStorageUntil('2026-12-01 00:00:00')).toBe('2026-11-30')
    expect(freeStorageUntil('04.12.2026')).toBe('2026-12-03')
    expect(freeStorageUntil('', '2027-01-01 00:00:00')).toBe('2026-12-31')
    expect(freeStorageUntil('', '')).toBe('')
    expect(freeStorageUntil('0001-01-01 00:00:00')).toBe('')
  })

  it('reminds on the last free day and the day before, not earlier or later', () => {
    expect(pickupReminderDue('2026-12-03', '2026-12-01')).toBe(false)
    expect(pickupReminderDue('2026-12-03', '2026-12-02')).toBe(true)
    expect(pickupReminderDue('2026-12-03', '2026-12-03')).toBe(true)
    expect(pickupReminderDue('2026-12-03', '2026-12-04')).toBe(false)
    expect(pickupReminderDue('', '2026-12-03')).toBe(false)
  })
})
