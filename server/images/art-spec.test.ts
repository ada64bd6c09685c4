import { describe, expect, test } from 'vitest'
import {
  COMPOSITIONS,
  bannerSvg,
  compositionFor,
  designArtSvg,
  escapeXml,
  FEATURED_MOTIF,
  heroSceneSvg,
  mockupLayers,
  mugWrapSvg,
  type ArtSpec,
} from './art-spec.js'
import { MOTIF_KEYS } from './art/motifs/index.js'
import { motifs } from '../../db/seed/demo/catalog-content.js'

const spec: ArtSpec = { kind: 'design', seed: 42, motif: 'hearts', hue: 340 }
const ARTICLE_KINDS = [
  'MUG',
  'MAGIC_MUG',
  'CANVAS',
  'POSTER',
  'PHOTO_PRINT',
  'CALENDAR',
  'PHOTO_BOOK',
  'CUSHION',
  'T_SHIRT',
  'PHONE_CASE',
  'KEYRING',
  'PUZZLE',
  'SOMETHING_NEW',
]

/**
 * Minimal well-formedness check: one root <svg>, every tag closed in order, attributes quoted, and no
 * bare `<` or `&` in text. Enough to catch broken string building without an XML dependency.
 */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true)
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"')
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  let i = 0
  while (i < svg.length) {
    const lt = svg.indexOf('<', i)
    const text = svg.slice(i, lt === -1 ? svg.length : lt)
    expect(text, `bad text near ${i}`).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/)
    if (lt === -1) break
    tag.lastIndex = lt
    const m = tag.exec(svg)
    expect(m, `malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`).not.toBeNull()
    const [whole, closing, name, , selfClosing] = m!
    if (closing) expect(stack.pop(), `unexpected </${name}>`).toBe(name)
    else if (!selfClosing) stack.push(name!)
    if (stack.length === 0) expect(lt + whole.length, 'content after the root element').toBe(svg.length)
    i = lt + whole.length
  }
  expect(stack).toEqual([])
}

describe('designArtSvg', () => {
  test('is deterministic for the same spec and size', () => {
    expect(designArtSvg(spec, 640, 640)).toBe(designArtSvg({ ...spec }, 640, 640))
  })

  test('declares its pixel size and viewBox', () => {
    expect(designArtSvg(spec, 320, 200)).toMatch(/^<svg [^>]*width="320" height="200" viewBox="0 0 320 200"/)
  })

  test.each(COMPOSITIONS)('composition %s is well-formed XML', (motif) => {
    assertWellFormed(designArtSvg({ ...spec, motif }, 480, 480))
  })

  test('every composition looks different, and so do two free-form motifs', () => {
    const svgs = new Set(COMPOSITIONS.map((motif) => designArtSvg({ ...spec, motif }, 320, 320)))
    expect(svgs.size).toBe(COMPOSITIONS.length)
    expect(COMPOSITIONS.length).toBeGreaterThanOrEqual(8)
    expect(designArtSvg({ ...spec, motif: 'summer-love' }, 320, 320)).not.toBe(
      designArtSvg({ ...spec, motif: 'winter-night' }, 320, 320),
    )
  })

  test('seed and hue change the output', () => {
    const base = designArtSvg(spec, 320, 320)
    expect(designArtSvg({ ...spec, seed: 43 }, 320, 320)).not.toBe(base)
    expect(designArtSvg({ ...spec, hue: 120 }, 320, 320)).not.toBe(base)
  })

  test('motif keys map onto compositions: names directly, anything else by a stable hash', () => {
    expect(compositionFor('stars')).toBe('stars')
    expect(compositionFor(' Waves ')).toBe('waves')
    expect(compositionFor('grandma-70th')).toBe(compositionFor('grandma-70th'))
    const spread = new Set(Array.from({ length: 200 }, (_, i) => compositionFor(`motif-${i}`)))
    expect(spread.size).toBe(COMPOSITIONS.length)
  })

  test('escapes label text for XML', () => {
    const svg = designArtSvg({ ...spec, label: `Tom & Jerry's <3 "forever">` }, 480, 480)
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;3 &quot;forever&quot;&gt;')
    expect(svg).not.toContain('<3')
    assertWellFormed(svg)
  })

  test('rejects impossible sizes', () => {
    expect(() => designArtSvg(spec, 0, 10)).toThrow(RangeError)
    expect(() => designArtSvg(spec, Number.NaN, 10)).toThrow(RangeError)
  })
})

describe('escapeXml', () => {
  test('escapes the five XML specials and nothing else', () => {
    expect(escapeXml(`<&">'é`)).toBe('&lt;&amp;&quot;&gt;&apos;é')
  })
})

