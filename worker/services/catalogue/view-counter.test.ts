import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countViewSoon, MAX_PENDING_SLUGS, pendingViewSlugs, VIEW_FLUSH_MS } from './view-counter'

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

  it('puts the views of a failed write back for the next window', async () => {
    const writes: Array<Record<string, number>> = []
    let busy = true
    const write = async (views: Map<string, number>) => {
      if (busy) throw new Error('SQLITE_BUSY')
      writes.push(Object.fromEntries(views))
    }
    const kept: Promise<unknown>[] = []
    const waitUntil = (work: Promise<unknown>) => void kept.push(work)
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    countViewSoon('c', write, waitUntil)
    countViewSoon('c', write, waitUntil)
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
    await Promise.all(kept)
    expect(writes).toEqual([])

    busy = false
    countViewSoon('d', write, waitUntil)
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
    await Promise.all(kept)
    expect(writes).toEqual([{ c: 2, d: 1 }])
  })

  it('holds at most MAX_PENDING_SLUGS products while writes fail', async () => {
    const write = async () => {
      throw new Error('SQLITE_BUSY')
    }
    const kept: Promise<unknown>[] = []
    const waitUntil = (work: Promise<unknown>) => void kept.push(work)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (let i = 0; i < MAX_PENDING_SLUGS + 500; i++) countViewSoon(`p${i}`, write, waitUntil)
    expect(pendingViewSlugs()).toBe(MAX_PENDING_SLUGS)
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
    await Promise.all(kept)
    expect(pendingViewSlugs()).toBe(MAX_PENDING_SLUGS)
  })
})
