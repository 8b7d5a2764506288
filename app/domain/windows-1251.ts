/**
 * Windows-1251, the code page Ukrainian Excel and 1C save CSV files in. Workers' TextDecoder knows
 * only UTF-8 reliably, and the table is small: 0x00–0x7F is ASCII, 0xC0–0xFF is А–я in order, and
 * 0x80–0xBF is listed below.
 */
const HIGH = 'ЂЃ‚ѓ„…†‡€‰Љ‹ЊЌЋЏђ‘’“”•–—\uFFFD™љ›њќћџ\u00A0ЎўЈ¤Ґ¦§Ё©Є«¬\u00AD®Ї°±Ііґµ¶·ё№є»јЅѕї'

export function decodeWindows1251(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) {
    if (byte < 0x80) text += String.fromCharCode(byte)
    else if (byte >= 0xc0) text += String.fromCharCode(0x0410 + byte - 0xc0)
    else text += HIGH[byte - 0x80]
  }
  return text
}

const isControl = (ch: string) => ch < ' ' && ch !== '\t' && ch !== '\n' && ch !== '\r'

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1251; null for UTF-16 and other binary text. */
export function decodeSpreadsheetText(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    const text = decodeWindows1251(bytes)
    // Control characters other than tabs and line breaks mean this is no text file.
    return [...text].some(isControl) ? null : text
  }
}
