import type { Art, Ctx } from '../canvas.js'
import { backdrop } from '../canvas.js'
import { starPath } from '../shapes.js'
import { paletteFor } from '../palette.js'
import { hsl, n, n2 } from '../svg.js'
import { fox, kitten, pawPrint, pine, puppy } from './animals.js'
import {
  babyFeet,
  balloons,
  birthdayCake,
  christmasTree,
  easterEgg,
  graduationCap,
  pumpkin,
  weddingRings,
} from './celebrations.js'
import { bicycle, coffeeCup, football, guitar, planet, vinylRecord } from './hobbies.js'
import { palmTree, rose, seashell, springBlossoms, starfish, sunflower } from './nature.js'
import { paintFor, place, type Paint } from './paint.js'
import { housesPanorama, peaksPanorama, skylinePanorama } from './panoramas.js'
import { scene, type SceneName } from './scenes.js'
import { classicCar, geometric, heart, littleHouse, mountain, quote, skyline } from './town.js'

/**
 * The catalog's motifs (db/seed/demo/catalog-content.ts) drawn as what they name: classic cars are cars, coffee cups are
 * cups. Each motif is an icon (100-unit box), optionally a companion icon, the scene it stands in and, for landscapes,
 * a panorama. A design picks one of three layouts from its seed: the motif in its scene, a round badge, or a pattern.
 */
interface Motif {
  icon: (p: Paint) => string
  alt?: (p: Paint) => string
  scene?: SceneName
  panorama?: (c: Ctx, p: Paint, ground: number) => string
  /** Hues the motif keeps to (start, span in degrees): hearts and roses are not green. */
  hues?: [number, number]
}

const MOTIFS: Readonly<Record<string, Motif>> = {
  hearts: { icon: heart, hues: [335, 50] },
  roses: { icon: rose, hues: [320, 90] },
  'spring-blossoms': { icon: springBlossoms, scene: 'sky', hues: [320, 45] },
  sunflowers: { icon: sunflower, scene: 'sky' },
  puppies: { icon: puppy, alt: pawPrint },
  kittens: { icon: kitten, alt: pawPrint },
  'paw-prints': { icon: pawPrint },
  'forest-animals': { icon: fox, alt: pine, scene: 'forest' },
  'palm-trees': { icon: palmTree, alt: starfish, scene: 'beach' },
  seashells: { icon: seashell, alt: starfish, scene: 'beach' },
  'snowy-peaks': { icon: mountain, scene: 'sky', panorama: peaksPanorama },
  footballs: { icon: football, scene: 'pitch' },
  bicycles: { icon: bicycle, scene: 'road' },
  guitars: { icon: guitar, alt: vinylRecord },
  'vinyl-records': { icon: vinylRecord },
  'coffee-cups': { icon: coffeeCup, scene: 'table' },
  planets: { icon: planet, scene: 'space' },
  'christmas-trees': { icon: christmasTree, scene: 'snow' },
  'easter-eggs': { icon: easterEgg, scene: 'sky' },
  pumpkins: { icon: pumpkin, scene: 'night' },
  balloons: { icon: balloons },
  'birthday-cakes': { icon: birthdayCake, alt: balloons, scene: 'table' },
  'wedding-rings': { icon: weddingRings },
  'baby-feet': { icon: babyFeet },
  'little-houses': { icon: littleHouse, scene: 'sky', panorama: housesPanorama },
  'city-skylines': { icon: skyline, scene: 'night', panorama: skylinePanorama },
  'geometric-shapes': { icon: geometric },
  'classic-cars': { icon: classicCar, scene: 'road' },
  'graduation-caps': { icon: graduationCap },
  'motivational-quotes': { icon: quote },
}

export const MOTIF_KEYS = Object.keys(MOTIFS)

export function isDrawnMotif(key: string): boolean {
  return Object.hasOwn(MOTIFS, key)
}

/** The artwork of a catalog motif in a w×h box; null for a motif without a drawing (it gets a pattern). */
export function motifArt(key: string, c: Ctx): Art | null {
  const motif = isDrawnMotif(key) ? MOTIFS[key]! : null
  if (!motif) return null
  if (motif.hues) c = { ...c, pal: paletteFor(motif.hues[0] + (c.pal.hue % motif.hues[1])) }
  const p = paintFor(c.pal, c.rng)
  const roll = c.rng()
  if (roll < 0.6) return hero(motif, c, p)
  if (roll < 0.8) return badge(motif, c, p)
  return pattern(motif, c, p)
}

