import { describe, expect, it } from 'vitest'
import { formatDay } from './formatters'

describe('formatDay', () => {
  it('writes a stored day the way the back office writes dates, in each language, never a day off', () => {
    expect(formatDay('uk-UA', '2026-10-22')).toBe('22.10.26')
    expect(formatDay('uk-UA', '2026-01-01')).toBe('01.01.26')
    expect(formatDay('en-GB', '2026-10-22')).toBe('22/10/2026')
  })

  it('leaves a value that is not a day as it is', () => {
    expect(formatDay('uk-UA', 'someday')).toBe('someday')
  })
})
