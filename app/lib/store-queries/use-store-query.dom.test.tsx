import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { invalidates } from './query'
import { queryLayer, readThrough, storeQuery, useStoreMutation, useStoreQuery } from './use-store-query'

// The browser runs these hooks on Preact (vite.config.ts maps react to preact/compat): so does this test.
vi.mock('react', async () => await import('preact/compat'))

const container = document.createElement('div')
afterEach(() => render(null, container))
// The chunk's first import (the auth modules it listens to) is slow on a busy host: loaded before the timing below.
beforeAll(() => queryLayer(), 30_000)

/** Lets Query's chunk load and its notifications (batched on a timer) reach the component. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('the storefront’s Query binding under Preact', () => {
  it('shows a read’s answer once Query’s chunk and the answer are there, and a write’s invalidation reads again', async () => {
    let stored = 'first'
    const read = storeQuery({ queryKey: ['test', 'word'], queryFn: () => Promise.resolve(stored) })
    const save = {
      mutationFn: (word: string) => Promise.resolve((stored = word)),
      onSuccess: invalidates(['test']),
    }
    let write: (word: string) => Promise<string> = () => Promise.reject(new Error('not rendered'))
    function Word() {
      const view = useStoreQuery(read)
      write = useStoreMutation(save).mutate
      return h('p', null, view.isPending ? 'waiting' : view.data)
    }
    await act(() => render(h(Word, null), container))
    expect(container.textContent).toBe('waiting')
    await settle()
    expect(container.textContent).toBe('first')

    await act(() => write('second').then(() => undefined))
    await settle()
    expect(container.textContent).toBe('second')
  })

  it('runs no read while it is not enabled, and shows its failure as an error', async () => {
    const queryFn = vi.fn(() => Promise.reject(new Error('refused')))
    function Failing({ on }: { on: boolean }) {
      const view = useStoreQuery(storeQuery({ queryKey: ['test', 'failing'], queryFn, enabled: on }))
      return h('p', null, view.error ? `failed: ${view.error.message}` : view.isPending ? 'waiting' : 'answered')
    }
    await act(() => render(h(Failing, { on: false }), container))
    await settle()
    expect(container.textContent).toBe('waiting')
    expect(queryFn).not.toHaveBeenCalled()

    await act(() => render(h(Failing, { on: true }), container))
    await settle()
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe('failed: refused')
  })

  it('answers an effect’s read from the cache while it is fresh, and not at all once its signal is aborted', async () => {
    const queryFn = vi.fn(() => Promise.resolve(['Київ']))
    const cities = storeQuery({ queryKey: ['test', 'cities', 'ки'], queryFn, staleTime: 60_000 })
    await expect(readThrough(cities)).resolves.toEqual(['Київ'])
    await expect(readThrough(cities)).resolves.toEqual(['Київ'])
    expect(queryFn).toHaveBeenCalledTimes(1)

    const typedOn = new AbortController()
    typedOn.abort()
    const later = storeQuery({ queryKey: ['test', 'cities', 'киї'], queryFn })
    await expect(readThrough(later, typedOn.signal)).rejects.toThrow()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })
})
