import { describe, expect, it } from 'vitest'
import { slugFromName } from './slug'

describe('slugFromName', () => {
  it('transliterates Ukrainian by the national system', () => {
    expect(slugFromName('Догляд за волоссям')).toBe('dohliad-za-volossiam')
    expect(slugFromName('Єва Юнона Ядвіга')).toBe('yeva-yunona-yadviha')
    expect(slugFromName('Згорани')).toBe('zghorany')
    expect(slugFromName('Знам’янка')).toBe('znamianka')
    expect(slugFromName('Щоденний крем')).toBe('shchodennyi-krem')
  })

  it('keeps Latin names and digits, one hyphen for any run of other characters', () => {
    expect(slugFromName('  Rica & NBL — 2024! ')).toBe('rica-nbl-2024')
    expect(slugFromName('Крем SPF 50+')).toBe('krem-spf-50')
    expect(slugFromName('!!!')).toBe('')
  })

  it('stays within the slug field’s length without a hyphen at the end', () => {
    const slug = slugFromName(`${'а'.repeat(119)} б`)
    expect(slug.length).toBeLessThanOrEqual(120)
    expect(slug.endsWith('-')).toBe(false)
  })
})
