import { describe, expect, it } from 'vitest'
import { RecentGenerations, recentGenerationsOf } from './recent-generations'

describe('the generations an isolate read lately', () => {
  it('takes a read as current for its lifetime only, and forgets on request', () => {
    const recent = new RecentGenerations(1000)
    recent.set('products', 'g1', 5000)
    expect(recent.get('products', 5999)).toBe('g1')
    expect(recent.get('products', 6000)).toBeUndefined()
    recent.set('products', 'g2', 7000)
    recent.forget('products')
    expect(recent.get('products', 7001)).toBeUndefined()
  })

  it('drops what expired as it goes, and never holds more than its bound (a tag per product page)', () => {
    const recent = new RecentGenerations(1000, 100)
    for (let i = 0; i < 50; i++) recent.set(`product:p${i}`, 'g', 0)
    // A second later those 50 have expired: the next set drops them.
    recent.set('layout', 'g', 1000)
    expect(recent.size).toBe(1)
    expect(recent.get('layout', 1001)).toBe('g')
    // Thousands of products within one lifetime: the oldest go beyond the bound, the latest stay.
    for (let i = 0; i < 5000; i++) recent.set(`product:q${i}`, 'g', 1500)
    expect(recent.size).toBe(100)
    expect(recent.get('product:q4999', 1500)).toBe('g')
    expect(recent.get('product:q0', 1500)).toBeUndefined()
  })

  it('keeps a tag set again among the latest', () => {
    const recent = new RecentGenerations(1000, 2)
    recent.set('layout', 'a', 0)
    recent.set('products', 'b', 0)
    recent.set('layout', 'c', 10)
    recent.set('home', 'd', 10)
    expect(recent.get('layout', 11)).toBe('c')
    expect(recent.get('products', 11)).toBeUndefined()
  })

  it('keeps one set per KV namespace', () => {
    const [a, b] = [{}, {}]
    recentGenerationsOf(a, 1000).set('layout', 'x', 0)
    expect(recentGenerationsOf(a, 1000).get('layout', 1)).toBe('x')
    expect(recentGenerationsOf(b, 1000).get('layout', 1)).toBeUndefined()
  })

  it('keeps a read usable, marked stale, for its grace past the lifetime; one refresh at a time', () => {
    const recent = new RecentGenerations(1000, 100, 4000)
    recent.set('products', 'g1', 0)
    expect(recent.lately('products', 999)).toEqual({ value: 'g1', stale: false })
    expect(recent.get('products', 1000)).toBeUndefined()
    expect(recent.lately('products', 1000)).toEqual({ value: 'g1', stale: true })
    expect(recent.lately('products', 4999)).toEqual({ value: 'g1', stale: true })
    expect(recent.lately('products', 5000)).toBeUndefined()
    expect(recent.claimRefresh('products')).toBe(true)
    expect(recent.claimRefresh('products')).toBe(false)
    recent.refreshDone('products')
    expect(recent.claimRefresh('products')).toBe(true)
  })
})
