import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { answered, asApiError } from './query-kit'

describe('the query layers’ shared call wrappers', () => {
  it('hands an answer on, and an API refusal as it is', async () => {
    await expect(asApiError(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 })
    const refusal = new ApiError(409, 'conflict', 'taken')
    await expect(asApiError(Promise.reject(refusal))).rejects.toBe(refusal)
  })

  it('turns any other failure (the network, a session that ended) into an ApiError Query can show', async () => {
    const failed = asApiError(Promise.reject(new TypeError('Failed to fetch')))
    await expect(failed).rejects.toBeInstanceOf(ApiError)
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'unknown', message: 'TypeError: Failed to fetch' })
  })

  it('answers an empty write (204) as true and a write with a body as its body', async () => {
    await expect(answered(Promise.resolve(null))).resolves.toBe(true)
    await expect(answered(Promise.resolve({ opt_in: false }))).resolves.toEqual({ opt_in: false })
  })
})
