import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { bannerSvg, designArtSvg, mockupLayers, mugWrapSvg, type ArtSpec } from './art-spec.js'

/**
 * Pinned output: the media cache keeps renders forever, keyed by spec, so the same spec must keep yielding the same
 * bytes across refactorings. Each case is the first 16 hex digits of the SHA-256 of one generated SVG (a mockup's
 * layers for `article`); a change here means every cached image of that kind is stale, which needs a deliberate
 * decision: a new ART_VERSION (server/images/media-sizes.ts), which moves the cache and changes every media URL.
 * Version 2 (decision 023) drew the catalog motifs as what they name and rendered products as bent mockups.
 */
const sha = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16)

function render(name: string): string {
  const [kind, what] = name.split(' ') as ['design' | 'article' | 'banner' | 'wrap', string]
  const spec: ArtSpec =
    kind === 'design'
      ? { kind, seed: 7, motif: what, hue: 200, label: 'Ana & Tom' }
      : kind === 'article'
        ? { kind, seed: 11, motif: 'waves', hue: 30, articleKind: what }
        : { kind, seed: 3, motif: what, hue: 120, label: 'Gifts <for> you' }
  if (kind === 'wrap') return mugWrapSvg({ kind, seed: 11, motif: what, hue: 30, articleKind: 'MUG' }, 640, 480)
  if (kind === 'design') return designArtSvg(spec, 480, 360)
  if (kind === 'article') {
    const l = mockupLayers(spec, 640, 480)
    return l.under + l.over + l.mask + l.design.svg + JSON.stringify(l.warp)
  }
  return bannerSvg(spec, 1280, 533)
}

const PINNED: [string, string][] = [
  ['design hearts', 'c201a6745167fe39'],
  ['design stars', 'a0679c998c598d77'],
  ['design waves', '3839259f7329bd8b'],
  ['design sunset', '21cc5b29ca18fd2d'],
  ['design flowers', '003dc984fc3b61d4'],
  ['design confetti', 'e45bbc849619a6da'],
  ['design triangles', 'c9ff9deda2608acb'],
  ['design bubbles', '9190d0abbcd59270'],
  ['design rainbow', '097b9ed406af35b4'],
  ['design grandma-70th', 'a09aa783a310bf04'],
  ['design classic-cars', '9acc306a3a580a64'],
  ['design coffee-cups', 'd76f2b6658716036'],
  ['design city-skylines', '4f47f0deb85ab8f4'],
  ['wrap classic-cars', '9c965c7d78f69866'],
  ['article MUG', '454bd3968353e64e'],
  ['article MAGIC_MUG', '8e5e648dc4d30444'],
  ['article CANVAS', 'bbe7273bd1ce8c71'],
  ['article POSTER', '89ccbe70c6cc5bf4'],
  ['article PHOTO_PRINT', 'c0bf0bacde430b48'],
  ['article CALENDAR', 'ad42c09fe7add80e'],
  ['article PHOTO_BOOK', '4c559cf30982290f'],
  ['article CUSHION', 'f5aa2ea6f5423bd8'],
  ['article T_SHIRT', '613208401f06c74c'],
  ['article PHONE_CASE', '129b98fd0b34d40d'],
  ['article KEYRING', 'e79a190c05f99229'],
  ['article PUZZLE', '0e00387f25731eef'],
  ['banner hearts', '83598b0b83ce32f7'],
  ['banner stars', '706a0d35f01cc274'],
  ['banner waves', '4b69b9c52d120efd'],
  ['banner sunset', 'a802f470d460aaf2'],
  ['banner flowers', 'bc481709bca9abc5'],
  ['banner confetti', 'b89264ba15b75079'],
  ['banner triangles', '5858005fdf53288c'],
  ['banner bubbles', '0976620c7020abe0'],
  ['banner rainbow', '072836b1b1931798'],
]

describe('generated artwork is byte-stable', () => {
  test.each(PINNED)('%s', (name, hash) => {
    expect(sha(render(name))).toBe(hash)
  })
})
