import type { Ctx } from '../canvas.js'
import { hsl, n } from '../svg.js'
import { pine } from './animals.js'
import { place, WHITE, type Paint } from './paint.js'
import { building, littleHouse } from './town.js'

/** Motifs that are a landscape rather than an object: drawn across the whole width, standing on the ground line. */

export function skylinePanorama(c: Ctx, p: Paint, ground: number): string {
  // Drawn in units where the box is 150 high, so windows keep the icon's proportions at any size.
  const k = c.h / 150
  const width = c.w / k
  const base = ground / k
  let s = `<g transform="scale(${n(k)})">`
  const back = hsl(c.pal.hue + 210, 25, 34)
  const front = hsl(c.pal.hue + 210, 30, 20)
  for (const [fill, lo, hi] of [
    [back, 0.3, 0.55],
    [front, 0.15, 0.42],
  ] as const) {
    for (let x = -4; x < width;) {
      const bw = 8 + Math.round(c.rng() * 12)
      const top = Math.round(base - 150 * (lo + c.rng() * (hi - lo)))
      s += building(x, top, bw, Math.ceil(base), fill, c.rng)
      if (c.rng() < 0.15)
        s += `<path d="M${x + bw / 2},${top} L${x + bw / 2},${top - 8}" stroke="${fill}" stroke-width="1.2"/>`
      x += bw + (fill === back ? 2 : 1)
    }
  }
  return s + `<rect x="0" y="${n(base)}" width="${n(width)}" height="${n(150 - base)}" fill="${front}"/></g>`
}

export function peaksPanorama(c: Ctx, p: Paint, ground: number): string {
  let s = ''
  for (let layer = 0; layer < 3; layer++) {
    const peaks = 2 + layer
    const step = c.w / peaks
    const rock = hsl(c.pal.hue + 200, 18 + layer * 4, 66 - layer * 14)
    const height = c.h * (0.5 - layer * 0.1)
    const base = ground - layer * c.m * 0.02
    let d = `M0,${n(base)}`
    let caps = ''
    for (let i = 0; i < peaks; i++) {
      const px = step * (i + 0.3 + c.rng() * 0.4)
      const py = base - height * (0.75 + c.rng() * 0.25)
      d += ` L${n(px)},${n(py)} L${n(step * (i + 1))},${n(base - height * 0.15 * c.rng())}`
      if (layer < 2) {
        const cw = height * 0.22
        caps += `<path d="M${n(px)},${n(py)} L${n(px - cw)},${n(py + cw * 1.1)} L${n(px - cw * 0.4)},${n(py + cw * 0.8)} L${n(px)},${n(py + cw * 1.2)} L${n(px + cw * 0.4)},${n(py + cw * 0.8)} L${n(px + cw)},${n(py + cw * 1.1)}Z" fill="${WHITE}"/>`
      }
    }
    s += `<path d="${d} L${n(c.w)},${n(c.h)} L0,${n(c.h)}Z" fill="${rock}"/>` + caps
  }
  const pines = Math.round(4 * c.area)
  for (let i = 0; i < pines; i++)
    s += place(pine(), c.w * (0.08 + c.rng() * 0.84), ground - c.m * 0.02, c.m * (0.1 + c.rng() * 0.06))
  return s + `<rect x="0" y="${n(ground)}" width="${n(c.w)}" height="${n(c.h - ground)}" fill="${hsl(120, 25, 40)}"/>`
}

export function housesPanorama(c: Ctx, p: Paint, ground: number): string {
  let s = ''
  const count = Math.max(3, Math.round(3 * Math.sqrt(c.area)))
  const slot = c.w / count
  for (let i = 0; i < count; i++) {
    const size = Math.min(slot * 0.95, c.m * (0.34 + c.rng() * 0.14))
    const hue = c.pal.hue + (i % 3) * 40 - 40
    const paint: Paint = { ...p, pal: { ...p.pal, primary: hsl(hue, 60, 52), secondary: hsl(hue + 30, 55, 45) } }
    s += place(littleHouse(paint), slot * (i + 0.5), ground - size * 0.4, size)
    if (i < count - 1) s += place(pine(), slot * (i + 1), ground - c.m * 0.06, c.m * 0.14)
  }
  return s + `<rect x="0" y="${n(ground)}" width="${n(c.w)}" height="${n(c.h - ground)}" fill="${hsl(100, 30, 55)}"/>`
}
