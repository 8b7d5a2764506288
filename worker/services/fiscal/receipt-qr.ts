import { encodeQR } from '@paulmillr/qr'
import { bitmapPng } from './png'

/**
 * A receipt's public link as a QR code in SVG, made on the server (the browser bundle carries no QR
 * encoder). The library's own SVG draws a square per dark module (~23 KB for a receipt link); this
 * draws each row's runs of dark modules as one path (~3 KB), with a white quiet zone of `border`.
 * The markup holds no text from anywhere, only numbers, so pages and emails may embed it as it is.
 */
export function receiptQrSvg(url: string, border = 2): string {
  const rows = encodeQR(url, 'raw', { ecc: 'medium', border: 0 })
  const size = rows.length + 2 * border
  let d = ''
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++
        continue
      }
      let end = x
      while (end < row.length && row[end]) end++
      d += `M${x + border} ${y + border}h${end - x}v1h-${end - x}z`
      x = end
    }
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="132" height="132" shape-rendering="crispEdges" aria-hidden="true">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  )
}

/** The quiet zone, in modules, of the emailed image (the SVG's default too). */
const IMAGE_BORDER = 2
/** An email shows a module as 4 CSS pixels; the image has twice as many, sharp on a phone's screen. */
const SHOWN_PX_PER_MODULE = 4
const IMAGE_PX_PER_MODULE = 2 * SHOWN_PX_PER_MODULE

const modules = (url: string) => encodeQR(url, 'raw', { ecc: 'medium', border: IMAGE_BORDER })

/**
 * A receipt's link as a PNG, for emails: Gmail and Outlook drop inline SVG (and Gmail data: URIs), so
 * the email links an image the Worker serves (GET /api/v1/order/receipt-qr/{receipt id}).
 */
export const receiptQrPng = (url: string): Uint8Array => bitmapPng(modules(url), IMAGE_PX_PER_MODULE)

/** The width (= height) in CSS pixels an email shows the image of `url` at. */
export const receiptQrShownPx = (url: string): number => modules(url).length * SHOWN_PX_PER_MODULE