/** The motif large in its scene (a landscape motif spans the width), with a companion where there is room. */
function hero(motif: Motif, c: Ctx, p: Paint): Art {
  const s = scene(motif.scene ?? 'soft', c)
  const art = s.art
  if (motif.panorama) {
    art.body += motif.panorama(c, p, s.groundY ?? c.h * 0.85)
    return art
  }
  const size = Math.min(c.w, c.h) * 0.66
  const y = s.groundY === null ? c.h / 2 : Math.max(size / 2, s.groundY - size * 0.46)
  if (s.groundY === null && !motif.scene) {
    // Soft background: a few faint copies in the corners give depth without competing with the main icon.
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + c.rng()
      const r = Math.max(c.w, c.h) * 0.42
      art.body += place(
        motif.icon(p),
        c.w / 2 + Math.cos(a) * r,
        c.h / 2 + Math.sin(a) * r,
        size * 0.28,
        (c.rng() - 0.5) * 40,
        ' opacity="0.22"',
      )
    }
  }
  if (s.groundY !== null)
    art.body += `<ellipse cx="${n(c.w / 2)}" cy="${n(y + size * 0.47)}" rx="${n(size * 0.4)}" ry="${n(size * 0.05)}" fill="#000000" opacity="0.14"/>`
  if (motif.alt && c.w > c.h * 1.2)
    art.body += place(motif.alt(p), c.w / 2 - size * 0.78, y + size * 0.16, size * 0.42, -8)
  art.body += place(motif.icon(p), c.w / 2, y, size)
  return art
}

/** A round badge on a dotted ground, the motif in the middle. */
function badge(motif: Motif, c: Ctx, p: Paint): Art {
  const art = backdrop(c, c.pal.bgTop, c.pal.bgBottom)
  const { w, h, m } = c
  const step = m / (8 + Math.floor(c.rng() * 4))
  for (let y = step / 2; y < h; y += step)
    for (let x = (Math.round(y / step) % 2) * (step / 2); x < w + step; x += step)
      art.body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(m * 0.008)}" fill="${c.pal.primary}" opacity="0.25"/>`
  const r = m * 0.42
  art.body += `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(r)}" fill="${c.pal.paper}" stroke="${c.pal.primary}" stroke-width="${n(m * 0.025)}"/>`
  art.body += `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(r * 0.88)}" fill="none" stroke="${c.pal.secondary}" stroke-width="${n(m * 0.006)}" stroke-dasharray="${n(m * 0.02)} ${n(m * 0.015)}"/>`
  for (const dx of [-1, 1])
    art.body += `<path d="${starPath(w / 2 + dx * r * 0.72, h / 2 - r * 0.55, m * 0.035, 0)}" fill="${c.pal.secondary}"/>`
  art.body += place(motif.icon(p), w / 2, h / 2 + m * 0.01, m * 0.52, (c.rng() - 0.5) * 16)
  return art
}

/** The motif repeated in a staggered grid, every other one in the companion icon or a neighbouring hue. */
function pattern(motif: Motif, c: Ctx, p: Paint): Art {
  const art = backdrop(c, c.pal.paper, c.pal.bgTop)
  const step = c.m / 3
  const other: Paint = { ...p, pal: { ...p.pal, primary: hsl(c.pal.hue + 40, 68, 55), secondary: c.pal.primary } }
  let i = 0
  for (let row = 0, y = step * 0.5; y < c.h + step / 2; row++, y += step * 0.92) {
    for (let x = row % 2 ? 0 : step / 2; x < c.w + step / 2; x += step, i++) {
      const icon = i % 2 && motif.alt ? motif.alt(p) : motif.icon(i % 2 ? other : p)
      art.body += place(icon, x, y, step * 0.72, (c.rng() - 0.5) * 24, ` opacity="${n2(0.85 + c.rng() * 0.15)}"`)
    }
  }
  return art
}
