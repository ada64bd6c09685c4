import { hashString, seededRandom } from '../domain/catalog/seeded-random.js'
/**
 * Catalog artwork drawn by code: every design, product mockup and hero banner is an SVG computed from a
 * small spec, so the shop ships no downloaded images and the same spec always yields the same bytes
 * (which is what lets the media service cache renders forever).
 *
 * Pure: strings in, strings out. Only generic font families are named, and nothing refers outside the
 * document, so librsvg (via sharp) and browsers render it identically without network or font files.
 */

export interface ArtSpec {
  kind: 'design' | 'article' | 'banner'
  seed: number
  motif: string
  hue: number
  label?: string
  articleKind?: string
}

export const COMPOSITIONS = [
  'hearts',
  'stars',
  'waves',
  'sunset',
  'flowers',
  'confetti',
  'triangles',
  'bubbles',
  'rainbow',
] as const
export type Composition = (typeof COMPOSITIONS)[number]

/** A motif that names a composition gets it; any other key is hashed, so catalog data can use free-form motifs. */
export function compositionFor(motif: string): Composition {
  const key = motif.trim().toLowerCase()
  const named = COMPOSITIONS.find((c) => c === key)
  return named ?? COMPOSITIONS[hashString(key) % COMPOSITIONS.length]!
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  )
}

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

// ---------------------------------------------------------------------------------------------------
// Product silhouettes

const STAGE_W = 400
const STAGE_H = 300
const OUTLINE = '#c9ccd1'

/** Shared overlays: a cylinder sheen for mugs and a soft cushion/fabric light. */
const SHADING_DEFS =
  linearGradient(
    'm-cyl',
    [
      [0, '#000000', 0.18],
      [0.28, '#ffffff', 0.28],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.2],
    ],
    { x2: 1, y2: 0 },
  ) +
  linearGradient(
    'm-heat',
    [
      [0, '#1f1f24', 0],
      [0.45, '#1f1f24', 0.1],
      [0.8, '#1f1f24', 0.88],
      [1, '#1f1f24', 0.95],
    ],
    { x2: 1, y2: 0 },
  ) +
  `<radialGradient id="m-puff" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>` +
  linearGradient(
    'm-gloss',
    [
      [0, '#ffffff', 0.3],
      [0.4, '#ffffff', 0],
      [1, '#000000', 0.1],
    ],
    { x2: 1, y2: 1 },
  )

interface Product {
  /** Print area in stage units; the design is drawn at this size and clipped by `clip`. */
  print: { x: number; y: number; w: number; h: number }
  clip: string
  under: string
  over: string
  floorY: number
  shadowRx: number
  transform?: string
}

function productFor(articleKind: string, rng: () => number): Product {
  switch (articleKind.toUpperCase()) {
    case 'MUG':
      return mug(false)
    case 'MAGIC_MUG':
      return mug(true)
    case 'CANVAS':
    case 'POSTER':
    case 'PHOTO_PRINT':
    case 'CALENDAR':
    case 'PHOTO_BOOK':
      return framed(articleKind.toUpperCase())
    case 'CUSHION':
      return cushion()
    case 'T_SHIRT':
      return tShirt()
    case 'PHONE_CASE':
      return phoneCase()
    case 'KEYRING':
      return keyring()
    case 'PUZZLE':
      return puzzle(rng)
    default:
      return framed('CANVAS')
  }
}

