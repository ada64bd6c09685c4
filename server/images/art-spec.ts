import { compose, compositionFor, COMPOSITIONS } from './art/compose.js'
import { paletteFor, type Palette } from './art/palette.js'
import { productFor, SHADING_DEFS } from './art/products/index.js'
import type { Warp } from './mockup/warp.js'
import { STAGE_H, STAGE_W } from './art/products/product.js'
import { checkSize, clip, escapeXml, hsl, linearGradient, n, n3, svgDoc } from './art/svg.js'
import { seededRandom } from '../domain/catalog/seeded-random.js'

/**
 * Catalog artwork drawn by code: every design, product mockup and hero picture comes from a small spec, so the shop
 * ships no downloaded images and the same spec always yields the same bytes (which is what lets the media service
 * cache renders forever).
 *
 * Pure: strings in, strings out. Only generic font families are named, and nothing refers outside the
 * document, so librsvg (via sharp) and browsers render it identically without network or font files.
 *
 * The documents live here; what they are drawn from is under art/: the catalog motifs drawn as what they name
 * (art/motifs/), the pattern compositions for banners and free-form motifs (art/patterns/, picked in art/compose.ts),
 * the product drawings of the mockups (art/products/, by article kind) and the SVG and colour helpers. Product views
 * are layers (mockupLayers) that server/images/mockup/ rasterises and composites with sharp.
 */

export interface ArtSpec {
  kind: 'design' | 'article' | 'banner' | 'mockup' | 'wrap' | 'hero'
  seed: number
  motif: string
  hue: number
  label?: string
  articleKind?: string
  /** A hero scene's products, back to front. */
  products?: ArtSpec[]
}

export { COMPOSITIONS, compositionFor, escapeXml }

/** The catalog design as a flat picture (square on the design pages, any box for a product's print area). */
export function designArtSvg(spec: ArtSpec, width: number, height: number): string {
  checkSize(width, height)
  const art = compose(spec, width, height, 'd-')
  const label = spec.label ? labelRibbon(spec.label, width, height, paletteFor(spec.hue)) : ''
  return svgDoc(width, height, art.defs, art.body + label)
}

export function bannerSvg(spec: ArtSpec, width: number, height: number): string {
  checkSize(width, height)
  const pal = paletteFor(spec.hue)
  // The pattern fills the right part and fades out leftwards, leaving calm space for the headline.
  const artX = width * 0.38
  const art = compose(spec, width - artX, height, 'd-')
  const defs =
    art.defs +
    linearGradient(
      'b-bg',
      [
        [0, pal.paper],
        [1, pal.bgBottom],
      ],
      { x2: 1, y2: 0.4 },
    ) +
    linearGradient(
      'b-fadeGrad',
      [
        [0, '#000000'],
        [0.35, '#ffffff'],
        [1, '#ffffff'],
      ],
      { x2: 1, y2: 0 },
    ) +
    `<mask id="b-fade" maskUnits="userSpaceOnUse" x="${n(artX)}" y="0" width="${n(width - artX)}" height="${n(height)}">` +
    `<rect x="${n(artX)}" y="0" width="${n(width - artX)}" height="${n(height)}" fill="url(#b-fadeGrad)"/></mask>`
  let body = `<rect width="${n(width)}" height="${n(height)}" fill="url(#b-bg)"/>`
  body += `<g mask="url(#b-fade)"><g transform="translate(${n(artX)} 0)">${art.body}</g></g>`
  body += `<circle cx="${n(width * 0.08)}" cy="${n(height * 0.95)}" r="${n(height * 0.45)}" fill="${pal.primary}" opacity="0.12"/>`
  body += `<circle cx="${n(width * 0.3)}" cy="${n(height * 0.05)}" r="${n(height * 0.22)}" fill="${pal.secondary}" opacity="0.12"/>`
  if (spec.label) {
    const text = clip(spec.label, 48)
    const size = Math.min(height * 0.16, (width * 0.42) / (0.56 * Math.max(text.length, 1)))
    const x = width * 0.06
    const y = height * 0.5 + size * 0.35
    body += `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-weight="700" font-size="${n(size)}" fill="${pal.ink}">${escapeXml(text)}</text>`
    body += `<rect x="${n(x)}" y="${n(y + size * 0.4)}" width="${n(size * 2.2)}" height="${n(Math.max(2, size * 0.12))}" rx="${n(size * 0.06)}" fill="${pal.primary}"/>`
  }
  return svgDoc(width, height, defs, body)
}

/** The design's own motif for a product kind shown on its own (home tiles, the hero): what each product sells best. */
export const FEATURED_MOTIF: Readonly<Record<string, string>> = {
  MUG: 'coffee-cups',
  MAGIC_MUG: 'planets',
  CANVAS: 'snowy-peaks',
  POSTER: 'city-skylines',
  PHOTO_PRINT: 'palm-trees',
  CALENDAR: 'sunflowers',
  PHOTO_BOOK: 'little-houses',
  CUSHION: 'kittens',
  T_SHIRT: 'bicycles',
  PHONE_CASE: 'roses',
  KEYRING: 'paw-prints',
  PUZZLE: 'balloons',
}

