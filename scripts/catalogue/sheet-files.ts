import { readFileSync, writeFileSync } from 'node:fs'
import { strToU8, zipSync } from 'fflate'
import { toCsv } from '../../worker/services/admin/spreadsheet/csv'
import { readSheetBytes } from '../../worker/services/admin/spreadsheet/read-sheet'

/**
 * A sheet file's rows of cell texts, read as the back office reads an upload: .xlsx, or CSV in UTF-8
 * or Windows-1251 with `;` or `,`. A file that is neither throws SheetFileError with a message code.
 */
export function readSheetFile(path: string): string[][] {
  return readSheetBytes(new Uint8Array(readFileSync(path)), path)
}

type Cell = string | number

/** Writes rows as CSV, or as a one-sheet .xlsx when the name ends so. */
export function writeSheetFile(path: string, rows: readonly (readonly Cell[])[]): void {
  writeFileSync(path, /\.xlsx$/i.test(path) ? buildXlsx(rows) : toCsv(rows))
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** The smallest workbook spreadsheet programs open: one sheet, inline strings, numbers as numbers. */
export function buildXlsx(rows: readonly (readonly Cell[])[]): Uint8Array {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  const sheetRows = rows
    .map((cells, r) => {
      const xml = cells
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
          return value === ''
            ? ''
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
        })
        .join('')
      return `<row r="${r + 1}">${xml}</row>`
    })
    .join('')
  const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`)
  return zipSync({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': xml(
      `<workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Catalogue" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': xml(`<worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`),
  })
}
