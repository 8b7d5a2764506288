import { describe, expect, it } from 'vitest'
import { DAY, dailyCounts, HOURLY, PAGE_MIX, peakTraffic, seeded, zipf } from './model'

describe('the traffic model', () => {
  it('spreads exactly the day’s page views over its kinds, and an average hour is 1', () => {
    const shares = Object.values(PAGE_MIX).reduce((sum, share) => sum + share, 0)
    expect(shares).toBeCloseTo(1, 10)
    expect(HOURLY).toHaveLength(24)
    expect(HOURLY.reduce((sum, hour) => sum + hour, 0) / 24).toBeCloseTo(1, 1)
    expect(dailyCounts().order).toBe(DAY.orders)
  })

  it('draws product ranks by a Zipf law: rank 0 about twice rank 1, the top 1 % taking most views', () => {
    const draw = zipf(100_000, 1, seeded(7))
    const hits = new Map<number, number>()
    const n = 200_000
    for (let i = 0; i < n; i++) {
      const r = draw()
      hits.set(r, (hits.get(r) ?? 0) + 1)
    }
    const ratio = hits.get(0)! / hits.get(1)!
    expect(ratio).toBeGreaterThan(1.7)
    expect(ratio).toBeLessThan(2.3)
    let top = 0
    for (const [r, count] of hits) if (r < 1000) top += count
    // H(1000)/H(100000) ≈ 7.49/12.09 ≈ 0.62
    expect(top / n).toBeGreaterThan(0.58)
    expect(top / n).toBeLessThan(0.66)
  })

  it('replays the same traffic for the same seed, in time order, at the peak hour’s rate', () => {
    const one = peakTraffic({ seconds: 120, scale: 1, products: 1000, seed: 3 })
    const two = peakTraffic({ seconds: 120, scale: 1, products: 1000, seed: 3 })
    expect(one).toEqual(two)
    expect(one.every((p, i) => i === 0 || one[i - 1]!.at <= p.at)).toBe(true)
    // 1,000,000 views a day at the peak hour (2× an average one) is about 23 a second.
    const views = one.filter((p) => p.kind in PAGE_MIX).length / 120
    expect(views).toBeGreaterThan(21)
    expect(views).toBeLessThan(25)
    expect(one.some((p) => p.kind === 'erpSync')).toBe(true)
    expect(one.some((p) => p.kind === 'sanityEdit')).toBe(true)
  })
})
