/**
 * The stand-in's printed marking: a one-page PDF of the carrier's 100×100 mm label form with the
 * waybill's number in figures and as bars, so a label can be opened and printed offline. Written by
 * hand (a few objects and their offsets): a PDF library would weigh more than the whole stand-in.
 */
const MM = 72 / 25.4
const SIDE = Math.round(100 * MM)

/** Bars of the number's digits, each digit as four bars of its bits: a picture of a barcode, not a scannable one. */
function bars(number: string): string {
  const ops: string[] = []
  let x = 20
  for (const digit of number) {
    for (let bit = 3; bit >= 0; bit--) {
      const wide = (Number(digit) >> bit) & 1
      ops.push(`${x} 110 ${wide ? 3 : 1.2} 70 re f`)
      x += wide ? 5 : 3.4
    }
    x += 1.5
  }
  return ops.join('\n')
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')

export function labelPdf(w: { number: string; seats: string; weight: string; cod: string }): string {
  const lines = [
    `BT /F1 16 Tf 20 ${SIDE - 36} Td (NOVA POSHTA) Tj ET`,
    `BT /F1 9 Tf 20 ${SIDE - 52} Td (Local stand-in label, 100x100) Tj ET`,
    `BT /F1 22 Tf 20 ${SIDE - 90} Td (${escape(w.number.replace(/(\d{4})(?=\d)/g, '$1 '))}) Tj ET`,
    bars(w.number),
    `BT /F1 10 Tf 20 80 Td (Seats: ${escape(w.seats)}   Weight: ${escape(w.weight)} kg) Tj ET`,
    `BT /F1 10 Tf 20 62 Td (${w.cod === '0' ? 'Prepaid' : `COD: ${escape(w.cod)} UAH`}) Tj ET`,
    `2 w 10 10 ${SIDE - 20} ${SIDE - 20} re S`,
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${SIDE} ${SIDE}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${lines.length} >>\nstream\n${lines}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Every character is ASCII (escape() above), so its length is its bytes and the offsets hold.
  return pdf
}
