import { describe, expect, it } from 'vitest'
import { variantPart } from './order-line-name'

describe('variantPart', () => {
  it('drops the product name the variant name repeats', () => {
    expect(variantPart('Clear Pro', 'Clear Pro 250 мл')).toBe('250 мл')
    expect(variantPart('Гель «Aqua»', 'гель «aqua», 50 мл')).toBe('50 мл')
  })
  it('keeps a variant name that does not start with the product name, and nothing when it adds nothing', () => {
    expect(variantPart('Clear Pro', '250 мл')).toBe('250 мл')
    expect(variantPart('Clear Pro', 'Clear Pro')).toBe('')
    expect(variantPart('Clear Pro', '  ')).toBe('')
  })
})
