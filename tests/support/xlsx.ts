import { strToU8, zipSync } from 'fflate'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const col = (i: number) => String.fromCharCode(65 + i)

/**
 * A minimal .xlsx as spreadsheet programs write it: the workbook points at its sheet through the
 * relationships part, text in the shared-strings table (or inline), numbers as numbers.
 */
export function buildXlsx(
  rows: (string | number | null)[][],
  opts: { inlineStrings?: boolean; sheetPath?: string } = {},
): Uint8Array {
  const shared: string[] = []
  const sheetPath = opts.sheetPath ?? 'worksheets/sheet1.xml'
  const rowsXml = rows
    .map((cells, r) => {
      const cellsXml = cells
        .map((value, c) => {
          if (value === null) return ''
          const ref = `${col(c)}${r + 1}`
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
          if (opts.inlineStrings) return `<c r="${ref}" t="inlineStr"><is><t>${esc(value)}</t></is></c>`
          shared.push(value)
          return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`
        })
        .join('')
      return `<row r="${r + 1}">${cellsXml}</row>`
    })
    .join('')
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Прайс" sheetId="1" r:id="rId7"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${sheetPath}"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst ${ns}>${shared.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('')}</sst>`,
    ),
    [`xl/${sheetPath}`]: strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData>${rowsXml}</sheetData></worksheet>`,
    ),
  })
}
