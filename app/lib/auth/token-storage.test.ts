import { describe, expect, it } from 'vitest'
import { hasInvalidCharacters, secondsLeft } from './token-storage'

describe('spec §5 Token: Cyrillic characters make a token invalid', () => {
  it.each([
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-_', false],
    ['токен', true],
    ['eyJhbGciOiJIUzI1NiJ9.ї', true],
    ['Ёabc', true],
  ])('%s → %s', (token, invalid) => expect(hasInvalidCharacters(token)).toBe(invalid))
})

describe('secondsLeft reads the exp claim of an access JWT', () => {
  const jwt = (claims: object) =>
    `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

  it('counts down to exp', () => {
    expect(secondsLeft(jwt({ sub: '7', exp: 1_000 }), 940_000)).toBe(60)
    expect(secondsLeft(jwt({ sub: '7', exp: 1_000 }), 1_010_000)).toBe(-10)
  })

  it('is null for a token it cannot read, so the server decides', () => {
    expect(secondsLeft('not-a-valid-token')).toBeNull()
    expect(secondsLeft('a.%%%.c')).toBeNull()
    expect(secondsLeft(jwt({ sub: '7' }))).toBeNull()
  })
})
