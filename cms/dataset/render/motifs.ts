import type { Motif, Palette } from '../image-specs'

/**
 * Product-style illustrations drawn in a 400×400 design box; the banner scales and places them.
 * Gradient ids are prefixed with `m-` and declared by `motifDefs`.
 */

export function motifDefs(p: Palette): string {
  return `
    <linearGradient id="m-glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${p.ink}" stop-opacity="0.85"/>
    </linearGradient>
    <linearGradient id="m-cream" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FFFFFF"/>
      <stop offset="1" stop-color="${p.soft}"/>
    </linearGradient>
    <linearGradient id="m-podium" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${p.to}" stop-opacity="0.9"/>
    </linearGradient>
    <radialGradient id="m-drop" cx="0.35" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0.75"/>
    </radialGradient>
    <radialGradient id="m-sun" cx="0.4" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#FFE9C4"/>
      <stop offset="1" stop-color="${p.accent}"/>
    </radialGradient>`
}

const podium = () => `
  <ellipse cx="200" cy="362" rx="180" ry="22" fill="#000" opacity="0.08"/>
  <rect x="40" y="300" width="320" height="56" rx="6" fill="url(#m-podium)"/>
  <ellipse cx="200" cy="300" rx="160" ry="24" fill="#FFFFFF" opacity="0.95"/>`

const labelLines = (x: number, y: number, w: number, color: string) => `
  <rect x="${x}" y="${y}" width="${w}" height="5" rx="2.5" fill="${color}" opacity="0.7"/>
  <rect x="${x}" y="${y + 12}" width="${w * 0.65}" height="4" rx="2" fill="${color}" opacity="0.45"/>`

function dropperBottle(p: Palette, x: number, scale = 1): string {
  return `<g transform="translate(${x} ${300 - 220 * scale}) scale(${scale})">
    <rect x="30" y="0" width="30" height="58" rx="15" fill="${p.ink}"/>
    <rect x="24" y="50" width="42" height="34" rx="6" fill="${p.ink}" opacity="0.9"/>
    <rect x="0" y="80" width="90" height="140" rx="20" fill="url(#m-glass)"/>
    <rect x="10" y="94" width="12" height="100" rx="6" fill="#FFFFFF" opacity="0.35"/>
    <rect x="14" y="132" width="62" height="48" rx="6" fill="#FFFFFF" opacity="0.9"/>
    ${labelLines(22, 146, 46, p.ink)}
  </g>`
}

function creamJar(p: Palette, x: number): string {
  return `<g transform="translate(${x} 204)">
    <rect x="0" y="28" width="136" height="68" rx="14" fill="url(#m-cream)" stroke="${p.to}" stroke-width="2"/>
    <rect x="-6" y="0" width="148" height="36" rx="10" fill="${p.accent}"/>
    <rect x="6" y="6" width="60" height="6" rx="3" fill="#FFFFFF" opacity="0.45"/>
    ${labelLines(30, 52, 76, p.ink)}
  </g>`
}

function tube(p: Palette, x: number, text?: string): string {
  return `<g transform="translate(${x} 110)">
    <rect x="2" y="0" width="60" height="12" rx="3" fill="${p.to}"/>
    <path d="M0 10 H64 L56 172 H8 Z" fill="url(#m-cream)" stroke="${p.to}" stroke-width="2"/>
    <rect x="10" y="20" width="8" height="120" rx="4" fill="#FFFFFF" opacity="0.7"/>
    ${text ? `<text x="32" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="14" fill="${p.accent}" text-anchor="middle">${text}</text>` : labelLines(20, 80, 28, p.ink)}
    <rect x="8" y="170" width="48" height="20" rx="5" fill="${p.accent}"/>
  </g>`
}

function drop(cx: number, cy: number, s: number): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M0 -110 C40 -45 75 -5 75 38 A75 75 0 0 1 -75 38 C-75 -5 -40 -45 0 -110 Z" fill="url(#m-drop)"/>
    <ellipse cx="-28" cy="20" rx="12" ry="24" fill="#FFFFFF" opacity="0.7" transform="rotate(20 -28 20)"/>
  </g>`
}

function leaf(x: number, y: number, angle: number, length: number, fill: string, vein: string): string {
  const l = length
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <path d="M0 0 C${l * 0.25} ${-l * 0.35} ${l * 0.7} ${-l * 0.4} ${l} 0 C${l * 0.7} ${l * 0.3} ${l * 0.25} ${l * 0.3} 0 0 Z" fill="${fill}"/>
    <path d="M4 0 Q${l * 0.5} ${-l * 0.04} ${l * 0.95} 0" stroke="${vein}" stroke-width="3" fill="none" opacity="0.6"/>
  </g>`
}

function giftBox(p: Palette, x: number, y: number, w: number, h: number, fill: string): string {
  const cx = x + w / 2
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}"/>
    <rect x="${x - 6}" y="${y - 4}" width="${w + 12}" height="22" rx="6" fill="${fill}" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="2"/>
    <rect x="${cx - 9}" y="${y - 4}" width="18" height="${h + 4}" fill="${p.soft}"/>
    <ellipse cx="${cx - 18}" cy="${y - 14}" rx="20" ry="11" fill="none" stroke="${p.soft}" stroke-width="7" transform="rotate(-20 ${cx - 18} ${y - 14})"/>
    <ellipse cx="${cx + 18}" cy="${y - 14}" rx="20" ry="11" fill="none" stroke="${p.soft}" stroke-width="7" transform="rotate(20 ${cx + 18} ${y - 14})"/>
  </g>`
}

const MOTIFS: Record<Motif, (p: Palette) => string> = {
  bottles: (p) => `${podium()}${tube(p, 168)}${dropperBottle(p, 70)}${creamJar(p, 214)}`,
  drops: () => `${podium()}
    ${drop(200, 190, 1)}${drop(318, 96, 0.42)}${drop(86, 150, 0.32)}
    <circle cx="110" cy="250" r="10" fill="#FFFFFF" opacity="0.8"/>
    <circle cx="300" cy="230" r="16" fill="#FFFFFF" opacity="0.6"/>
    <circle cx="330" cy="180" r="7" fill="#FFFFFF" opacity="0.8"/>`,
  sun: (p) => `
    <g opacity="0.7">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6
      const r1 = 118
      const r2 = 146
      return `<line x1="${230 + r1 * Math.cos(a)}" y1="${150 + r1 * Math.sin(a)}" x2="${230 + r2 * Math.cos(a)}" y2="${150 + r2 * Math.sin(a)}" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`
    }).join('')}</g>
    <circle cx="230" cy="150" r="100" fill="url(#m-sun)"/>
    ${podium()}${tube(p, 110, 'SPF 50')}${creamJar(p, 200)}`,
  leaves: (p) => `
    ${leaf(200, 300, -120, 190, p.accent, p.soft)}${leaf(200, 300, -75, 210, p.to, p.soft)}
    ${leaf(200, 300, -150, 150, p.to, p.soft)}${leaf(200, 300, -35, 160, p.accent, p.soft)}
    ${podium()}${creamJar(p, 132)}`,
  boxes: (p) => `${podium()}
    ${giftBox(p, 70, 196, 170, 104, p.accent)}${giftBox(p, 112, 118, 92, 70, p.to)}
    ${dropperBottle(p, 262, 0.85)}`,
}

export function motif(name: Motif, p: Palette): string {
  return MOTIFS[name](p)
}
