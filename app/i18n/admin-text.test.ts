import { describe, expect, it } from 'vitest'
import { adminText } from './admin-text'

describe('a coded back-office message', () => {
  it('groups the thousands of an amount as the rest of the back office does', () => {
    expect(adminText('en', 'refund_whole?left=1038')).toBe('A whole number of hryvnias from 1 to 1,038')
    expect(adminText('ua', 'refund_whole?left=1038')).toContain('1\u00a0038')
    expect(adminText('en', 'refund_more_than_left?left=12500')).toBe('At most 12,500 UAH is left to refund')
  })

  it('leaves other values as sent', () => {
    expect(adminText('en', 'refund_whole?left=500')).toBe('A whole number of hryvnias from 1 to 500')
  })
})
