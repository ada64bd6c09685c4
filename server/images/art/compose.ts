import { hashString, seededRandom } from '../../domain/catalog/seeded-random.js'
import type { Art, Ctx } from './canvas.js'
import { bubbles } from './patterns/bubbles.js'
import { confetti } from './patterns/confetti.js'
import { flowers } from './patterns/flowers.js'
import { hearts } from './patterns/hearts.js'
import { rainbow } from './patterns/rainbow.js'
import { stars } from './patterns/stars.js'
import { sunset } from './patterns/sunset.js'
import { triangles } from './patterns/triangles.js'
import { waves } from './patterns/waves.js'
import { motifArt } from './motifs/index.js'
import { paletteFor } from './palette.js'

/** The compositions (pattern families) and the one that draws a spec: picked by its motif. */

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

/**
 * Draws a spec's motif into a w×h box (the ArtSpec fields it reads): a catalog motif as the thing it names
 * (art/motifs), any other key (banners, free-form motifs) as the composition it maps to.
 */
export function compose(spec: { seed: number; motif: string; hue: number }, w: number, h: number, id: string): Art {
  // The motif feeds the random stream too, so two motifs sharing a composition still differ.
  const rng = seededRandom((spec.seed >>> 0) ^ hashString(spec.motif))
  const m = Math.min(w, h)
  const ctx: Ctx = { w, h, m, area: (w * h) / (m * m), rng, pal: paletteFor(spec.hue), id }
  return motifArt(spec.motif.trim().toLowerCase(), ctx) ?? DRAW[compositionFor(spec.motif)](ctx)
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
