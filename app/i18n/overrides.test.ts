import { describe, expect, it } from 'vitest'
import { applyOverrides, overridesFingerprint } from './overrides'
import { ua } from './ua'

describe('UI label overrides from Sanity', () => {
  it('replaces existing texts and leaves the bundle untouched', () => {
    const merged = applyOverrides(ua, { 'header.recall': 'Чекаю дзвінка', 'content.opt.register': 'Стати партнером' })
    expect(merged.header.recall).toBe('Чекаю дзвінка')
    expect(merged.content.opt.register).toBe('Стати партнером')
    expect(merged.header.search).toBe(ua.header.search)
    expect(ua.header.recall).toBe('Передзвоніть мені')
  })

  it('ignores unknown keys, section keys and empty texts', () => {
    const merged = applyOverrides(ua, { 'header.nope': 'x', header: 'x', 'nope.deeper.key': 'x', 'header.cart': '  ' })
    expect(merged).toEqual(ua)
  })

  it('names a set of overrides the same whatever their order', () => {
    expect(overridesFingerprint({ a: '1', b: '2' })).toBe(overridesFingerprint({ b: '2', a: '1' }))
    expect(overridesFingerprint({ a: '1' })).not.toBe(overridesFingerprint({ a: '2' }))
  })
})
