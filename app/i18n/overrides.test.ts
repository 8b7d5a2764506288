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

  it('applies several overrides of one section, copying only what it changes', () => {
    const merged = applyOverrides(ua, { 'header.recall': 'A', 'header.search': 'B', 'content.opt.register': 'C' })
    expect([merged.header.recall, merged.header.search, merged.content.opt.register]).toEqual(['A', 'B', 'C'])
    expect([ua.header.recall, ua.content.opt.register]).toEqual(['Передзвоніть мені', 'Зареєструватися як партнер'])
    expect(merged.footer).toBe(ua.footer)
    expect(applyOverrides(ua, {})).toBe(ua)
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
