import { decodeSpreadsheetText } from '../../../../app/domain/windows-1251'
import { parseCsv } from './csv'
import { readXlsx, XlsxError } from './xlsx'

/** A file that is no readable table; `message` is a code of admin.errors (`csv_encoding`, `not_xlsx`, …). */
export class SheetFileError extends Error {
  override name = 'SheetFileError'
}

/**
 * A spreadsheet file's rows of cell texts, as every import reads them (the price list, the catalogue
 * in the back office and on the command line): .xlsx by its zip signature or name; anything else is
 * CSV in UTF-8 (with or without a BOM) or Windows-1251, with `;`, `,` or tab between cells.
 */
export function readSheetBytes(bytes: Uint8Array, name: string): string[][] {
  if ((bytes[0] === 0x50 && bytes[1] === 0x4b) || /\.xlsx$/i.test(name)) {
    try {
      return readXlsx(bytes)
    } catch (error) {
      if (error instanceof XlsxError) throw new SheetFileError(error.message)
      throw error
    }
  }
  const text = decodeSpreadsheetText(bytes)
  if (text === null) throw new SheetFileError('csv_encoding')
  return parseCsv(text)
}

/**
 * The table with the given rows (numbered as the file's, the header being 1) emptied rather than
 * removed: an empty row is skipped by every reader, and the rows after it keep their numbers.
 */
export function withoutRows(table: string[][], rows: ReadonlySet<number>): string[][] {
  return rows.size === 0 ? table : table.map((cells, index) => (rows.has(index + 1) ? [] : cells))
}
