import { describe, expect, it } from 'vitest'
import { bankCodeOfIban, formatIban } from './iban-format'

describe('an IBAN on paper', () => {
  it('is written in groups of four', () => {
    expect(formatIban('ua213223130000026007233566001')).toBe('UA21 3223 1300 0002 6007 2335 6600 1')
  })

  it('names its bank’s code (МФО), the six digits after the check digits', () => {
    expect(bankCodeOfIban('UA213223130000026007233566001')).toBe('322313')
    expect(bankCodeOfIban('UA90 3052 9929 9000 4149 1234 5678 9')).toBe('305299')
  })

  it('names no bank code for anything but a Ukrainian IBAN', () => {
    for (const value of ['', 'DE89370400440532013000', 'UA2132231300000260072335660', 'UA21322313000002600723356600X'])
      expect(bankCodeOfIban(value)).toBeNull()
  })
})