describe('mockupLayers', () => {
  const layers = (articleKind: string) => mockupLayers({ ...spec, kind: 'mockup', articleKind }, 640, 480)
  const joined = (articleKind: string) => {
    const l = layers(articleKind)
    return l.under + l.over + l.mask + l.design.svg + JSON.stringify(l.warp)
  }

  test.each(ARTICLE_KINDS)('%s mockup layers are well-formed and carry the design', (articleKind) => {
    const l = layers(articleKind)
    for (const svg of [l.under, l.over, l.mask, l.design.svg]) assertWellFormed(svg)
    // The mask is the print area's shape; the design is drawn for it and bent by the warp.
    expect(l.mask).toMatch(/<path d="M[^"]+" fill="#ffffff"\/>/)
    expect(l.design.width).toBeGreaterThan(50)
    expect(l.design.svg).toContain(`width="${l.design.width}" height="${l.design.height}"`)
  })

  test('silhouettes differ by article kind and are deterministic', () => {
    const mockups = new Set(ARTICLE_KINDS.slice(0, -1).map(joined))
    expect(mockups.size).toBe(ARTICLE_KINDS.length - 1)
    expect(joined('PUZZLE')).toBe(joined('PUZZLE'))
    // Unknown kinds fall back to the canvas rather than failing the page.
    expect(joined('SOMETHING_NEW')).toBe(joined('CANVAS'))
  })

  test('a mug bends its wrap-around design round the body; a cushion puffs it; the instant print is turned', () => {
    const mug = layers('MUG')
    expect(mug.warp.kind).toBe('cylinder')
    // The wrap is wider than the mug shows: the front is its middle half.
    expect(mug.design.width / mug.design.height).toBeGreaterThan(2)
    expect(layers('CUSHION').warp.kind).toBe('pillow')
    const print = layers('PHOTO_PRINT').warp
    expect(print.kind === 'quad' && print.corners[0].y !== print.corners[1].y).toBe(true)
  })

  test('without a background, only the product is drawn (for scenes)', () => {
    const bare = mockupLayers({ ...spec, kind: 'mockup', articleKind: 'MUG' }, 640, 480, { background: false })
    expect(bare.under).not.toContain('m-bg')
    expect(layers('MUG').under).toContain('m-bg')
  })

  test('the mug wrap and the hero scene are well-formed', () => {
    assertWellFormed(mugWrapSvg({ ...spec, kind: 'wrap', articleKind: 'MUG' }, 640, 480))
    assertWellFormed(heroSceneSvg(200, 1280, 853, 3))
  })
})

describe('catalog motifs are drawn as what they name', () => {
  test('every motif of the demo catalog has its own drawing', () => {
    expect(motifs.map((m) => m.key).filter((k) => !MOTIF_KEYS.includes(k))).toEqual([])
    expect(motifs).toHaveLength(30)
  })

  test.each(MOTIF_KEYS)('%s is well-formed in every layout and box', (motif) => {
    for (let seed = 1; seed <= 6; seed++) {
      assertWellFormed(designArtSvg({ ...spec, motif, seed }, 320, 320))
      assertWellFormed(designArtSvg({ ...spec, motif, seed }, 640, 260))
    }
  })

  test('classic cars show a car, not a pattern, and differ from every other motif', () => {
    const art = (motif: string) => designArtSvg({ ...spec, motif, seed: 5 }, 320, 320)
    const cars = art('classic-cars')
    expect(new Set(MOTIF_KEYS.map(art)).size).toBe(MOTIF_KEYS.length)
    expect(cars).not.toBe(designArtSvg({ ...spec, motif: compositionFor('classic-cars'), seed: 5 }, 320, 320))
    // The car's body and its wheels' hubcaps, whatever layout the seed picks.
    for (let seed = 1; seed <= 10; seed++) {
      const svg = designArtSvg({ ...spec, motif: 'classic-cars', seed }, 320, 320)
      expect(svg).toContain('M-47,13 C-47,3')
      expect(svg).toContain('r="4.5" fill="#c3c8d0"')
    }
  })

  test('every product kind has a featured motif that is drawn', () => {
    for (const kind of ARTICLE_KINDS.slice(0, -1)) expect(MOTIF_KEYS).toContain(FEATURED_MOTIF[kind])
  })
})

describe('bannerSvg', () => {
  test('is wide, well-formed and escapes its headline', () => {
    const svg = bannerSvg({ ...spec, kind: 'banner', motif: 'sunset', label: 'Gifts <for> "you" & me' }, 1280, 533)
    expect(svg).toMatch(/^<svg [^>]*width="1280" height="533"/)
    expect(svg).toContain('Gifts &lt;for&gt; &quot;you&quot; &amp; me')
    assertWellFormed(svg)
    expect(bannerSvg({ ...spec, kind: 'banner' }, 1280, 533)).toBe(bannerSvg({ ...spec, kind: 'banner' }, 1280, 533))
  })
})
