/**
 * Generated seed images: SVG drawn here, rasterised and encoded to WebP with sharp, and written into
 * the local R2 bucket MEDIA (miniflare state in .wrangler/state/v3, the one `vite dev` and
 * `wrangler dev` read), so the running worker serves them at /media/{key}.
 *
 * Decision (measured on the 2-core dev machine, sharp 0.35 / librsvg): one 800 px product shot costs
 * about 20–30 ms to rasterise and 15–25 ms to encode the three WebP sizes, i.e. ~45 ms per image set even
 * with two sets in flight. Per-variant images (1,500 products × ~2.6 variants × ~2 images) would take
 * ~6 minutes and per-product sets ~2 minutes, while an R2 put costs ~5 ms. So product images are shared:
 * one set of up to three pictures per (brand, container shape), keyed
 *   products/{brandSlug}/{shape}-{n}-{size}.webp      (n = 1 front, 2 with its box, 3 with a texture swatch)
 * The number of sets depends on the brands and shapes in use, not on the product count, so the default
 * seed and the 100k benchmark render the same few hundred sets. Variants point at these keys through
 * variant_images rows (the DB is the same with or without --no-images).
 * Category tiles are `categories/{slug}.webp` (400×400) and brand logos `brands/{slug}.webp` (240×120).
 *
 * Idempotent: the keys written are recorded in a manifest object (seed/images-{IMAGE_VERSION}.json);
 * a key listed there is not rendered again. Bump IMAGE_VERSION after changing the drawings (the new
 * manifest starts empty, so everything is redrawn and overwritten).
 */
import { IMAGE_SIZES } from '../../app/contract/admin-catalogue'
import { IMAGE_SPECS } from '../../cms/dataset/image-specs'
import { generateCmsImages } from '../../cms/dataset/images'
import { resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type OutputInfo } from 'sharp'

export const IMAGE_VERSION = 'v2'

export const SHAPES = [
  'pump',
  'dropper',
  'jar',
  'tube',
  'spray',
  'bottle',
  'polish',
  'stick',
  'compact',
  'box',
  'cartridge',
  'brush',
  'tool',
  'sachet',
] as const
export type Shape = (typeof SHAPES)[number]

export type ProductSize = keyof typeof IMAGE_SIZES

export interface BrandLook {
  slug: string
  name: string
  /** #rrggbb */
  color: string
  /** light: white pack, colour accents; color: pack in the brand colour; dark: near-black pack. */
  style: 'light' | 'color' | 'dark'
  tagline: string
}

export const productImageKey = (brandSlug: string, shape: Shape, n: number, size: ProductSize) =>
  `products/${brandSlug}/${shape}-${n}-${size}.webp`
export const categoryImageKey = (slug: string) => `categories/${slug}.webp`
export const brandImageKey = (slug: string) => `brands/${slug}.webp`
/** The path stored in the database: the worker serves R2 objects under /media/. */
export const mediaPath = (key: string) => `/media/${key}`

