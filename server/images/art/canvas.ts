import type { Palette } from './palette.js'
import { n } from './svg.js'

/**
 * What every composition draws with: a w×h box, its random stream and palette. Each composition draws into the box;
 * `id` prefixes gradient ids so several can share a document.
 */

export interface Ctx {
  w: number
  h: number
  m: number
  /** How many "squares" the box holds, so patterns keep their density on wide banners. */
  area: number
  rng: () => number
  pal: Palette
  id: string
}

export interface Art {
  defs: string
  body: string
}

export function backdrop(c: Ctx, top: string, bottom: string): Art {
  return {
    defs: `<linearGradient id="${c.id}bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${n(c.w * 0.3)}" y2="${n(c.h)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    body: `<rect width="${n(c.w)}" height="${n(c.h)}" fill="url(#${c.id}bg)"/>`,
  }
}
