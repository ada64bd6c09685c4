import { describe, expect, test } from 'vitest'
import {
  COMPOSITIONS,
  articleMockupSvg,
  bannerSvg,
  compositionFor,
  designArtSvg,
  escapeXml,
  type ArtSpec,
} from './art-spec.js'

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

describe('articleMockupSvg', () => {
  test.each(ARTICLE_KINDS)('%s mockup is well-formed and carries the design', (articleKind) => {
    const svg = articleMockupSvg({ ...spec, kind: 'article', articleKind }, 640, 480)
    assertWellFormed(svg)
    expect(svg).toContain('clip-path="url(#m-clip)"')
  })

  test('silhouettes differ by article kind and are deterministic', () => {
    const one = (articleKind: string) => articleMockupSvg({ ...spec, kind: 'article', articleKind }, 640, 480)
    const mockups = new Set(ARTICLE_KINDS.slice(0, -1).map(one))
    expect(mockups.size).toBe(ARTICLE_KINDS.length - 1)
    expect(one('PUZZLE')).toBe(one('PUZZLE'))
    // Unknown kinds fall back to the canvas rather than failing the page.
    expect(one('SOMETHING_NEW')).toBe(one('CANVAS'))
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
