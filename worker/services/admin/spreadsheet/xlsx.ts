import { unzipSync } from 'fflate'

/**
 * Reads the first worksheet of an .xlsx file into rows of cell texts. fflate unzips it (pure
 * JavaScript, so it runs in the Worker as in Node); the SpreadsheetML parts are small and regular,
 * so they are read here: shared strings, inline strings, numbers, booleans and formula results.
 */
export class XlsxError extends Error {
  override name = 'XlsxError'
}

const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024

export function readXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>
  let total = 0
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const wanted =
          file.name === 'xl/workbook.xml' ||
          file.name === 'xl/_rels/workbook.xml.rels' ||
          file.name === 'xl/sharedStrings.xml' ||
          file.name.startsWith('xl/worksheets/')
        total += wanted ? file.originalSize : 0
        if (total > MAX_UNZIPPED_BYTES) throw new XlsxError('xlsx_too_large')
        return wanted
      },
    })
  } catch (error) {
    if (error instanceof XlsxError) throw error
    throw new XlsxError('not_xlsx')
  }
  const text = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : null)
  const sheet = text(firstSheetPath(text('xl/workbook.xml'), text('xl/_rels/workbook.xml.rels')))
  if (sheet === null) throw new XlsxError('xlsx_no_sheet')
  return readSheet(sheet, readSharedStrings(text('xl/sharedStrings.xml')))
}

function firstSheetPath(workbook: string | null, rels: string | null): string {
  const relId = workbook && /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1]
  if (relId && rels) {
    for (const rel of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
      if (attr(rel, 'Id') !== relId) continue
      const target = attr(rel, 'Target') ?? ''
      return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`
    }
  }
  return 'xl/worksheets/sheet1.xml'
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
function decode(xml: string): string {
  return xml.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)))
    return ENTITIES[entity] ?? whole
  })
}

/** The text of every <t> inside an element (rich text runs are joined; phonetic runs are skipped). */
function textOf(xml: string): string {
  const withoutPhonetic = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
  let out = ''
  for (const m of withoutPhonetic.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) out += decode(m[1] ?? '')
  return out
}

function readSharedStrings(xml: string | null): string[] {
  if (!xml) return []
  return [...xml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)].map((m) => textOf(m[1] ?? ''))
}

/** "C7" → 2 (zero-based column). */
function columnIndex(ref: string): number {
  let n = 0
  for (const ch of /^[A-Z]+/.exec(ref)?.[0] ?? '') n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

function readSheet(xml: string, shared: readonly string[]): string[][] {
  const rows: string[][] = []
  for (const rowMatch of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(attr(rowMatch[1] ?? '', 'r') ?? rows.length + 1)
    const cells: string[] = []
    let next = 0
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? ''
      const body = cell[2] ?? ''
      const ref = attr(attrs, 'r')
      const index = ref ? columnIndex(ref) : next
      next = index + 1
      const type = attr(attrs, 't') ?? 'n'
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
      const text =
        type === 's'
          ? (shared[Number(value)] ?? '')
          : type === 'inlineStr'
            ? textOf(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '')
            : type === 'b'
              ? value === '1'
                ? 'TRUE'
                : 'FALSE'
              : decode(value ?? '')
      while (cells.length < index) cells.push('')
      cells[index] = text
    }
    // Rows are numbered in the file; missing rows are empty rows, so row numbers stay true.
    while (rows.length < rowNumber - 1) rows.push([])
    rows.push(cells)
  }
  return rows
}
