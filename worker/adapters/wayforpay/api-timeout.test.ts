import { describe, expect, it } from 'vitest'
import { createWayForPayApi, ProviderUnavailableError } from './api'
import { TEST_MERCHANT } from './test-merchant'

/** A provider that takes the request and never answers, as a hung connection does. */
const silent = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))

describe('the WayForPay merchant API gives up on a provider that does not answer', () => {
  const api = createWayForPayApi({
    apiUrl: 'https://api.wayforpay.example/api',
    merchantAccount: TEST_MERCHANT.account,
    secret: TEST_MERCHANT.secret,
    fetch: silent,
    timeoutMs: 50,
  })

  it('a REFUND left unanswered is "unavailable", which the refund records as not confirmed', async () => {
    await expect(api.refund('ORDER-1', 100, 'test')).rejects.toBeInstanceOf(ProviderUnavailableError)
  })

  it('so is a CHECK_STATUS, so nothing is sent on its word', async () => {
    await expect(api.checkStatus('ORDER-1')).rejects.toBeInstanceOf(ProviderUnavailableError)
  })
})