function mug(magic: boolean): Product {
  const body = 'M118,70 L118,230 Q118,250 138,250 L242,250 Q262,250 262,230 L262,70 Z'
  const bodyFill = magic ? '#2a2a30' : '#fbfbfc'
  // The handle is two strokes (outline, then body colour) so it reads as a solid loop at any scale.
  const handle =
    `<path d="M258,102 C320,96 322,206 258,204" fill="none" stroke="${OUTLINE}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M258,102 C320,96 322,206 258,204" fill="none" stroke="${bodyFill}" stroke-width="18" stroke-linecap="round"/>`
  const under = handle + `<path d="${body}" fill="${bodyFill}" stroke="${OUTLINE}" stroke-width="2"/>`
  const over =
    (magic ? `<rect x="126" y="88" width="128" height="146" rx="6" fill="url(#m-heat)"/>` : '') +
    `<path d="${body}" fill="url(#m-cyl)"/>` +
    `<ellipse cx="190" cy="70" rx="72" ry="11" fill="${magic ? '#3a3a42' : '#eef0f3'}" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<ellipse cx="190" cy="72" rx="62" ry="7" fill="${magic ? '#18181c' : '#dfe2e7'}"/>`
  return {
    print: { x: 126, y: 88, w: 128, h: 146 },
    clip: roundRect(126, 88, 128, 146, 6),
    under,
    over,
    floorY: 252,
    shadowRx: 120,
  }
}

function framed(kind: string): Product {
  switch (kind) {
    case 'POSTER': {
      const under = `<rect x="96" y="26" width="208" height="232" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>`
      const over =
        `<rect x="108" y="38" width="184" height="184" fill="url(#m-gloss)"/>` +
        `<rect x="184" y="20" width="32" height="12" fill="#f3e6b3" opacity="0.85"/>`
      return {
        print: { x: 108, y: 38, w: 184, h: 184 },
        clip: roundRect(108, 38, 184, 184, 0),
        under,
        over,
        floorY: 268,
        shadowRx: 130,
      }
    }
    case 'PHOTO_PRINT': {
      // A tilted instant print: the wide bottom margin is what makes it read as a photo.
      const under = `<rect x="122" y="38" width="156" height="194" rx="3" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>`
      const over = `<rect x="134" y="50" width="132" height="132" fill="url(#m-gloss)"/>`
      return {
        print: { x: 134, y: 50, w: 132, h: 132 },
        clip: roundRect(134, 50, 132, 132, 0),
        under,
        over,
        floorY: 250,
        shadowRx: 105,
        transform: 'rotate(-5 200 135)',
      }
    }
    case 'CALENDAR': {
      let grid = ''
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 7; c++)
          grid += `<rect x="${122 + c * 22.6}" y="${184 + r * 16}" width="18" height="12" rx="2" fill="#e7e9ee"/>`
      let rings = ''
      for (let i = 0; i < 9; i++)
        rings += `<rect x="${124 + i * 19}" y="24" width="4" height="16" rx="2" fill="#8d929b"/>`
      const under =
        `<rect x="110" y="30" width="180" height="236" rx="4" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>` +
        grid
      return {
        print: { x: 120, y: 42, w: 160, h: 132 },
        clip: roundRect(120, 42, 160, 132, 2),
        under,
        over: rings,
        floorY: 272,
        shadowRx: 115,
      }
    }
    case 'PHOTO_BOOK': {
      const under =
        `<rect x="112" y="50" width="188" height="200" rx="4" fill="#e9ebef" stroke="${OUTLINE}" stroke-width="1.5"/>` +
        `<path d="M292,56 L300,56 L300,244 L292,244" fill="none" stroke="#ffffff" stroke-width="3"/>`
      const over =
        `<rect x="104" y="46" width="188" height="200" rx="4" fill="url(#m-gloss)"/>` +
        `<rect x="104" y="46" width="16" height="200" rx="3" fill="#000000" opacity="0.22"/>` +
        `<rect x="104" y="46" width="188" height="200" rx="4" fill="none" stroke="${OUTLINE}" stroke-width="1.5"/>`
      return {
        print: { x: 104, y: 46, w: 188, h: 200 },
        clip: roundRect(104, 46, 188, 200, 4),
        under,
        over,
        floorY: 256,
        shadowRx: 125,
      }
    }
    default: {
      // Canvas: a visible wrapped edge on the right and bottom gives it depth.
      const under =
        `<path d="M300,40 L312,50 L312,250 L300,240 Z" fill="#9aa0a8"/>` +
        `<path d="M100,240 L300,240 L312,250 L112,250 Z" fill="#b5bac1"/>`
      const over = `<rect x="100" y="40" width="200" height="200" fill="url(#m-gloss)"/>`
      return {
        print: { x: 100, y: 40, w: 200, h: 200 },
        clip: roundRect(100, 40, 200, 200, 0),
        under,
        over,
        floorY: 260,
        shadowRx: 130,
      }
    }
  }
}

