import { describe, expect, it } from 'vitest'
import { controlCharacterFields } from './text-rules'

describe('controlCharacterFields', () => {
  it('names every field holding a NUL or another control character, nested too', () => {
    expect(
      controlCharacterFields({
        name: 'Ann\u0000a',
        notes: 'line 1\nline 2\ttab',
        lines: [{ code: 'ok' }, { code: 'x\u001b[31m' }],
      }),
    ).toEqual(['name', 'lines.1.code'])
  })

  it('accepts tabs, line breaks and any printable text, and refuses control characters in keys', () => {
    expect(controlCharacterFields({ text: 'Привіт 🙂\r\n\t«ok»' })).toEqual([])
    expect(controlCharacterFields({ 'a\u0007': 'x' })).toEqual(['non_field_errors'])
    expect(controlCharacterFields('\u007f')).toEqual(['non_field_errors'])
  })

  it('refuses right-to-left overrides and zero-width characters, keeping the joiner inside an emoji', () => {
    expect(
      controlCharacterFields({
        rtl: 'Чудовий крем \u202Eдовг\u202C',
        isolate: 'a\u2067b',
        zwsp: 'ад\u200Bмін',
        bom: '\uFEFFтекст',
        joiner: 'ад\u200Dмін',
        tail: '🙂\u200D',
        ok: 'Команда 👩\u200D💻 і ❤️\u200D🔥, כן',
      }),
    ).toEqual(['rtl', 'isolate', 'zwsp', 'bom', 'joiner', 'tail'])
  })
})
