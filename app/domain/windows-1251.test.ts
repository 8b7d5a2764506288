import { describe, expect, it } from 'vitest'
import { decodeSpreadsheetText, decodeWindows1251 } from './windows-1251'

describe('spreadsheet text', () => {
  it('reads Windows-1251 Ukrainian letters, quotes and the hryvnia-free punctuation', () => {
    expect(
      decodeWindows1251(
        Uint8Array.from([0xc0, 0xff, 0xaf, 0xbf, 0xb2, 0xb3, 0xaa, 0xba, 0xa5, 0xb4, 0xab, 0xbb, 0xb9]),
      ),
    ).toBe('АяЇїІіЄєҐґ«»№')
  })
  it('prefers UTF-8 when the bytes are valid UTF-8, falls back to Windows-1251, refuses UTF-16 and binary', () => {
    expect(decodeSpreadsheetText(new TextEncoder().encode('Артикул;Ціна'))).toBe('Артикул;Ціна')
    expect(decodeSpreadsheetText(Uint8Array.from([0xc0, 0x3b, 0xaf, 0x0d, 0x0a]))).toBe('А;Ї\r\n')
    expect(decodeSpreadsheetText(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toBeNull()
    expect(decodeSpreadsheetText(Uint8Array.from([0xc0, 0x01, 0x02]))).toBeNull()
  })
})
