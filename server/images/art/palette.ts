import { hsl } from './svg.js'

/** The colours of one artwork, all derived from its hue. */

export interface Palette {
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

export function paletteFor(hue: number): Palette {
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
