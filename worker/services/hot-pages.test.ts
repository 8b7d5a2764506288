import { describe, expect, it } from 'vitest'
import { type HotPage, HotPages } from './hot-pages'

const page = (size: number, expires = 1000): HotPage => ({
  status: 200,
  headers: [],
  body: new Uint8Array(size),
  layout: { nonceLength: 0, slots: [], parts: [] },
  expires,
})

describe('the pages kept in memory in front of the edge cache', () => {
  it('answers a page until its edge copy expires, then forgets it', () => {
    const hot = new HotPages(100)
    hot.set('a', page(10, 1000))
    expect(hot.get('a', 999)).toBeDefined()
    expect(hot.get('a', 1000)).toBeUndefined()
    expect(hot.get('a', 0), 'gone, not just hidden').toBeUndefined()
  })

  it('holds at most its bytes, dropping the least recently answered first', () => {
    const hot = new HotPages(30)
    hot.set('a', page(10))
    hot.set('b', page(10))
    hot.set('c', page(10))
    hot.get('a', 0)
    hot.set('d', page(10))
    expect(['a', 'b', 'c', 'd'].map((key) => hot.get(key, 0) !== undefined)).toEqual([true, false, true, true])
    hot.set('huge', page(31))
    expect(hot.get('huge', 0)).toBeUndefined()
    hot.set('a', page(25))
    expect(['a', 'c', 'd'].map((key) => hot.get(key, 0) !== undefined)).toEqual([true, false, false])
  })
})
