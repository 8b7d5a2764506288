import { describe, expect, it } from 'vitest'
import { truncate } from './text'

describe('truncate (spec §9: 70 characters plus an ellipsis)', () => {
  it('keeps short text', () => expect(truncate('Крем для обличчя')).toBe('Крем для обличчя'))
  it('keeps exactly 70 characters', () => expect(truncate('a'.repeat(70))).toBe('a'.repeat(70)))
  it('cuts at 70 and adds an ellipsis', () => expect(truncate('a'.repeat(71))).toBe(`${'a'.repeat(70)}…`))
})
