import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { failedWrite } from './use-reviews'

describe('failedWrite', () => {
  it.each([
    [new ApiError(401, 'unauthorized', 'Authentication required'), { ok: false, reason: 'not_authenticated' }],
    [
      new ApiError(409, 'conflict', 'Можна залишити не більше 3 відгуків'),
      { ok: false, reason: 'message', message: 'Можна залишити не більше 3 відгуків' },
    ],
    [
      new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.'),
      { ok: false, reason: 'rate_limited' },
    ],
    [new ApiError(400, 'invalid_data', 'Invalid data'), { ok: false, reason: 'message' }],
    [new TypeError('Failed to fetch'), { ok: false, reason: 'message' }],
  ])('maps %s to what the form shows', (error, outcome) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(failedWrite(error)).toEqual(outcome)
  })
})