/**
 * A product mockup as layers for the rasteriser (server/images/mockup/): the background and the product under the
 * print (`under`), the shading and details over it (`over`), the shape the print may cover (`mask`, white on
 * transparent), the flat design to bend on (`design`) and how to bend it (`warp`, in output pixels). Products are
 * drawn on a 400×300 stage, scaled and centred into the box; `background: false` leaves out the backdrop and floor
 * shadow (for scenes that place several products).
 */
const MOCKUP_ZOOM = 1.12

export interface MockupLayers {
  under: string
  over: string
  mask: string
  design: { svg: string; width: number; height: number }
  warp: Warp
}

export function mockupLayers(
  spec: ArtSpec,
  width: number,
  height: number,
  opts: { background?: boolean } = {},
): MockupLayers {
  checkSize(width, height)
  const pal = paletteFor(spec.hue)
  // Every product leaves the stage's outer 8% empty, so the stage is drawn 12% larger: products fill their tiles.
  const scale = Math.min(width / STAGE_W, height / STAGE_H) * MOCKUP_ZOOM
  const ox = (width - STAGE_W * scale) / 2
  const oy = (height - STAGE_H * scale) / 2
  const product = productFor(spec.articleKind ?? '', seededRandom(spec.seed ^ 0x9e3779b9))
  const r = product.rotate
  const stage = `translate(${n(ox)} ${n(oy)}) scale(${n3(scale)})` + (r ? ` rotate(${r.deg} ${r.cx} ${r.cy})` : '')
  const toPx = (x: number, y: number) => {
    const rad = ((r?.deg ?? 0) * Math.PI) / 180
    const [dx, dy] = r ? [x - r.cx, y - r.cy] : [x, y]
    const [sx, sy] = r
      ? [r.cx + dx * Math.cos(rad) - dy * Math.sin(rad), r.cy + dx * Math.sin(rad) + dy * Math.cos(rad)]
      : [dx, dy]
    return { x: ox + sx * scale, y: oy + sy * scale }
  }
  const { x, y, w, h } = product.print
  let warp: Warp
  let art: { w: number; h: number }
  if (product.warp === 'cylinder') {
    // The print wraps 280° of the mug (200 mm round an 82 mm body); the front shows its middle half.
    const wrapDegrees = 280
    const radius = (w / 2) * scale
    warp = {
      kind: 'cylinder',
      cx: ox + (x + w / 2) * scale,
      radius,
      top: oy + y * scale,
      height: h * scale,
      sag: 9 * scale,
      wrapDegrees,
    }
    art = { w: Math.round(((wrapDegrees * Math.PI) / 180) * radius), h: Math.round(h * scale) }
  } else if (product.warp === 'pillow') {
    warp = { kind: 'pillow', x: ox + x * scale, y: oy + y * scale, w: w * scale, h: h * scale, pinch: 0.06 }
    art = { w: Math.round(w * scale), h: Math.round(h * scale) }
  } else {
    warp = { kind: 'quad', corners: [toPx(x, y), toPx(x + w, y), toPx(x + w, y + h), toPx(x, y + h)] }
    art = { w: Math.round(w * scale), h: Math.round(h * scale) }
  }
  const backdrop =
    opts.background === false
      ? { defs: '', body: '' }
      : {
          defs:
            linearGradient(
              'm-bg',
              [
                [0, pal.paper],
                [1, hsl(pal.hue, 18, 89)],
              ],
              { x2: 0, y2: 1 },
            ) +
            `<radialGradient id="m-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
          body:
            `<rect width="${n(width)}" height="${n(height)}" fill="url(#m-bg)"/>` +
            `<ellipse cx="${n(ox + 200 * scale)}" cy="${n(oy + product.floorY * scale)}" rx="${n(product.shadowRx * scale)}" ry="${n(12 * scale)}" fill="url(#m-shadow)"/>`,
        }
  const layer = (defs: string, content: string, bg = '') =>
    svgDoc(width, height, defs, `${bg}<g transform="${stage}">${content}</g>`)
  return {
    under: layer(backdrop.defs, product.under, backdrop.body),
    over: layer(SHADING_DEFS, product.over),
    mask: layer('', `<path d="${product.clip}" fill="#ffffff"/>`),
    design: { svg: designArtSvg({ ...spec, label: undefined }, art.w, art.h), width: art.w, height: art.h },
    warp,
  }
}

/**
 * A mug's print laid flat: the whole wrap-around design as it goes round the mug, with the bands at both ends that
 * the handle covers shaded, on a 4:3 card like the other product views.
 */
export function mugWrapSvg(spec: ArtSpec, width: number, height: number): string {
  checkSize(width, height)
  const pal = paletteFor(spec.hue)
  const sw = width * 0.88
  const sh = sw / (200 / 90)
  const sx = (width - sw) / 2
  const sy = (height - sh) / 2
  const art = compose(spec, sw, sh, 'd-')
  const band = sw * (12 / 200)
  const defs =
    art.defs +
    linearGradient(
      'w-bg',
      [
        [0, pal.paper],
        [1, hsl(pal.hue, 18, 89)],
      ],
      { x2: 0, y2: 1 },
    ) +
    `<clipPath id="w-clip"><rect x="0" y="0" width="${n(sw)}" height="${n(sh)}" rx="${n(sh * 0.04)}"/></clipPath>`
  let body = `<rect width="${n(width)}" height="${n(height)}" fill="url(#w-bg)"/>`
  body += `<rect x="${n(sx + 4)}" y="${n(sy + 6)}" width="${n(sw)}" height="${n(sh)}" rx="${n(sh * 0.04)}" fill="#000000" opacity="0.12"/>`
  body += `<g transform="translate(${n(sx)} ${n(sy)})"><g clip-path="url(#w-clip)">${art.body}`
  body += `<rect x="0" y="0" width="${n(band)}" height="${n(sh)}" fill="#ffffff" opacity="0.55"/>`
  body += `<rect x="${n(sw - band)}" y="0" width="${n(band)}" height="${n(sh)}" fill="#ffffff" opacity="0.55"/></g>`
  body += `<path d="M${n(band)},0 V${n(sh)} M${n(sw - band)},0 V${n(sh)}" stroke="${pal.ink}" stroke-width="${n(Math.max(1, width / 400))}" stroke-dasharray="${n(width / 80)} ${n(width / 120)}" opacity="0.6"/>`
  body += `<rect x="0" y="0" width="${n(sw)}" height="${n(sh)}" rx="${n(sh * 0.04)}" fill="none" stroke="#c9ccd1" stroke-width="${n(Math.max(1, width / 320))}"/></g>`
  return svgDoc(width, height, defs, body)
}

/** Where the hero scene's products stand, back to front, as fractions of its box (each product box is 4:3). */
export const HERO_SLOTS: readonly { x: number; y: number; w: number }[] = [
  { x: 0.02, y: 0.07, w: 0.6 },
  { x: 0.46, y: 0.27, w: 0.54 },
  { x: 0.04, y: 0.53, w: 0.42 },
]

/** The hero's room: a wall lit from the left and a wooden table top, with a soft shadow under each product. */
export function heroSceneSvg(hue: number, width: number, height: number, products: number): string {
  checkSize(width, height)
  const pal = paletteFor(hue)
  const table = height * 0.62
  const defs =
    linearGradient(
      'h-wall',
      [
        [0, pal.paper],
        [1, hsl(pal.hue, 30, 88)],
      ],
      { x2: 1, y2: 0.3 },
    ) +
    linearGradient(
      'h-table',
      [
        [0, '#d9b68e'],
        [1, '#b98c5f'],
      ],
      { x2: 0, y2: 1 },
    ) +
    `<radialGradient id="h-light" cx="0.2" cy="0.1" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="h-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`
  let body = `<rect width="${n(width)}" height="${n(height)}" fill="url(#h-wall)"/>`
  body += `<rect width="${n(width)}" height="${n(height)}" fill="url(#h-light)"/>`
  body += `<rect x="0" y="${n(table)}" width="${n(width)}" height="${n(height - table)}" fill="url(#h-table)"/>`
  body += `<rect x="0" y="${n(table)}" width="${n(width)}" height="${n(height * 0.012)}" fill="#e8cba6"/>`
  for (const slot of HERO_SLOTS.slice(0, products)) {
    const w = slot.w * width
    const cy = slot.y * height + ((w * 3) / 4) * 0.86
    body += `<ellipse cx="${n(slot.x * width + w / 2)}" cy="${n(cy)}" rx="${n(w * 0.34)}" ry="${n(w * 0.035)}" fill="url(#h-shadow)"/>`
  }
  return svgDoc(width, height, defs, body)
}

function labelRibbon(label: string, w: number, h: number, pal: Palette): string {
  const text = clip(label, 32)
  const m = Math.min(w, h)
  // Text width is estimated (~0.58 em per glyph in a generic sans); shrink the size so long labels still fit.
  const size = Math.max(m * 0.035, Math.min(m * 0.085, (w * 0.8) / (0.58 * Math.max(text.length, 1))))
  const tw = Math.min(w * 0.9, 0.58 * size * text.length + size * 1.4)
  const y = h * 0.82
  return (
    `<rect x="${n(w / 2 - tw / 2)}" y="${n(y - size * 0.8)}" width="${n(tw)}" height="${n(size * 1.6)}" rx="${n(size * 0.8)}" fill="#ffffff" opacity="0.9"/>` +
    `<text x="${n(w / 2)}" y="${n(y + size * 0.35)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${n(size)}" fill="${pal.ink}">${escapeXml(text)}</text>`
  )
}
