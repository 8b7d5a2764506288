import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  countViewSoon,
  MAX_PENDING_SLUGS,
  MAX_RECENT_VIEWERS,
  pendingViewSlugs,
  VIEW_FLUSH_MS,
  VIEW_REPEAT_MS,
} from './view-counter'

beforeEach(() => vi.useFakeTimers())
/** The counter with no views waiting and no visitors remembered (its state is the module's). */
async function freshCounter() {
  vi.resetModules()
  return import('./view-counter')
}
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

  it("count a visitor's view of a product once a minute, another visitor's or product's at once", async () => {
    const { countViewSoon } = await freshCounter()
    const writes: Array<Record<string, number>> = []
    const write = async (views: Map<string, number>) => void writes.push(Object.fromEntries(views))
    const kept: Promise<unknown>[] = []
    const waitUntil = (work: Promise<unknown>) => void kept.push(work)
    const flush = async () => {
      await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
      await Promise.all(kept)
    }

    for (let i = 0; i < 6; i++) countViewSoon('loop', write, waitUntil, '203.0.113.7')
    countViewSoon('loop', write, waitUntil, '203.0.113.8')
    countViewSoon('other', write, waitUntil, '203.0.113.7')
    // A server without Cloudflare's address header counts every view, as before.
    countViewSoon('loop', write, waitUntil, null)
    countViewSoon('loop', write, waitUntil, null)
    await flush()
    expect(writes).toEqual([{ loop: 4, other: 1 }])

    await vi.advanceTimersByTimeAsync(VIEW_REPEAT_MS - 2 * VIEW_FLUSH_MS)
    countViewSoon('loop', write, waitUntil, '203.0.113.7')
    await flush()
    expect(writes).toHaveLength(1)
    countViewSoon('loop', write, waitUntil, '203.0.113.7')
    await flush()
    expect(writes).toEqual([{ loop: 4, other: 1 }, { loop: 1 }])
  })

  it('remember the latest visitors only: the oldest is forgotten and counts again', async () => {
    const { countViewSoon } = await freshCounter()
    const writes: Array<Record<string, number>> = []
    const write = async (views: Map<string, number>) => void writes.push(Object.fromEntries(views))
    const kept: Promise<unknown>[] = []
    const waitUntil = (work: Promise<unknown>) => void kept.push(work)
    countViewSoon('kept', write, waitUntil, 'first')
    for (let i = 0; i < MAX_RECENT_VIEWERS; i++) countViewSoon('crowd', write, waitUntil, `v${i}`)
    countViewSoon('kept', write, waitUntil, 'first')
    // The latest are still remembered.
    countViewSoon('crowd', write, waitUntil, `v${MAX_RECENT_VIEWERS - 1}`)
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS)
    await Promise.all(kept)
    expect(writes).toEqual([{ kept: 2, crowd: MAX_RECENT_VIEWERS }])
  })
})
