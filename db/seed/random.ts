/**
 * A small seeded PRNG for the seed (mulberry32). The seed never uses Math.random or Date.now, so two
 * runs with the same options write identical rows.
 *
 * `rngFor(...keys)` derives an independent stream from a label and numbers (e.g. `rngFor('product', 42)`),
 * so product 42 is the same whatever the total count or the order in which products are generated.
 */

/** FNV-1a over the UTF-16 code units of the parts, then a final avalanche (murmur3 fmix32). */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const s = typeof part === 'number' ? `#${part}` : `$${part}`
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return items[items.length - 1]![0]
  }

  /** A new array, Fisher–Yates shuffled. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }

  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count))
  }

  /** A string of `length` decimal digits (may start with 0). */
  digits(length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += String(this.int(0, 9))
    return out
  }
}

/** The base seed of the whole data set; change it to get a different but still deterministic store. */
export const SEED = 20_240_917

/** An independent stream for a label and numbers, e.g. `rngFor('product', 42)`. */
export function rngFor(...keys: Array<string | number>): Rng {
  return new Rng(hash32(SEED, ...keys))
}
