import { describe, expect, it } from 'vitest'
import { CONTENT_IMAGE_SIZES, imageSizeProblem, SLUG_PATTERN, slugFromTitle, slugSource } from './rules'

describe('a slug the Studio generates', () => {
  it('comes from the English title, else the Ukrainian one in Latin letters, and always fits the pattern', () => {
    expect(slugSource('title')({ title: { ua: 'Оплата і доставка', en: 'Payment & delivery' } })).toBe(
      'Payment & delivery',
    )
    expect(slugSource('name')({ name: { ua: 'Догляд за шкірою взимку', en: ' ' } })).toBe('Догляд за шкірою взимку')
    expect(slugFromTitle('Payment & delivery')).toBe('payment-delivery')
    expect(slugFromTitle('Догляд за шкірою взимку')).toBe('dohliad-za-shkiroiu-vzymku')
    expect(slugFromTitle("Знам'янка — 2026!")).toBe('znamianka-2026')
    for (const title of ['Оплата і доставка', '  —  ', 'A'.repeat(120) + ' b'])
      expect(slugFromTitle(title) === '' || SLUG_PATTERN.test(slugFromTitle(title))).toBe(true)
    expect(slugFromTitle('A'.repeat(120)).length).toBe(96)
  })
})

describe('the size of a content picture', () => {
  const pc = CONTENT_IMAGE_SIZES.bannerPc

  it('is fine at the size the store asks for and above, whatever the level', () => {
    for (const level of ['error', 'warning'] as const) {
      expect(imageSizeProblem('bannerPc', { width: pc.width, height: pc.height }, null, level)).toBeNull()
      expect(imageSizeProblem('bannerPc', { width: 3200, height: 1200 }, null, level)).toBeNull()
    }
  })

  it('is an error below the box on a 1× screen, in either direction, and then only an error', () => {
    const narrow = imageSizeProblem('bannerPc', { width: 300, height: 94 }, null, 'error')
    expect(narrow).toContain('300×94 px')
    expect(narrow).toContain(`${pc.least.width}×${pc.least.height}`)
    // As wide as asked but too low: the box is filled by scaling the height up.
    expect(imageSizeProblem('bannerPc', { width: 1600, height: 300 }, null, 'error')).toContain('1600×300')
    expect(imageSizeProblem('bannerPc', { width: 300, height: 94 }, null, 'warning')).toBeNull()
  })

  it('is a warning between the 1× box and the full size', () => {
    const soft = { width: pc.least.width, height: pc.least.height }
    expect(imageSizeProblem('bannerPc', soft, null, 'error')).toBeNull()
    expect(imageSizeProblem('bannerPc', soft, null, 'warning')).toContain(`${pc.width}×${pc.height}`)
  })

  it("counts only what the marketer's crop leaves", () => {
    const crop = { left: 0.25, right: 0.25, top: 0, bottom: 0 }
    expect(imageSizeProblem('bannerPc', { width: 2000, height: 625 }, null, 'error')).toBeNull()
    expect(imageSizeProblem('bannerPc', { width: 2000, height: 625 }, crop, 'error')).toContain(
      '1000×625 px (після обрізання)',
    )
  })

  it('lets a vector picture through at any size', () => {
    expect(imageSizeProblem('advantageIcon', { width: 24, height: 24, vector: true }, null, 'error')).toBeNull()
    expect(imageSizeProblem('advantageIcon', { width: 24, height: 24 }, null, 'error')).not.toBeNull()
  })

  it('never asks less than the 1× box, and the box never more than the size the store asks for', () => {
    for (const spec of Object.values(CONTENT_IMAGE_SIZES)) {
      expect(spec.least.width).toBeLessThanOrEqual(spec.width)
      expect(spec.least.height).toBeLessThanOrEqual(spec.height)
      // The box keeps the picture's shape (within a pixel of rounding).
      expect(Math.abs(spec.least.height - (spec.least.width * spec.height) / spec.width)).toBeLessThan(1)
    }
  })
})