function cushion(): Product {
  const d =
    'M112,52 Q200,66 288,52 Q306,49 303,68 Q290,150 303,232 Q306,251 288,248 Q200,234 112,248 Q94,251 97,232 Q110,150 97,68 Q94,49 112,52 Z'
  const under = `<path d="${d}" fill="#f4f4f6"/>`
  const over =
    `<path d="${d}" fill="url(#m-puff)"/>` + `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="2"/>`
  return { print: { x: 94, y: 49, w: 212, h: 202 }, clip: d, under, over, floorY: 262, shadowRx: 125 }
}

function tShirt(): Product {
  const shirt =
    'M160,38 Q200,64 240,38 L302,60 L342,118 L302,142 L290,128 L290,264 L110,264 L110,128 L98,142 L58,118 L98,60 Z'
  const under = `<path d="${shirt}" fill="#fdfdfd" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>`
  const over =
    `<path d="M160,38 Q200,64 240,38" fill="none" stroke="${OUTLINE}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M110,128 L110,170 M290,128 L290,170" stroke="#e3e5e9" stroke-width="1.5"/>`
  return {
    print: { x: 150, y: 86, w: 100, h: 110 },
    clip: roundRect(150, 86, 100, 110, 3),
    under,
    over,
    floorY: 270,
    shadowRx: 120,
  }
}

function phoneCase(): Product {
  const d = roundRect(146, 28, 108, 236, 22)
  const under = `<path d="${d}" fill="#f2f3f5"/>`
  const over =
    `<path d="${d}" fill="url(#m-gloss)"/>` +
    `<rect x="158" y="40" width="40" height="52" rx="11" fill="#1e1f24" opacity="0.92"/>` +
    `<circle cx="172" cy="55" r="8" fill="#3b3e47" stroke="#5b5f6a" stroke-width="2"/>` +
    `<circle cx="172" cy="78" r="8" fill="#3b3e47" stroke="#5b5f6a" stroke-width="2"/>` +
    `<circle cx="189" cy="66" r="3" fill="#f5e7b8"/>` +
    `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="2.5"/>`
  return { print: { x: 146, y: 28, w: 108, h: 236 }, clip: d, under, over, floorY: 270, shadowRx: 85 }
}

function keyring(): Product {
  const d = 'M200,88 A84,84 0 1 1 199.9,88 Z'
  const under =
    `<circle cx="200" cy="50" r="24" fill="none" stroke="#a3a8b0" stroke-width="6"/>` +
    `<path d="M200,74 L200,92" stroke="#a3a8b0" stroke-width="5"/>` +
    `<path d="${d}" fill="#f4f4f6"/>`
  const over =
    `<path d="${d}" fill="url(#m-gloss)"/>` +
    `<circle cx="200" cy="172" r="84" fill="none" stroke="#b9bec6" stroke-width="6"/>` +
    `<circle cx="200" cy="100" r="6" fill="#ffffff" stroke="#a3a8b0" stroke-width="2.5"/>`
  return { print: { x: 116, y: 88, w: 168, h: 168 }, clip: d, under, over, floorY: 266, shadowRx: 90 }
}

