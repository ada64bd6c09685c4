import { roundRect } from '../svg.js'
import { OUTLINE, type Product } from './product.js'

export function puzzle(rng: () => number): Product {
  const x0 = 80,
    y0 = 60,
    cell = 60,
    cols = 4,
    rows = 3
  let cuts = ''
  // Each internal edge gets one knob, pointing a random (but seeded) way, like real die-cut pieces.
  for (let c = 1; c < cols; c++) {
    const x = x0 + c * cell
    let d = `M${x},${y0}`
    for (let r = 0; r < rows; r++) {
      const ym = y0 + r * cell + cell / 2
      d += ` L${x},${ym - 8} A10,10 0 1 ${rng() < 0.5 ? 1 : 0} ${x},${ym + 8} L${x},${y0 + (r + 1) * cell}`
    }
    cuts += `<path d="${d}"/>`
  }
  for (let r = 1; r < rows; r++) {
    const y = y0 + r * cell
    let d = `M${x0},${y}`
    for (let c = 0; c < cols; c++) {
      const xm = x0 + c * cell + cell / 2
      d += ` L${xm - 8},${y} A10,10 0 1 ${rng() < 0.5 ? 1 : 0} ${xm + 8},${y} L${x0 + (c + 1) * cell},${y}`
    }
    cuts += `<path d="${d}"/>`
  }
  const frame = roundRect(x0, y0, cols * cell, rows * cell, 3)
  const over =
    `<g fill="none" stroke="#000000" stroke-opacity="0.28" stroke-width="2.2" transform="translate(0.8 0.8)">${cuts}</g>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.4">${cuts}</g>` +
    `<path d="${frame}" fill="url(#m-gloss)"/>` +
    `<path d="${frame}" fill="none" stroke="${OUTLINE}" stroke-width="2"/>`
  return {
    print: { x: x0, y: y0, w: cols * cell, h: rows * cell },
    clip: frame,
    under: '',
    over,
    floorY: 250,
    shadowRx: 140,
  }
}
