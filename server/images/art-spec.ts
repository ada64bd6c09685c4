import { compose, compositionFor, COMPOSITIONS } from './art/compose.js'
import { paletteFor, type Palette } from './art/palette.js'
import { productFor, SHADING_DEFS } from './art/products/index.js'
import { STAGE_H, STAGE_W } from './art/products/product.js'
import { checkSize, clip, escapeXml, hsl, linearGradient, n, n3, svgDoc } from './art/svg.js'
import { seededRandom } from '../domain/catalog/seeded-random.js'

/**
 * Catalog artwork drawn by code: every design, product mockup and hero banner is an SVG computed from a
 * small spec, so the shop ships no downloaded images and the same spec always yields the same bytes
 * (which is what lets the media service cache renders forever).
 *
 * Pure: strings in, strings out. Only generic font families are named, and nothing refers outside the
 * document, so librsvg (via sharp) and browsers render it identically without network or font files.
 *
 * The three kinds of document live here; what they are drawn from is under art/: the compositions (one file per
 * pattern family in art/patterns/, picked by motif in art/compose.ts), the product silhouettes of the mockups
 * (art/products/, picked by article kind) and the SVG, colour and number helpers (art/svg.ts, art/palette.ts).
 */

export interface ArtSpec {
  kind: 'design' | 'article' | 'banner'
  seed: number
  motif: string
  hue: number
  label?: string
  articleKind?: string
}

export { COMPOSITIONS, compositionFor, escapeXml }

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

/** Mockups are drawn on a 400×300 stage, scaled and centred into whatever box the caller asks for. */
export function articleMockupSvg(spec: ArtSpec, width: number, height: number): string {
  checkSize(width, height)
  const pal = paletteFor(spec.hue)
  const scale = Math.min(width / STAGE_W, height / STAGE_H)
  const ox = (width - STAGE_W * scale) / 2
  const oy = (height - STAGE_H * scale) / 2
  const product = productFor(spec.articleKind ?? '', seededRandom(spec.seed ^ 0x9e3779b9))
  const { x, y, w, h } = product.print
  const art = compose(spec, w, h, 'd-')
  const defs =
    art.defs +
    linearGradient(
      'm-bg',
      [
        [0, pal.paper],
        [1, hsl(pal.hue, 18, 89)],
      ],
      { x2: 0, y2: 1 },
    ) +
    `<radialGradient id="m-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="m-clip"><path d="${product.clip}"/></clipPath>` +
    SHADING_DEFS
  let body = `<rect width="${n(width)}" height="${n(height)}" fill="url(#m-bg)"/>`
  body += `<g transform="translate(${n(ox)} ${n(oy)}) scale(${n3(scale)})">`
  body += `<ellipse cx="200" cy="${product.floorY}" rx="${product.shadowRx}" ry="12" fill="url(#m-shadow)"/>`
  body += product.transform ? `<g transform="${product.transform}">` : '<g>'
  body += product.under
  body += `<g clip-path="url(#m-clip)"><g transform="translate(${n(x)} ${n(y)})">${art.body}</g></g>`
  body += product.over
  body += `</g></g>`
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