function puzzle(rng: () => number): Product {
  const x0 = 80,
    y0 = 60,
    cell = 60,
    cols = 4,
    rows = 3
  let cuts = ''
  // Each internal edge gets one knob, pointing a random (but seeded) way, like real die-cut pieces.
  for (let c = 1; c < cols; c++) {
    const x = x0 + c * cell
    let d = `M${x},${y0}`
    for (let r = 0; r < rows; r++) {
      const ym = y0 + r * cell + cell / 2
      d += ` L${x},${ym - 8} A10,10 0 1 ${rng() < 0.5 ? 1 : 0} ${x},${ym + 8} L${x},${y0 + (r + 1) * cell}`
    }
    cuts += `<path d="${d}"/>`
  }
  for (let r = 1; r < rows; r++) {
    const y = y0 + r * cell
    let d = `M${x0},${y}`
    for (let c = 0; c < cols; c++) {
      const xm = x0 + c * cell + cell / 2
      d += ` L${xm - 8},${y} A10,10 0 1 ${rng() < 0.5 ? 1 : 0} ${xm + 8},${y} L${x0 + (c + 1) * cell},${y}`
    }
    cuts += `<path d="${d}"/>`
  }
  const frame = roundRect(x0, y0, cols * cell, rows * cell, 3)
  const over =
    `<g fill="none" stroke="#000000" stroke-opacity="0.28" stroke-width="2.2" transform="translate(0.8 0.8)">${cuts}</g>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.4">${cuts}</g>` +
    `<path d="${frame}" fill="url(#m-gloss)"/>` +
    `<path d="${frame}" fill="none" stroke="${OUTLINE}" stroke-width="2"/>`
  return {
    print: { x: x0, y: y0, w: cols * cell, h: rows * cell },
    clip: frame,
    under: '',
    over,
    floorY: 250,
    shadowRx: 140,
  }
}

// ---------------------------------------------------------------------------------------------------
// Compositions: each draws into a w×h box; `id` prefixes gradient ids so several can share a document.

interface Ctx {
  w: number
  h: number
  m: number
  /** How many "squares" the box holds, so patterns keep their density on wide banners. */
  area: number
  rng: () => number
  pal: Palette
  id: string
}

interface Art {
  defs: string
  body: string
}

function compose(spec: ArtSpec, w: number, h: number, id: string): Art {
  const composition = compositionFor(spec.motif)
  // The motif feeds the random stream too, so two motifs sharing a composition still differ.
  const rng = seededRandom((spec.seed >>> 0) ^ hashString(spec.motif))
  const m = Math.min(w, h)
  const ctx: Ctx = { w, h, m, area: (w * h) / (m * m), rng, pal: paletteFor(spec.hue), id }
  return DRAW[composition](ctx)
}

const DRAW: Record<Composition, (c: Ctx) => Art> = {
  hearts,
  stars,
  waves,
  sunset,
  flowers,
  confetti,
  triangles,
  bubbles,
  rainbow,
}