// ---------------------------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number]
const parseHex = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
const mix = (a: string, b: string, t: number) => {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}
const luminance = (hex: string) => {
  const [r, g, b] = parseHex(hex)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

interface Palette {
  bgIn: string
  bgOut: string
  body: string
  bodyDark: string
  bodyLight: string
  cap: string
  capDark: string
  label: string
  text: string
  sub: string
  accent: string
  texture: string
  /** Text colours straight on the pack body and on the cap. */
  onBody: string
  onCap: string
}

function palette(look: BrandLook): Palette {
  const c = look.color
  const bgIn = mix(c, '#ffffff', 0.93)
  const bgOut = mix(c, '#ffffff', 0.62)
  if (look.style === 'light') {
    return {
      bgIn,
      bgOut,
      body: '#fbfaf8',
      bodyDark: '#d9d6d2',
      bodyLight: '#ffffff',
      cap: c,
      capDark: mix(c, '#000000', 0.35),
      label: '#ffffff',
      text: mix(c, '#000000', 0.25),
      sub: '#6b6b6b',
      accent: c,
      texture: mix(c, '#ffffff', 0.8),
      onBody: mix(c, '#000000', 0.25),
      onCap: '#ffffff',
    }
  }
  if (look.style === 'dark') {
    const body = mix(c, '#111111', 0.82)
    return {
      bgIn,
      bgOut,
      body,
      bodyDark: mix(body, '#000000', 0.5),
      bodyLight: mix(body, '#ffffff', 0.22),
      cap: '#c9a86a',
      capDark: '#8c6d36',
      label: body,
      text: '#e9d3a3',
      sub: '#cfc6b8',
      accent: '#c9a86a',
      texture: mix(c, '#ffffff', 0.75),
      onBody: '#e9d3a3',
      onCap: body,
    }
  }
  const light = luminance(c) > 0.62
  return {
    bgIn,
    bgOut,
    body: c,
    bodyDark: mix(c, '#000000', 0.32),
    bodyLight: mix(c, '#ffffff', 0.3),
    cap: light ? mix(c, '#000000', 0.55) : '#f4f1ed',
    capDark: light ? mix(c, '#000000', 0.7) : '#bdb7b0',
    label: '#ffffff',
    text: mix(c, '#000000', 0.3),
    sub: '#707070',
    accent: mix(c, '#000000', 0.2),
    texture: mix(c, '#ffffff', 0.7),
    onBody: light ? mix(c, '#000000', 0.6) : '#ffffff',
    onCap: light ? '#ffffff' : mix(c, '#000000', 0.3),
  }
}

// ---------------------------------------------------------------------------------------------
// SVG pieces

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

function defs(p: Palette): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgIn}"/><stop offset="0.68" stop-color="${mix(p.bgIn, p.bgOut, 0.5)}"/><stop offset="0.8" stop-color="${mix(p.bgIn, p.bgOut, 0.85)}"/><stop offset="1" stop-color="${p.bgOut}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.bodyDark}"/><stop offset="0.3" stop-color="${p.bodyLight}"/><stop offset="0.55" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>
<linearGradient id="cap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.capDark}"/><stop offset="0.35" stop-color="${mix(p.cap, '#ffffff', 0.25)}"/><stop offset="0.6" stop-color="${p.cap}"/><stop offset="1" stop-color="${p.capDark}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d8d8d"/><stop offset="0.35" stop-color="#f2f2f2"/><stop offset="0.6" stop-color="#c4c4c4"/><stop offset="1" stop-color="#7a7a7a"/></linearGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<radialGradient id="texture" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${p.texture}"/><stop offset="1" stop-color="${mix(p.texture, '#000000', 0.12)}"/></radialGradient>
</defs>`
}

/** A studio sweep: a vertical gradient with a soft horizon (radial gradients cost ~3× more to rasterise). */
function background(size: number): string {
  return `<rect width="${size}" height="${size}" fill="url(#bg)"/>`
}

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.16)}" fill="url(#shadow)"/>`

/** Brand name (fitted to the width) and a small tagline, centred on x. */
function labelText(
  p: Palette,
  look: BrandLook,
  x: number,
  y: number,
  width: number,
  scale = 1,
  vertical = false,
): string {
  const name = look.name.toUpperCase()
  if (!name) {
    // Unbranded packs (category tiles): two printed-looking lines instead of text.
    const w = width * 0.6
    return `<rect x="${x - w / 2}" y="${y - 14 * scale}" width="${w}" height="${10 * scale}" rx="${5 * scale}" fill="${p.accent}" opacity="0.75"/>
<rect x="${x - w / 3}" y="${y + 8 * scale}" width="${(w * 2) / 3}" height="${6 * scale}" rx="${3 * scale}" fill="${p.sub}" opacity="0.5"/>`
  }
  const fs = Math.min(40 * scale, width / (name.length * 0.78))
  const ls = (fs * 0.08).toFixed(1)
  const tag = look.tagline.toUpperCase()
  const tfs = Math.min(15 * scale, width / (tag.length * 0.72), fs * 0.6)
  const body = `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="700" font-size="${fs.toFixed(1)}" letter-spacing="${ls}" text-anchor="middle" fill="${p.text}">${esc(name)}</text>
<rect x="${x - width * 0.18}" y="${y + fs * 0.45}" width="${width * 0.36}" height="${Math.max(1.5, 2 * scale)}" fill="${p.accent}"/>
<text x="${x}" y="${y + fs * 0.45 + tfs * 1.6}" font-family="${FONT}" font-size="${tfs.toFixed(1)}" letter-spacing="${(tfs * 0.12).toFixed(1)}" text-anchor="middle" fill="${p.sub}">${esc(tag)}</text>`
  return vertical ? `<g transform="rotate(-90 ${x} ${y})">${body}</g>` : body
}

