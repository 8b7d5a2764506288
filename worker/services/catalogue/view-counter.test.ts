import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countViewSoon, VIEW_FLUSH_MS } from './view-counter'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('views of cached product pages', () => {
  it('are summed per slug and written once per window, kept alive by the first request', async () => {
    const writes: Array<Record<string, number>> = []
    const write = async (views: Map<string, number>) => void writes.push(Object.fromEntries(views))
    const kept: Promise<unknown>[] = []
    const waitUntil = (work: Promise<unknown>) => void kept.push(work)

    countViewSoon('a', write, waitUntil)
    countViewSoon('b', write, waitUntil)
    countViewSoon('a', write, waitUntil)
    expect(kept).toHaveLength(1)
    expect(writes).toEqual([])

    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
    await Promise.all(kept)
    expect(writes).toEqual([{ a: 2, b: 1 }])

    // The next view opens a new window.
    countViewSoon('b', write, waitUntil)
    expect(kept).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
    await Promise.all(kept)
    expect(writes).toEqual([{ a: 2, b: 1 }, { b: 1 }])
  })
})