function backdrop(c: Ctx, top: string, bottom: string): Art {
  return {
    defs: `<linearGradient id="${c.id}bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(c.w * 0.3)}" y2="${n(c.h)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    body: `<rect width="${n(c.w)}" height="${n(c.h)}" fill="url(#${c.id}bg)"/>`,
  }
}

const HEART =
  'M0,0.36 C-0.06,0.3 -0.5,0.06 -0.5,-0.17 C-0.5,-0.38 -0.3,-0.47 -0.17,-0.45 C-0.07,-0.43 0,-0.35 0,-0.27 C0,-0.35 0.07,-0.43 0.17,-0.45 C0.3,-0.47 0.5,-0.38 0.5,-0.17 C0.5,0.06 0.06,0.3 0,0.36 Z'

function hearts(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, pal.bgTop, pal.bgBottom)
  const colours = [pal.primary, pal.secondary, pal.accent, pal.soft]
  const step = m / 4.5
  for (let row = 0, y = step / 2; y < h + step; row++, y += step * 0.9) {
    for (let x = row % 2 ? 0 : step / 2; x < w + step; x += step) {
      const s = step * (0.38 + rng() * 0.3)
      const colour = pick(rng, colours)
      art.body += `<path d="${HEART}" transform="translate(${n(x + (rng() - 0.5) * step * 0.3)} ${n(y + (rng() - 0.5) * step * 0.3)}) rotate(${n((rng() - 0.5) * 50)}) scale(${n(s)})" fill="${colour}" opacity="${n2(0.45 + rng() * 0.45)}"/>`
    }
  }
  const big = m * 0.5
  art.body += `<path d="${HEART}" transform="translate(${n(w / 2)} ${n(h / 2)}) rotate(${n((rng() - 0.5) * 12)}) scale(${n(big)})" fill="${pal.primary}" stroke="#ffffff" stroke-width="0.035"/>`
  art.body += `<path d="${HEART}" transform="translate(${n(w / 2 - big * 0.18)} ${n(h / 2 - big * 0.14)}) scale(${n(big * 0.18)})" fill="#ffffff" opacity="0.35"/>`
  return art
}

function stars(c: Ctx): Art {
  const { w, h, m, rng, pal, id } = c
  const art = backdrop(c, hsl(pal.hue + 220, 55, 14), hsl(pal.hue, 55, 34))
  for (let i = 0, count = Math.round(70 * c.area); i < count; i++) {
    art.body += `<circle cx="${n(rng() * w)}" cy="${n(rng() * h * 0.85)}" r="${n(m * (0.002 + rng() * 0.005))}" fill="#ffffff" opacity="${n2(0.35 + rng() * 0.65)}"/>`
  }
  for (let i = 0, count = Math.round(11 * c.area); i < count; i++) {
    const colour = rng() < 0.5 ? '#fff3c4' : hsl(pal.hue + 20, 90, 85)
    art.body += `<path d="${starPath(rng() * w, rng() * h * 0.75, m * (0.025 + rng() * 0.05), rng() * 72)}" fill="${colour}"/>`
  }
  // Crescent: the cut-out circle reuses the user-space sky gradient, so it blends invisibly.
  const mx = w * (0.62 + rng() * 0.2),
    my = h * 0.24,
    mr = m * 0.12
  art.body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr * 1.7)}" fill="#fff8e1" opacity="0.08"/>`
  art.body += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#fff6d8"/>`
  art.body += `<circle cx="${n(mx + mr * 0.45)}" cy="${n(my - mr * 0.25)}" r="${n(mr * 0.88)}" fill="url(#${id}bg)"/>`
  art.body += `<path d="${ridge(c, h * 0.86, m * 0.06, 5)}" fill="${hsl(pal.hue + 220, 40, 9)}"/>`
  return art
}

function waves(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, hsl(pal.hue + 30, 80, 94), hsl(pal.hue + 10, 70, 84))
  art.body += `<circle cx="${n(w * (0.6 + rng() * 0.2))}" cy="${n(h * 0.26)}" r="${n(m * 0.13)}" fill="${hsl(sunHue(pal.hue), 95, 68)}"/>`
  for (let i = 0; i < 6; i++) {
    const base = h * (0.36 + i * 0.12)
    const amp = m * (0.025 + rng() * 0.035)
    const len = w / (1.2 + rng() * 1.8)
    const phase = rng() * Math.PI * 2
    let d = `M0,${n(base)}`
    for (let k = 1; k <= 48; k++) {
      const x = (w * k) / 48
      d += ` L${n(x)},${n(base + Math.sin((x / len) * Math.PI * 2 + phase) * amp)}`
    }
    art.body += `<path d="${d} L${n(w)},${n(h)} L0,${n(h)} Z" fill="${hsl(pal.hue + i * 7, 62, 74 - i * 8)}"/>`
    art.body += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(m * 0.006)}"/>`
  }
  return art
}

