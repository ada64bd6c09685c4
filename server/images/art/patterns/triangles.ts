import type { Art, Ctx } from '../canvas.js'
import { hsl, n } from '../svg.js'

export function triangles(c: Ctx): Art {
  const { w, h, m, rng, pal } = c
  const cell = m / 6
  const cols = Math.ceil(w / cell) + 1,
    rows = Math.ceil(h / cell) + 1
  // A jittered lattice split along alternating diagonals: a "low-poly" gradient.
  const pts: [number, number][][] = []
  for (let r = 0; r <= rows; r++) {
    const row: [number, number][] = []
    for (let col = 0; col <= cols; col++)
      row.push([(col - 0.5) * cell + (rng() - 0.5) * cell * 0.6, (r - 0.5) * cell + (rng() - 0.5) * cell * 0.6])
    pts.push(row)
  }
  let body = ''
  const tri = (a: [number, number], b: [number, number], d: [number, number]) => {
    const cx = (a[0] + b[0] + d[0]) / 3,
      cy = (a[1] + b[1] + d[1]) / 3
    const fill = hsl(pal.hue + (cx / w) * 45 - 10, 62, 42 + (cy / h) * 28 + (rng() - 0.5) * 10)
    body += `<path d="M${n(a[0])},${n(a[1])} L${n(b[0])},${n(b[1])} L${n(d[0])},${n(d[1])} Z" fill="${fill}" stroke="${fill}" stroke-width="0.6"/>`
  }
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const p00 = pts[r]![col]!,
        p10 = pts[r]![col + 1]!,
        p01 = pts[r + 1]![col]!,
        p11 = pts[r + 1]![col + 1]!
      if ((r + col) % 2) {
        tri(p00, p10, p11)
        tri(p00, p11, p01)
      } else {
        tri(p00, p10, p01)
        tri(p10, p11, p01)
      }
    }
  }
  return { defs: '', body }
}
