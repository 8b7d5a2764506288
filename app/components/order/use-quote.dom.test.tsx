import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartItem } from '../../domain/cart'
import { ApiError } from '../../lib/api-client'
import { queryLayer } from '../../lib/store-queries/use-store-query'
import { type QuoteState, useQuote } from './use-quote'

vi.mock('react', async () => await import('preact/compat'))

// The network edge: what POST /order/quote/ is sent, and what it answers.
const asked: { cartItems: { id: number; quantity: number }[]; promo_code: string | null }[] = []
let answer: (request: (typeof asked)[number]) => unknown = () => ({})
vi.mock('../../lib/auth/auth-fetch', () => ({
  pricedFetch: (call: (api: unknown) => Promise<unknown>) =>
    call({
      order: {
        quote: {
          $post: ({ json }: { json: (typeof asked)[number] }) => {
            asked.push(json)
            const result = answer(json)
            return result instanceof Error ? Promise.reject(result) : Promise.resolve(result)
          },
        },
      },
    }),
}))
const adopted: unknown[] = []
vi.mock('../../lib/quoted-cart', () => ({
  adoptQuotedPrices: (lines: unknown) => adopted.push(lines),
  adoptRefusedPacks: () => undefined,
}))

const container = document.createElement('div')
beforeAll(() => queryLayer(), 30_000)
beforeEach(() => {
  asked.length = 0
  adopted.length = 0
  answer = ({ cartItems }) => ({ total: cartItems[0]!.quantity * 100, lines: [] })
})
afterEach(() => render(null, container))

const line = (quantity: number) => ({ id: 7, quantity, price: 100 }) as CartItem
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
// Preact runs a render's effects after the next frame, which jsdom stands in for with a 100 ms timer:
// a change settles after a few of those and the delay.
const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 20 })

const refusedPromo = vi.fn()
/** Shows the hook's state as text, and a button that asks again: what the test reads and presses. */
function Checkout({ quantity, promo }: { quantity: number; promo?: string }) {
  const { refresh, ...shown } = useQuote([line(quantity)], promo ?? null, 'newpost', 'ua', refusedPromo)
  return h('div', null, h('output', null, JSON.stringify(shown)), h('button', { onClick: refresh }, 'again'))
}
const state = (): Omit<QuoteState, 'refresh'> => JSON.parse(container.querySelector('output')!.textContent!)
const show = (quantity: number, promo?: string) => act(() => render(h(Checkout, { quantity, promo }), container))
const total = () => (state().quote as unknown as { total: number } | null)?.total

describe('the checkout’s quote', () => {
  it('asks at once for the first cart, then once for quick changes, keeping the last figures as waiting', async () => {
    await show(1)
    await until(() => expect(total()).toBe(100))
    expect(asked).toHaveLength(1)
    expect(state().pending).toBe(false)
    expect(adopted).toHaveLength(1)

    await show(2)
    await show(3)
    await show(4)
    expect(total()).toBe(100)
    expect(state().pending).toBe(true)
    await until(() => expect(total()).toBe(400))
    expect(asked.map((r) => r.cartItems[0]!.quantity)).toEqual([1, 4])
    expect(state().pending).toBe(false)
  })

  it('names a refused promo code once, and never shows the refused cart’s figures as its own', async () => {
    refusedPromo.mockClear()
    await show(1)
    await until(() => expect(total()).toBe(100))
    answer = () => new ApiError(400, 'validation', 'refused', { promo_code: ['promo_expired'] })
    await show(1, 'OLD')
    await until(() => expect(state().problem).toBe('promo_refused'))
    expect(state().pending).toBe(true)
    expect(total()).toBe(100)
    await until(() => expect(refusedPromo).toHaveBeenCalled())
    await wait(300)
    expect(refusedPromo).toHaveBeenCalledTimes(1)
  })

  it('asks again on refresh, for the same cart', async () => {
    await show(2)
    await until(() => expect(total()).toBe(200))
    answer = () => ({ total: 999, lines: [] })
    await act(() => container.querySelector('button')!.click())
    await until(() => expect(total()).toBe(999))
    expect(asked).toHaveLength(2)
  })

  it('shows no figures for a partner’s cart refused for its minimum, only the notice', async () => {
    await show(6)
    await until(() => expect(total()).toBe(600))
    answer = () =>
      new ApiError(400, 'validation', 'refused', { goods_total: ['wholesale_minimum?minimum=3000&short=1344'] })
    await show(7)
    await until(() => expect(state().problem).toBe('wholesale'))
    expect(state().quote).toBeNull()
    expect(state().wholesale).toMatchObject({ minimum: { minimum: 3000, short: 1344 } })
  })
})