function sunset(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art: Art = {
    defs: `<linearGradient id="${c.id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(pal.hue, 65, 72)}"/><stop offset="0.55" stop-color="${hsl(pal.hue + 30, 85, 80)}"/><stop offset="1" stop-color="${hsl(pal.hue + 50, 95, 86)}"/></linearGradient>`,
    body: `<rect width="${n(w)}" height="${n(h)}" fill="url(#${c.id}bg)"/>`,
  }
  const sx = w * (0.3 + rng() * 0.4),
    sy = h * 0.5,
    sr = m * 0.16
  art.body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 1.7)}" fill="${hsl(sunHue(pal.hue), 100, 88)}" opacity="0.5"/>`
  art.body += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="${hsl(sunHue(pal.hue), 95, 64)}"/>`
  for (let i = 0; i < 3; i++) {
    const bx = w * (0.15 + rng() * 0.6),
      by = h * (0.12 + rng() * 0.18),
      bs = m * (0.02 + rng() * 0.015)
    art.body += `<path d="M${n(bx - bs)},${n(by)} Q${n(bx - bs / 2)},${n(by - bs * 0.6)} ${n(bx)},${n(by)} Q${n(bx + bs / 2)},${n(by - bs * 0.6)} ${n(bx + bs)},${n(by)}" fill="none" stroke="${hsl(pal.hue, 30, 30)}" stroke-width="${n(m * 0.006)}" stroke-linecap="round"/>`
  }
  for (let i = 0; i < 3; i++) {
    art.body += `<path d="${ridge(c, h * (0.58 + i * 0.13), m * (0.22 - i * 0.05), 4 + i * 2)}" fill="${hsl(pal.hue - 20 + i * 8, 32, 52 - i * 14)}"/>`
  }
  return art
}

function flowers(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, pal.bgTop, pal.bgBottom)
  const petals = [pal.primary, pal.secondary, pal.accent, '#ffffff']
  const cols = Math.max(3, Math.round((4 * w) / m))
  const rows = Math.max(3, Math.round((4 * h) / m))
  const cw = w / cols,
    ch = h / rows
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const cx = (col + 0.5 + (rng() - 0.5) * 0.5) * cw
      const cy = (r + 0.5 + (rng() - 0.5) * 0.5) * ch
      const size = Math.min(cw, ch) * (0.3 + rng() * 0.2)
      const turn = rng() * 360
      let f = ''
      f += `<ellipse cx="${n(size * 0.9)}" cy="0" rx="${n(size * 0.5)}" ry="${n(size * 0.2)}" transform="rotate(${n(30 + rng() * 40)})" fill="${hsl(140, 38, 52)}"/>`
      const count = 5 + Math.floor(rng() * 3)
      const colour = pick(rng, petals)
      for (let p = 0; p < count; p++) {
        f += `<ellipse cx="0" cy="${n(-size * 0.55)}" rx="${n(size * 0.3)}" ry="${n(size * 0.52)}" transform="rotate(${n((p * 360) / count)})" fill="${colour}" stroke="${hsl(pal.hue, 40, 40)}" stroke-opacity="0.25" stroke-width="${n(size * 0.04)}"/>`
      }
      f += `<circle r="${n(size * 0.3)}" fill="${hsl(45, 92, 60)}"/><circle r="${n(size * 0.12)}" cx="${n(-size * 0.06)}" cy="${n(-size * 0.06)}" fill="#ffffff" opacity="0.5"/>`
      art.body += `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(turn)})">${f}</g>`
    }
  }
  return art
}

function confetti(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, hsl(pal.hue, 60, 98), hsl(pal.hue + 20, 55, 93))
  const colour = () => hsl(pal.hue + Math.floor(rng() * 8) * 45, 80, 58 + rng() * 10)
  for (let i = 0, count = Math.round(110 * c.area); i < count; i++) {
    const x = rng() * w,
      y = rng() * h,
      s = m * (0.012 + rng() * 0.022),
      t = rng()
    if (t < 0.45) art.body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${colour()}"/>`
    else if (t < 0.8)
      art.body += `<rect x="${n(x - s)}" y="${n(y - s * 0.45)}" width="${n(s * 2)}" height="${n(s * 0.9)}" rx="${n(s * 0.15)}" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})" fill="${colour()}"/>`
    else
      art.body += `<path d="M${n(x - s * 1.5)},${n(y)} q${n(s * 0.75)},${n(-s)} ${n(s * 1.5)},0 t${n(s * 1.5)},0" transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})" fill="none" stroke="${colour()}" stroke-width="${n(s * 0.5)}" stroke-linecap="round"/>`
  }
  return art
}

