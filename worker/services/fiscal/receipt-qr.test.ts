import decodeQR from '@paulmillr/qr/decode.js'
import { describe, expect, it } from 'vitest'
import { readPng } from '../../../tests/support/png'
import { receiptQrPng, receiptQrShownPx, receiptQrSvg } from './receipt-qr'

/** Paints the SVG's runs (M x y h w …) into RGBA pixels, `scale` per module, as a camera would see it. */
function paint(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1])
  const width = size * scale
  const data = new Uint8Array(width * width * 4).fill(255)
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3)
  }
  return { width, height: width, data }
}

describe('receiptQrSvg', () => {
  it('draws a QR code a reader decodes back to the receipt link', () => {
    const url = 'https://check.checkbox.ua/0b8a4a3e-7b0e-4a4c-9c1e-1f2a3b4c5d6e'
    const svg = receiptQrSvg(url)
    expect(decodeQR(paint(svg))).toBe(url)
    expect(svg.length).toBeLessThan(6000)
  })

  it('holds nothing of the link as text', () => {
    const svg = receiptQrSvg('https://check.example/<script>alert(1)</script>')
    expect(svg).not.toMatch(/script|check\.example/)
    expect(svg.replace(/<[^>]+>/g, '')).toBe('')
  })
})

describe('receiptQrPng', () => {
  const url = 'https://check.checkbox.ua/0b8a4a3e-7b0e-5a4c-9c1e-1f2a3b4c5d6e'

  it('is a PNG a reader decodes back to the receipt link, twice the size the email shows it at', () => {
    const image = readPng(receiptQrPng(url))
    expect(decodeQR(image)).toBe(url)
    expect(image.width).toBe(2 * receiptQrShownPx(url))
  })

  it('is small and the same bytes every time (an immutable answer)', () => {
    const [a, b] = [receiptQrPng(url), receiptQrPng(url)]
    expect(a.length).toBeLessThan(2000)
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    expect(Buffer.from(receiptQrPng(`${url}0`)).equals(Buffer.from(a))).toBe(false)
  })
})
