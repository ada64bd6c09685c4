import type { Palette } from '../palette.js'
import { hsl, n } from '../svg.js'

/**
 * What a motif icon paints with: the design's palette plus a few fixed natural colours (leaves stay green and wood
 * brown whatever the hue), and its random stream for small variations. Icons draw into a 100×100 box centred on 0,0.
 */
export interface Paint {
  pal: Palette
  rng: () => number
  /** A darker and a deeper shade of the design's hue, for outlines and shadows. */
  dark: string
  deep: string
}

export const LEAF = '#3f8f4e'
export const LEAF_DARK = '#2c6e3b'
export const WOOD = '#8a5a3b'
export const GOLD = '#e2b13c'
export const SILVER = '#c3c8d0'
export const INK = '#24252b'
export const WHITE = '#ffffff'
export const SUN = '#f7c53a'
export const FLAME = '#f6a623'

export function paintFor(pal: Palette, rng: () => number): Paint {
  return { pal, rng, dark: hsl(pal.hue, 50, 32), deep: hsl(pal.hue, 45, 20) }
}

/** Places a 100-unit icon drawing at x,y with a size in pixels (and an optional rotation). */
export function place(icon: string, x: number, y: number, size: number, rotate = 0, extra = ''): string {
  const r = rotate ? ` rotate(${n(rotate)})` : ''
  return `<g transform="translate(${n(x)} ${n(y)})${r} scale(${n(size / 100)})"${extra}>${icon}</g>`
}

/** Regular polygon points around cx,cy (for pentagons, gems, stars' inner shapes). */
export function polygon(cx: number, cy: number, r: number, sides: number, rotateDeg = -90): string {
  const pts: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = ((rotateDeg + (360 / sides) * i) * Math.PI) / 180
    pts.push(`${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`)
  }
  return `M${pts.join(' L')} Z`
}
