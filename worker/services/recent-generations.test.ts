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

  it('keeps one set per KV namespace', () => {
    const [a, b] = [{}, {}]
    recentGenerationsOf(a, 1000).set('layout', 'x', 0)
    expect(recentGenerationsOf(a, 1000).get('layout', 1)).toBe('x')
    expect(recentGenerationsOf(b, 1000).get('layout', 1)).toBeUndefined()
  })
})
