import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { articleMockupSvg, bannerSvg, designArtSvg, type ArtSpec } from './art-spec.js'

/**
 * Pinned output: the media cache keeps renders forever, keyed by spec, so the same spec must keep yielding the same
 * bytes across refactorings. Each case is the first 16 hex digits of the SHA-256 of one generated SVG; a change here
 * means every cached image of that kind is stale, which needs a deliberate decision (and a new cache key).
 */
const sha = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16)

function render(name: string): string {
  const [kind, what] = name.split(' ') as ['design' | 'article' | 'banner', string]
  const spec: ArtSpec =
    kind === 'design'
      ? { kind, seed: 7, motif: what, hue: 200, label: 'Ana & Tom' }
      : kind === 'article'
        ? { kind, seed: 11, motif: 'waves', hue: 30, articleKind: what }
        : { kind, seed: 3, motif: what, hue: 120, label: 'Gifts <for> you' }
  if (kind === 'design') return designArtSvg(spec, 480, 360)
  if (kind === 'article') return articleMockupSvg(spec, 640, 480)
  return bannerSvg(spec, 1280, 533)
}

const PINNED: [string, string][] = [
  ['design hearts', 'ed45cae865702ece'],
  ['design stars', 'a0679c998c598d77'],
  ['design waves', '3839259f7329bd8b'],
  ['design sunset', '21cc5b29ca18fd2d'],
  ['design flowers', '003dc984fc3b61d4'],
  ['design confetti', 'e45bbc849619a6da'],
  ['design triangles', 'c9ff9deda2608acb'],
  ['design bubbles', '9190d0abbcd59270'],
  ['design rainbow', '097b9ed406af35b4'],
  ['design grandma-70th', 'a09aa783a310bf04'],
  ['article MUG', '4cf2042ae9087a7c'],
  ['article MAGIC_MUG', '3170b9edabd231c4'],
  ['article CANVAS', 'b6bb79c5fe18d4eb'],
  ['article POSTER', 'b5cff8bb1e28035a'],
  ['article PHOTO_PRINT', 'c0e2ac28f24d8edc'],
  ['article CALENDAR', '6d8ff16c7a2fc502'],
  ['article PHOTO_BOOK', '4fc3711afc0d2885'],
  ['article CUSHION', '2023ab5ac88617c9'],
  ['article T_SHIRT', 'e194c6559ad6cae1'],
  ['article PHONE_CASE', 'a2d4a2cc38f575c8'],
  ['article KEYRING', '48fe35a6262b0fa3'],
  ['article PUZZLE', '9ae4de08d9b3b655'],
  ['banner hearts', '5784efb3ae568734'],
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