const gloss = (x: number, y: number, w: number, h: number, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#gloss)" opacity="0.8"/>`

/** Each container is drawn standing on y = 690, centred on x = 400, at most 340 wide and 520 tall. */
function container(shape: Shape, p: Palette, look: BrandLook): string {
  switch (shape) {
    case 'pump':
      return `${shadow(400, 690, 150)}
<rect x="300" y="300" width="200" height="390" rx="34" fill="url(#body)"/>
<rect x="372" y="252" width="56" height="52" fill="url(#cap)"/>
<rect x="352" y="222" width="96" height="34" rx="8" fill="url(#cap)"/>
<rect x="388" y="168" width="24" height="56" fill="url(#cap)"/>
<path d="M380 160 h110 a10 10 0 0 1 0 20 h-110 z" fill="url(#cap)"/>
<rect x="316" y="400" width="168" height="170" rx="10" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 470, 150)}
${gloss(318, 310, 40, 370, 18)}`
    case 'dropper':
      return `${shadow(400, 690, 130)}
<rect x="310" y="372" width="180" height="318" rx="30" fill="url(#body)"/>
<rect x="350" y="330" width="100" height="46" rx="6" fill="url(#cap)"/>
<rect x="372" y="196" width="56" height="140" rx="28" fill="#2b2b2b"/>
<rect x="380" y="206" width="12" height="110" rx="6" fill="#ffffff" opacity="0.25"/>
<rect x="322" y="450" width="156" height="160" rx="8" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 516, 136)}
${gloss(326, 382, 34, 300, 16)}`
    case 'jar':
      return `${shadow(400, 690, 200)}
<rect x="228" y="468" width="344" height="222" rx="26" fill="url(#body)"/>
<rect x="218" y="398" width="364" height="80" rx="14" fill="url(#cap)"/>
<rect x="218" y="470" width="364" height="8" fill="${p.capDark}" opacity="0.5"/>
<rect x="262" y="518" width="276" height="130" rx="10" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 580, 250)}
${gloss(250, 478, 50, 204, 20)}`
    case 'tube':
      return `${shadow(400, 690, 120)}
<path d="M282 206 L518 206 L466 606 L334 606 Z" fill="url(#body)"/>
<rect x="276" y="176" width="248" height="34" rx="4" fill="url(#body)"/>
<path d="M290 184 h220 M290 193 h220 M290 202 h220" stroke="${p.bodyDark}" stroke-width="2" opacity="0.5"/>
<rect x="346" y="604" width="108" height="86" rx="12" fill="url(#cap)"/>
<rect x="340" y="600" width="120" height="14" rx="5" fill="url(#cap)"/>
${labelText({ ...p, text: p.onBody, sub: p.onBody, accent: p.onBody }, look, 400, 370, 190)}
${gloss(302, 214, 46, 380, 18)}`
    case 'spray':
      return `${shadow(400, 690, 120)}
<rect x="320" y="332" width="160" height="358" rx="44" fill="url(#body)"/>
<rect x="364" y="292" width="72" height="44" rx="6" fill="url(#metal)"/>
<rect x="358" y="210" width="84" height="86" rx="14" fill="url(#cap)"/>
<circle cx="438" cy="236" r="7" fill="${p.capDark}"/>
<rect x="332" y="430" width="136" height="170" rx="8" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 500, 120)}
${gloss(332, 342, 32, 340, 16)}`
    case 'bottle':
      return `${shadow(400, 690, 150)}
<path d="M300 690 L300 330 Q300 262 360 262 L440 262 Q500 262 500 330 L500 690 Z" fill="url(#body)"/>
<rect x="342" y="196" width="116" height="70" rx="14" fill="url(#cap)"/>
<rect x="342" y="226" width="116" height="5" fill="${p.capDark}" opacity="0.6"/>
<rect x="316" y="400" width="168" height="190" rx="10" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 478, 150)}
${gloss(316, 290, 40, 392, 18)}`
    case 'polish':
      return `${shadow(400, 690, 110)}
<rect x="318" y="470" width="164" height="220" rx="26" fill="url(#body)"/>
<rect x="360" y="448" width="80" height="26" fill="url(#metal)"/>
<rect x="368" y="236" width="64" height="216" rx="8" fill="url(#cap)"/>
<rect x="334" y="540" width="132" height="96" rx="8" fill="${p.label}" opacity="0.92"/>
${labelText(p, look, 400, 584, 116, 0.8)}
${gloss(330, 478, 30, 200, 14)}`
    case 'stick':
      return `${shadow(400, 690, 80)}
<rect x="362" y="170" width="76" height="250" rx="16" fill="url(#cap)"/>
<rect x="362" y="416" width="76" height="274" rx="12" fill="url(#body)"/>
<rect x="362" y="414" width="76" height="10" fill="url(#metal)"/>
${labelText({ ...p, text: p.onBody, sub: p.onBody, accent: p.onBody }, look, 400, 553, 230, 0.7, true)}
${gloss(370, 180, 16, 500, 8)}`
    case 'compact':
      return `${shadow(400, 690, 200)}
<ellipse cx="400" cy="640" rx="200" ry="52" fill="${p.capDark}"/>
<rect x="200" y="600" width="400" height="40" fill="url(#cap)"/>
<ellipse cx="400" cy="600" rx="200" ry="52" fill="${p.bodyDark}"/>
<circle cx="400" cy="390" r="190" fill="url(#cap)"/>
<circle cx="400" cy="390" r="160" fill="url(#body)"/>
<circle cx="400" cy="390" r="156" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.7"/>
${labelText(p, look, 400, 392, 230)}`
    case 'box':
      return `${shadow(400, 690, 180)}
<path d="M270 250 L320 210 L560 210 L510 250 Z" fill="${p.bodyLight}"/>
<path d="M510 250 L560 210 L560 650 L510 690 Z" fill="${p.bodyDark}"/>
<rect x="270" y="250" width="240" height="440" fill="url(#body)"/>
<rect x="270" y="330" width="240" height="8" fill="${p.accent}"/>
<rect x="286" y="400" width="208" height="170" rx="6" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 390, 474, 186)}`
    case 'cartridge':
      return `${shadow(400, 690, 110)}
<rect x="336" y="282" width="128" height="408" rx="40" fill="url(#body)"/>
<path d="M346 284 L360 222 L440 222 L454 284 Z" fill="url(#cap)"/>
<rect x="352" y="196" width="96" height="30" rx="14" fill="url(#metal)"/>
<rect x="348" y="400" width="104" height="190" rx="8" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 500, 170, 0.7, true)}
${gloss(346, 292, 26, 390, 12)}`
    case 'brush':
      return `${shadow(400, 690, 70)}
<path d="M400 150 C340 170 330 250 352 318 L448 318 C470 250 460 170 400 150 Z" fill="${p.bodyDark}"/>
<path d="M400 150 C372 170 364 240 378 318 L400 318 Z" fill="#ffffff" opacity="0.18"/>
<rect x="356" y="314" width="88" height="96" rx="6" fill="url(#metal)"/>
<path d="M366 408 L434 408 L420 690 L380 690 Z" fill="url(#cap)"/>
${labelText({ ...p, text: p.onCap, sub: p.onCap, accent: p.onCap }, look, 400, 560, 210, 0.55, true)}`
    case 'tool': {
      const onBand = look.style === 'color' ? { ...p, text: '#ffffff', sub: '#f3f3f3', accent: '#ffffff' } : p
      return `${shadow(400, 690, 170)}
<rect x="250" y="170" width="300" height="520" rx="16" fill="#ffffff"/>
<rect x="250" y="170" width="300" height="120" rx="16" fill="url(#body)"/>
<rect x="250" y="270" width="300" height="20" fill="url(#body)"/>
<rect x="378" y="188" width="44" height="14" rx="7" fill="${p.bgIn}"/>
<path d="M392 330 L348 640 Q344 660 360 656 L400 360 L440 656 Q456 660 452 640 L408 330 Z" fill="url(#metal)" stroke="#6d6d6d" stroke-width="2"/>
${labelText(onBand, look, 400, 240, 250, 0.9)}`
    }
    case 'sachet':
      return `${shadow(400, 690, 150)}
<path d="M280 232 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 l20 -16 l20 16 V690 H280 Z" fill="url(#body)"/>
<rect x="280" y="244" width="240" height="6" fill="${p.bodyDark}" opacity="0.4"/>
<rect x="300" y="380" width="200" height="190" rx="10" fill="${p.label}" opacity="0.95"/>
${labelText(p, look, 400, 460, 180)}
${gloss(292, 256, 44, 420, 16)}`
  }
}

/** The same product in its box (n = 2) or beside a swatch of its texture (n = 3). */
function productSvg(look: BrandLook, shape: Shape, n: number): string {
  const p = palette(look)
  let scene: string
  if (n === 2 && shape !== 'box' && shape !== 'tool') {
    scene = `<g transform="translate(-150 30) scale(0.96)">${container('box', p, look)}</g>
<g transform="translate(140 60) scale(0.86)">${container(shape, p, look)}</g>`
  } else if (n === 3 && (shape === 'tool' || shape === 'brush' || shape === 'box')) {
    // Close-up: no texture to show for tools and packs.
    scene = `<g transform="translate(-140 -150) scale(1.35)">${container(shape, p, look)}</g>`
  } else if (n === 3) {
    scene = `<g transform="translate(150 560)"><path d="M-130 40 C-150 -10 -90 -60 -10 -50 C60 -70 140 -30 130 20 C150 60 60 90 -20 80 C-100 90 -120 70 -130 40 Z" fill="url(#texture)"/>
<path d="M-70 -10 C-30 -30 30 -30 60 -10" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.7"/></g>
<g transform="translate(120 40) scale(0.92)">${container(shape, p, look)}</g>`
  } else if (n === 2) {
    scene = `<g transform="translate(-120 70) scale(0.85)">${container(shape, p, look)}</g>
<g transform="translate(160 130) scale(0.78)">${container(shape, p, look)}</g>`
  } else {
    scene = container(shape, p, look)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs(p)}${background(800)}${scene}</svg>`
}

/** A 400×400 tile: up to three containers of the category's kinds on the area's colour. */
function categorySvg(color: string, shapes: readonly Shape[], seedName: string): string {
  const look: BrandLook = { slug: 'c', name: seedName, color, style: 'light', tagline: '' }
  const p = palette({ ...look, style: 'color' })
  const list = shapes.slice(0, 3)
  const looks = [{ ...look, style: 'color' as const }]
  const blank = (l: BrandLook) => ({ ...l, name: '', tagline: '' })
  // Base point of each container (its bottom centre is drawn at 400,690) and its scale; sides first.
  const place =
    list.length === 1
      ? [{ x: 400, s: 1 }]
      : list.length === 2
        ? [
            { x: 265, s: 0.85 },
            { x: 545, s: 0.78 },
          ]
        : [
            { x: 205, s: 0.72 },
            { x: 600, s: 0.68 },
            { x: 400, s: 0.92 },
          ]
  const order = list.length === 3 ? [list[0]!, list[2]!, list[1]!] : list
  const scene = order
    .map((shape, i) => {
      const pl = place[i]!
      const l = looks[i % looks.length]!
      const tx = pl.x - 400 * pl.s
      const ty = 712 - 690 * pl.s
      return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${pl.s})">${container(shape, palette(l), blank(l))}</g>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 800 800">${defs(p)}${background(800)}${scene}</svg>`
}

/** A 240×120 logo: a monogram roundel and the name. */
function logoSvg(look: BrandLook): string {
  const c = look.color
  const dark = mix(c, '#000000', 0.25)
  const initials = look.name
    .split(/[\s&-]+/)
    .filter((w) => w.length > 2 || /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
  const words = look.name.split(' ')
  const half = Math.ceil(words.length / 2)
  const lines =
    look.name.length > 12 && words.length > 1
      ? [words.slice(0, half).join(' '), words.slice(half).join(' ')]
      : [look.name]
  const longest = Math.max(...lines.map((l) => l.length))
  const fs = Math.min(26, 136 / (longest * 0.66))
  const firstY = lines.length === 1 ? 66 : 52
  const text = lines
    .map(
      (line, i) =>
        `<text x="94" y="${(firstY + i * (fs + 2)).toFixed(1)}" font-family="${FONT}" font-weight="700" font-size="${fs.toFixed(1)}" fill="${dark}">${esc(line)}</text>`,
    )
    .join('')
  const tagY = firstY + (lines.length - 1) * (fs + 2) + 18
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect width="240" height="120" fill="#ffffff"/>
<circle cx="50" cy="60" r="36" fill="${c}"/>
<circle cx="50" cy="60" r="30" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>
<text x="50" y="${60 + (initials.length > 1 ? 9 : 11)}" font-family="${FONT}" font-weight="700" font-size="${initials.length > 1 ? 26 : 32}" text-anchor="middle" fill="#ffffff">${esc(initials)}</text>
${text}
<text x="95" y="${tagY.toFixed(1)}" font-family="${FONT}" font-size="9" letter-spacing="1.5" fill="#8a8a8a">${esc(look.tagline.toUpperCase())}</text>
</svg>`
}

// ---------------------------------------------------------------------------------------------
// Rendering

const WEBP = { quality: 82, effort: 2 } as const

/**
 * Rasterises once at 800 px (opaque, 3 channels) and encodes the three sizes from the same pixels:
 * l straight from the raster, s from a 300 px resize, xs from s (cheaper than from 800 px).
 */
export async function renderProductSet(look: BrandLook, shape: Shape, n: number): Promise<Record<ProductSize, Buffer>> {
  const big = await sharp(Buffer.from(productSvg(look, shape, n)))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const asRaw = (info: OutputInfo) => ({ raw: { width: info.width, height: info.height, channels: info.channels } })
  const mid = await sharp(big.data, asRaw(big.info))
    .resize(IMAGE_SIZES.s, IMAGE_SIZES.s)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const [l, s, xs] = await Promise.all([
    sharp(big.data, asRaw(big.info)).webp(WEBP).toBuffer(),
    sharp(mid.data, asRaw(mid.info)).webp(WEBP).toBuffer(),
    sharp(mid.data, asRaw(mid.info)).resize(IMAGE_SIZES.xs, IMAGE_SIZES.xs).webp(WEBP).toBuffer(),
  ])
  return { xs: xs!, s: s!, l: l! }
}

export async function renderCategoryTile(color: string, shapes: readonly Shape[], name: string): Promise<Buffer> {
  return sharp(Buffer.from(categorySvg(color, shapes, name)))
    .webp(WEBP)
    .toBuffer()
}

export async function renderLogo(look: BrandLook): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(look)))
    .webp({ ...WEBP, quality: 90 })
    .toBuffer()
}

// ---------------------------------------------------------------------------------------------
// Publishing into the local R2 bucket

export interface ImageJobs {
  brands: readonly BrandLook[]
  /** (brand slug, shape) pairs in use, each with how many pictures (1–3) variants point at. */
  productSets: ReadonlyArray<{ brand: BrandLook; shape: Shape; count: number }>
  categories: ReadonlyArray<{ slug: string; color: string; shapes: readonly Shape[]; name: string }>
}

interface MediaBucket {
  put(key: string, value: ArrayBuffer | Uint8Array | string, options?: unknown): Promise<unknown>
  get(key: string): Promise<{ text(): Promise<string> } | null>
}

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** Lists every key the seed has written with the current drawings. */
export const MANIFEST_KEY = `seed/images-${IMAGE_VERSION}.json`

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Renders what is missing and writes it into the local R2 bucket through wrangler's platform proxy
 * (the same persisted state `wrangler dev` and the Vite plugin use). Returns counts for the log.
 *
 * What is already there is read from one manifest object (MANIFEST_KEY), not from a listing: through
 * the proxy every property read of a listed R2Object is a round trip (~1.3 ms), which made checking a
 * few thousand keys take seconds.
 */
export async function publishImages(
  jobs: ImageJobs,
  opts: { configPath?: string; persistTo?: string; log?: (s: string) => void } = {},
): Promise<{ rendered: number; skipped: number; objects: number; renderMs: number; putMs: number }> {
  const { getPlatformProxy } = await import('wrangler')
  const proxy = await getPlatformProxy<{ MEDIA: MediaBucket }>({
    configPath: opts.configPath ?? resolve(PROJECT_ROOT, 'wrangler.toml'),
    // true: <config dir>/.wrangler/state/v3, where `wrangler dev` and the Vite plugin keep local R2.
    persist: opts.persistTo ? { path: opts.persistTo } : true,
  })
  try {
    const bucket = proxy.env.MEDIA
    const manifest = await bucket.get(MANIFEST_KEY)
    const have = new Set<string>(manifest ? (JSON.parse(await manifest.text()) as string[]) : [])
    const written = new Set(have)
    let rendered = 0
    let skipped = 0
    let renderMs = 0
    let putMs = 0
    const put = async (key: string, body: Buffer) => {
      const t0 = performance.now()
      await bucket.put(key, new Uint8Array(body.buffer, body.byteOffset, body.byteLength), {
        httpMetadata: { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' },
      })
      putMs += performance.now() - t0
      written.add(key)
    }
    const render = async <T>(fn: () => Promise<T>): Promise<T> => {
      const t0 = performance.now()
      try {
        return await fn()
      } finally {
        renderMs += performance.now() - t0
      }
    }
    const saveManifest = () =>
      bucket.put(MANIFEST_KEY, JSON.stringify([...written].sort()), {
        httpMetadata: { contentType: 'application/json' },
      })

    const logos = jobs.brands.filter((b) => !have.has(brandImageKey(b.slug)))
    skipped += jobs.brands.length - logos.length
    await pool(logos, 3, async (b) => {
      await put(brandImageKey(b.slug), await render(() => renderLogo(b)))
      rendered++
    })

    const tiles = jobs.categories.filter((c) => !have.has(categoryImageKey(c.slug)))
    skipped += jobs.categories.length - tiles.length
    await pool(tiles, 3, async (c) => {
      await put(categoryImageKey(c.slug), await render(() => renderCategoryTile(c.color, c.shapes, c.name)))
      rendered++
    })

    const sets: Array<{ brand: BrandLook; shape: Shape; n: number }> = []
    for (const set of jobs.productSets)
      for (let n = 1; n <= set.count; n++) {
        const keys = (Object.keys(IMAGE_SIZES) as ProductSize[]).map((size) =>
          productImageKey(set.brand.slug, set.shape, n, size),
        )
        if (keys.every((k) => have.has(k))) skipped++
        else sets.push({ brand: set.brand, shape: set.shape, n })
      }
    await pool(sets, 3, async ({ brand, shape, n }) => {
      const out = await render(() => renderProductSet(brand, shape, n))
      await Promise.all(
        (Object.keys(out) as ProductSize[]).map((size) => put(productImageKey(brand.slug, shape, n, size), out[size])),
      )
      rendered++
      if (rendered % 200 === 0) {
        opts.log?.(`    images: ${rendered} rendered…`)
        await saveManifest()
      }
    })
    // The local Sanity dataset's images (banners, advantages, covers) live in the same bucket.
    const cmsMissing = IMAGE_SPECS.filter((spec) => !have.has(spec.key))
    if (cmsMissing.length > 0) {
      const missing = new Set(cmsMissing.map((spec) => spec.key))
      const cmsImages = await render(() => generateCmsImages())
      for (const image of cmsImages.filter((i) => missing.has(i.key))) {
        await put(image.key, Buffer.from(image.body))
        rendered++
      }
    }
    if (written.size !== have.size || !manifest) await saveManifest()
    return {
      rendered,
      skipped,
      objects: written.size - have.size,
      renderMs: Math.round(renderMs),
      putMs: Math.round(putMs),
    }
  } finally {
    await proxy.dispose()
  }
}
