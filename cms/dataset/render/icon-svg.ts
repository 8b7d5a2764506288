import { type Glyph, type IconSpec, PALETTES } from '../image-specs'

/**
 * Line icons drawn in a 100×100 box inside a group that strokes with the ink colour and fills
 * nothing; `A` is the accent colour for the shapes that do fill.
 */
const GLYPHS: Record<Glyph, (A: string) => string> = {
  shield: (A) => `
    <path d="M50 10 L84 22 V48 C84 70 70 84 50 92 C30 84 16 70 16 48 V22 Z" fill="${A}" fill-opacity="0.25"/>
    <path d="M34 50 L46 62 L68 38"/>`,
  truck: (A) => `
    <path d="M8 30 H58 V70 H8 Z" fill="${A}" fill-opacity="0.25"/>
    <path d="M58 42 H76 L90 56 V70 H58"/>
    <circle cx="26" cy="72" r="9" fill="#FFFFFF"/>
    <circle cx="74" cy="72" r="9" fill="#FFFFFF"/>
    <path d="M18 44 H40 M18 54 H32"/>`,
  parcel: (A) => `
    <path d="M50 12 L86 30 V70 L50 88 L14 70 V30 Z" fill="${A}" fill-opacity="0.25"/>
    <path d="M14 30 L50 48 L86 30 M50 48 V88 M32 21 L68 39"/>`,
  banknote: (A) => `
    <rect x="10" y="26" width="80" height="48" rx="8" fill="${A}" fill-opacity="0.25"/>
    <circle cx="50" cy="50" r="13"/>
    <text x="50" y="58" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="22" text-anchor="middle" fill="currentColor" stroke="none">₴</text>
    <path d="M20 36 V38 M80 62 V64"/>`,
  chat: (A) => `
    <path d="M18 16 H82 A8 8 0 0 1 90 24 V62 A8 8 0 0 1 82 70 H42 L24 86 V70 H18 A8 8 0 0 1 10 62 V24 A8 8 0 0 1 18 16 Z" fill="${A}" fill-opacity="0.25"/>
    <circle cx="50" cy="43" r="16" fill="#FFFFFF"/>
    <path d="M50 34 V43 L57 48"/>`,
  expert: (A) => `
    <circle cx="50" cy="36" r="16" fill="${A}" fill-opacity="0.25"/>
    <path d="M20 88 C20 66 34 58 50 58 C66 58 80 66 80 88" fill="${A}" fill-opacity="0.25"/>
    <path d="M30 36 A20 20 0 0 1 70 36 M70 36 V44 A6 6 0 0 1 64 50 H56"/>
    <path d="M84 14 L86 20 L92 22 L86 24 L84 30 L82 24 L76 22 L82 20 Z" fill="${A}" stroke="none"/>`,
  percent: (A) => `
    <path d="M14 20 A6 6 0 0 1 20 14 H52 L88 50 L50 88 L14 52 Z" fill="${A}" fill-opacity="0.25"/>
    <circle cx="30" cy="30" r="5" fill="#FFFFFF"/>
    <text x="54" y="64" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="30" text-anchor="middle" fill="currentColor" stroke="none" transform="rotate(-45 54 54)">%</text>`,
}

export function iconSvg(spec: IconSpec): string {
  const p = PALETTES[spec.palette]
  const { width: w, height: h } = spec
  const inner = w * 0.56
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.soft}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
  </defs>
  <circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 3}" fill="url(#bg)"/>
  <circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 12}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.8"/>
  <g transform="translate(${(w - inner) / 2} ${(h - inner) / 2}) scale(${inner / 100})"
     fill="none" color="${p.ink}" stroke="${p.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[spec.glyph](p.accent)}</g>
</svg>`
}
