/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes and line breaks inside,
 * CRLF or LF, a UTF-8 BOM. The delimiter is the header line's most frequent of `;` `,` and tab:
 * Excel in a Ukrainian locale saves with semicolons.
 */
export function parseCsv(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '')
  const delimiter = detectDelimiter(input)
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += ch
      continue
    }
    if (ch === '"' && field === '') quoted = true
    else if (ch === delimiter) {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/))
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const)
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a))
  return best[1] > 0 ? best[0] : ','
}

/**
 * One CSV line per row, quoting when needed. Text starting with = + - @ is prefixed with ' so a
 * spreadsheet never runs it as a formula, except plain numbers such as a phone "+380…".
 */
type Cell = string | number | boolean | null | undefined

function cell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s().-]+$/.test(text)) text = `'${text}`
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: readonly (readonly Cell[])[], delimiter: ',' | ';' = ','): string {
  // The BOM makes Excel read UTF-8 (Cyrillic) correctly.
  return `\uFEFF${rows.map((r) => r.map(cell).join(delimiter)).join('\r\n')}\r\n`
}

/** More lines of a CSV that `toCsv` began (no BOM): for a file sent a page at a time. */
export function csvLines(rows: readonly (readonly Cell[])[], delimiter: ',' | ';' = ','): string {
  return rows.map((r) => `${r.map(cell).join(delimiter)}\r\n`).join('')
}
