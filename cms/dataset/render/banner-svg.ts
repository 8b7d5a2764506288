import { type BannerSpec, PALETTES } from '../image-specs'
import { motif, motifDefs } from './motifs'
import { escapeMarkup } from '../../../app/domain/text'

const SERIF = "'DejaVu Serif', Georgia, serif"
const SANS = "'DejaVu Sans', Arial, sans-serif"

/** DejaVu averages roughly these em widths; good enough to fit and wrap text without measuring. */
const SERIF_BOLD_EM = 0.64
const SANS_EM = 0.56

function fitFontSize(lines: string[], maxWidth: number, preferred: number, em: number): number {
  const longest = Math.max(...lines.map((line) => line.length))
  return Math.min(preferred, Math.floor(maxWidth / (longest * em)))
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    if (current && (current + ' ' + word).length > maxChars) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) lines.push(current)
  return lines
}

function sparkle(x: number, y: number, r: number, color: string, opacity: number): string {
  return `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z" fill="${color}" opacity="${opacity}"/>`
}

interface Layout {
  textX: number
  textWidth: number
  /** Top of the text block, or null to centre it vertically. */
  textTop: number | null
  sublineWidth: number
  art: { x: number; y: number; size: number }
  headlineSize: number
  decorations: Array<{ x: number; y: number }>
}

function layoutFor(width: number, height: number): Layout {
  const ratio = width / height
  if (ratio < 1.3) {
    // Square mobile banner: text on top, illustration in the bottom right corner.
    const size = height * 0.5
    return {
      textX: width * 0.08,
      textTop: height * 0.13,
      textWidth: width * 0.84,
      sublineWidth: width * 0.84,
      art: { x: width - size * 1.02, y: height - size * 0.98, size },
      headlineSize: 64,
      decorations: [{ x: width * 0.9, y: height * 0.07 }, { x: width * 0.8, y: height * 0.12 }],
    }
  }
  const size = Math.min(height * 0.92, width * 0.4)
  const artX = Math.max(width * 0.62, width - size * 1.04)
  return {
    textX: width * 0.07,
    textTop: null,
    textWidth: artX - width * 0.1,
    sublineWidth: artX - width * 0.1,
    art: { x: artX, y: height - size * 0.98, size },
    headlineSize: ratio > 3.5 ? 58 : 68,
    decorations: [{ x: width * 0.46, y: height * 0.12 }, { x: width * 0.52, y: height * 0.2 }],
  }
}

export function bannerSvg(spec: BannerSpec): string {
  const p = PALETTES[spec.palette]
  const { width: w, height: h } = spec
  const layout = layoutFor(w, h)
  const headlineSize = fitFontSize(spec.headline, layout.textWidth, layout.headlineSize, SERIF_BOLD_EM)
  const small = Math.round(Math.max(18, Math.min(26, h * 0.045)))
  const sublineSize = Math.round(small * 1.15)
  const sublineLines = spec.subline ? wrap(spec.subline, Math.floor(layout.sublineWidth / (sublineSize * SANS_EM))) : []
  const ctaHeight = small * 2.4
  const blockHeight =
    (spec.eyebrow ? small * 0.9 + headlineSize * 0.1 : 0) +
    headlineSize * (1 + 1.14 * (spec.headline.length - 1)) +
    (sublineLines.length ? sublineSize * (0.3 + 1.35 * sublineLines.length) : 0) +
    (spec.cta ? ctaHeight + small * 0.2 : 0)

  let y = layout.textTop ?? (h - blockHeight) / 2 + (spec.eyebrow ? small : 0)
  const parts: string[] = []
  if (spec.eyebrow) {
    parts.push(`<rect x="${layout.textX}" y="${y - small * 0.85}" width="44" height="3" rx="1.5" fill="${p.accent}"/>`)
    parts.push(
      `<text x="${layout.textX + 58}" y="${y}" font-family="${SANS}" font-weight="bold" font-size="${small}" letter-spacing="3" fill="${p.accent}">${escapeMarkup(spec.eyebrow)}</text>`,
    )
    y += small * 0.9 + headlineSize * 1.1
  } else y += headlineSize
  for (const line of spec.headline) {
    parts.push(
      `<text x="${layout.textX}" y="${y}" font-family="${SERIF}" font-weight="bold" font-size="${headlineSize}" fill="${p.ink}">${escapeMarkup(line)}</text>`,
    )
    y += headlineSize * 1.14
  }
  y += sublineSize * 0.3
  for (const line of sublineLines) {
    parts.push(
      `<text x="${layout.textX}" y="${y}" font-family="${SANS}" font-size="${sublineSize}" fill="${p.ink}" opacity="0.82">${escapeMarkup(line)}</text>`,
    )
    y += sublineSize * 1.35
  }
  if (spec.cta) {
    const ctaSize = small
    const ctaWidth = spec.cta.length * ctaSize * 0.62 + ctaSize * 2.6
    const top = y + ctaSize * 0.2
    const buttonFill = spec.palette === 'plum' ? p.accent : p.ink
    const buttonText = spec.palette === 'plum' ? '#2E1A2B' : '#FFFFFF'
    parts.push(`<rect x="${layout.textX}" y="${top}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="${buttonFill}"/>`)
    parts.push(
      `<text x="${layout.textX + ctaWidth / 2}" y="${top + ctaHeight / 2 + ctaSize * 0.36}" font-family="${SANS}" font-weight="bold" font-size="${ctaSize}" fill="${buttonText}" text-anchor="middle">${escapeMarkup(spec.cta)} →</text>`,
    )
  }

  const { art } = layout
  const scale = art.size / 400
  const circleR = Math.max(w, h) * 0.32
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.soft}" stop-opacity="${spec.palette === 'plum' ? 0.3 : 0.9}"/>
      <stop offset="1" stop-color="${p.soft}" stop-opacity="0"/>
    </radialGradient>
    ${motifDefs(p)}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${art.x + art.size * 0.5}" cy="${art.y + art.size * 0.45}" r="${circleR}" fill="url(#glow)"/>
  <circle cx="${art.x + art.size * 0.55}" cy="${art.y + art.size * 0.42}" r="${art.size * 0.46}" fill="none" stroke="${p.soft}" stroke-width="2" opacity="0.7"/>
  <circle cx="${w * 0.03}" cy="${h * 1.02}" r="${Math.min(w, h) * 0.34}" fill="${p.soft}" opacity="0.25"/>
  <path d="M0 ${h * 0.82} C ${w * 0.25} ${h * 0.7}, ${w * 0.45} ${h * 0.98}, ${w * 0.7} ${h * 0.86} S ${w} ${h * 0.8}, ${w} ${h * 0.8}" stroke="${p.soft}" stroke-width="2" fill="none" opacity="0.45"/>
  ${sparkle(art.x + art.size * 0.08, art.y + art.size * 0.16, art.size * 0.045, p.soft, 0.95)}
  ${sparkle(art.x + art.size * 0.95, art.y + art.size * 0.3, art.size * 0.03, p.accent, 0.8)}
  ${layout.decorations.map(({ x, y }, i) => (i % 2 ? `<circle cx="${x}" cy="${y}" r="5" fill="${p.accent}" opacity="0.5"/>` : sparkle(x, y, 10, p.soft, 0.8))).join('')}
  <g transform="translate(${art.x} ${art.y}) scale(${scale})">${motif(spec.motif, p)}</g>
  ${parts.join('\n  ')}
</svg>`
}