function triangles(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const cell = m / 6
  const cols = Math.ceil(w / cell) + 1,
    rows = Math.ceil(h / cell) + 1
  // A jittered lattice split along alternating diagonals: a "low-poly" gradient.
  const pts: [number, number][][] = []
  for (let r = 0; r <= rows; r++) {
    const row: [number, number][] = []
    for (let col = 0; col <= cols; col++)
      row.push([(col - 0.5) * cell + (rng() - 0.5) * cell * 0.6, (r - 0.5) * cell + (rng() - 0.5) * cell * 0.6])
    pts.push(row)
  }
  let body = ''
  const tri = (a: [number, number], b: [number, number], d: [number, number]) => {
    const cx = (a[0] + b[0] + d[0]) / 3,
      cy = (a[1] + b[1] + d[1]) / 3
    const fill = hsl(pal.hue + (cx / w) * 45 - 10, 62, 42 + (cy / h) * 28 + (rng() - 0.5) * 10)
    body += `<path d="M${n(a[0])},${n(a[1])} L${n(b[0])},${n(b[1])} L${n(d[0])},${n(d[1])} Z" fill="${fill}" stroke="${fill}" stroke-width="0.6"/>`
  }
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const p00 = pts[r]![col]!,
        p10 = pts[r]![col + 1]!,
        p01 = pts[r + 1]![col]!,
        p11 = pts[r + 1]![col + 1]!
      if ((r + col) % 2) {
        tri(p00, p10, p11)
        tri(p00, p11, p01)
      } else {
        tri(p00, p10, p01)
        tri(p10, p11, p01)
      }
    }
  }
  return { defs: '', body }
}

function bubbles(c: Ctx): Art {
  const { w, h, m, rng, pal, id } = c
  const art = backdrop(c, hsl(pal.hue, 70, 62), hsl(pal.hue + 40, 65, 40))
  art.defs += `<radialGradient id="${id}bubble" cx="0.5" cy="0.5" r="0.5" fx="0.34" fy="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.85" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.55"/></radialGradient>`
  for (let i = 0, count = Math.round(30 * c.area); i < count; i++) {
    const r = m * (0.02 + rng() ** 2 * 0.14)
    art.body += `<circle cx="${n(rng() * w)}" cy="${n(rng() * h)}" r="${n(r)}" fill="url(#${id}bubble)" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(Math.max(0.5, r * 0.03))}"/>`
  }
  return art
}

function rainbow(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const art = backdrop(c, hsl(pal.hue + 180, 60, 95), hsl(pal.hue + 200, 55, 88))
  const cx = w / 2,
    cy = h * 0.78,
    band = m * 0.055
  for (let i = 0; i < 6; i++) {
    const r = m * 0.42 - i * band
    art.body += `<path d="M${n(cx - r)},${n(cy)} A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(cy)}" fill="none" stroke="${hsl(pal.hue + i * 40, 75, 66)}" stroke-width="${n(band + 0.5)}"/>`
  }
  for (const side of [-1, 1]) {
    const fx = cx + side * (m * 0.42 - band * 2.5)
    let cloud = ''
    for (let k = 0; k < 5; k++)
      cloud += `<circle cx="${n(fx + (k - 2) * m * 0.045)}" cy="${n(cy - Math.sin((k / 4) * Math.PI) * m * 0.04)}" r="${n(m * (0.05 + rng() * 0.02))}"/>`
    art.body += `<g fill="#ffffff">${cloud}</g>`
  }
  for (let i = 0, count = Math.round(14 * c.area); i < count; i++) {
    art.body += `<path d="${starPath(rng() * w, rng() * h * 0.5, m * (0.012 + rng() * 0.015), rng() * 72)}" fill="${hsl(pal.hue + 45, 90, 70)}" opacity="0.8"/>`
  }
  return art
}

