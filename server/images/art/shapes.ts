import type { Ctx } from './canvas.js'
import { n } from './svg.js'

/** Shapes shared by several compositions. */

export const HEART =
  'M0,0.36 C-0.06,0.3 -0.5,0.06 -0.5,-0.17 C-0.5,-0.38 -0.3,-0.47 -0.17,-0.45 C-0.07,-0.43 0,-0.35 0,-0.27 C0,-0.35 0.07,-0.43 0.17,-0.45 C0.3,-0.47 0.5,-0.38 0.5,-0.17 C0.5,0.06 0.06,0.3 0,0.36 Z'

/** A mountain/hill silhouette across the box: alternating peaks and valleys down to the bottom edge. */
export function ridge(c: Ctx, base: number, amp: number, peaks: number): string {
  const step = c.w / (peaks * 2)
  let d = `M${n(-step)},${n(base)}`
  for (let i = 0; i <= peaks * 2 + 1; i++) {
    const up = i % 2 === 1
    const y = base - amp * (up ? 0.6 + c.rng() * 0.4 : 0.05 + c.rng() * 0.3)
    d += ` L${n(i * step + (c.rng() - 0.5) * step * 0.5)},${n(y)}`
  }
  return `${d} L${n(c.w + step)},${n(c.h)} L${n(-step)},${n(c.h)} Z`
}

/** Suns stay warm (yellow to orange) whatever the palette: a green or blue sun just looks wrong. */
export function sunHue(hue: number): number {
  return 32 + (hue % 26)
}

export function starPath(cx: number, cy: number, r: number, rotateDeg: number): string {
  let d = ''
  for (let i = 0; i < 10; i++) {
    const a = ((rotateDeg + i * 36 - 90) * Math.PI) / 180
    const rr = i % 2 ? r * 0.45 : r
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)} `
  }
  return d + 'Z'
}