/** A mountain/hill silhouette across the box: alternating peaks and valleys down to the bottom edge. */
function ridge(c: Ctx, base: number, amp: number, peaks: number): string {
  const step = c.w / (peaks * 2)
  let d = `M${n(-step)},${n(base)}`
  for (let i = 0; i <= peaks * 2 + 1; i++) {
    const up = i % 2 === 1
    const y = base - amp * (up ? 0.6 + c.rng() * 0.4 : 0.05 + c.rng() * 0.3)
    d += ` L${n(i * step + (c.rng() - 0.5) * step * 0.5)},${n(y)}`
  }
  return `${d} L${n(c.w + step)},${n(c.h)} L${n(-step)},${n(c.h)} Z`
}

/** Suns stay warm (yellow to orange) whatever the palette: a green or blue sun just looks wrong. */
function sunHue(hue: number): number {
  return 32 + (hue % 26)
}

function starPath(cx: number, cy: number, r: number, rotateDeg: number): string {
  let d = ''
  for (let i = 0; i < 10; i++) {
    const a = ((rotateDeg + i * 36 - 90) * Math.PI) / 180
    const rr = i % 2 ? r * 0.45 : r
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)} `
  }
  return d + 'Z'
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

// ---------------------------------------------------------------------------------------------------
// Colour, randomness and formatting helpers

interface Palette {
  hue: number
  bgTop: string
  bgBottom: string
  paper: string
  primary: string
  secondary: string
  accent: string
  soft: string
  ink: string
}

function paletteFor(hue: number): Palette {
  const h = ((hue % 360) + 360) % 360
  return {
    hue: h,
    bgTop: hsl(h, 80, 95),
    bgBottom: hsl(h + 25, 75, 86),
    paper: hsl(h, 40, 97),
    primary: hsl(h, 72, 55),
    secondary: hsl(h + 35, 78, 62),
    // Split-complementary rather than opposite: contrast without clashing.
    accent: hsl(h + 150, 60, 58),
    soft: hsl(h - 20, 70, 80),
    ink: hsl(h, 45, 18),
  }
}

/** Hex colours, not hsl(): every SVG consumer understands them, and the output stays byte-stable. */
function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360
  const ss = clamp(s, 0, 100) / 100
  const ll = clamp(l, 0, 100) / 100
  const k = (i: number) => (i + hh / 30) % 12
  const a = ss * Math.min(ll, 1 - ll)
  const f = (i: number) => ll - a * Math.max(-1, Math.min(k(i) - 3, 9 - k(i), 1))
  return (
    '#' +
    [f(0), f(8), f(4)]
      .map((v) =>
        Math.round(v * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

function linearGradient(
  id: string,
  stops: ([number, string] | [number, string, number])[],
  dir: { x2: number; y2: number },
): string {
  const body = stops
    .map(
      ([o, colour, op]) =>
        `<stop offset="${o}" stop-color="${colour}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${dir.x2}" y2="${dir.y2}">${body}</linearGradient>`
}

function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  if (r <= 0) return `M${x},${y} H${x + w} V${y + h} H${x} Z`
  return `M${x + r},${y} H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`
}

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

function checkSize(width: number, height: number): void {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0))
    throw new RangeError(`Invalid art size ${width}×${height}`)
}

/** Truncates by code point (never splitting a surrogate pair) before escaping, so no entity is cut. */
function clip(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : chars.join('')
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

/** One decimal is below a pixel at every size we render, and keeps documents small. */
function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

function n2(v: number): string {
  return String(Math.round(v * 100) / 100)
}

function n3(v: number): string {
  return String(Math.round(v * 1000) / 1000)
}
