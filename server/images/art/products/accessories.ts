import { roundRect } from '../svg.js'
import { OUTLINE, type Product } from './product.js'

export function phoneCase(): Product {
  const d = roundRect(146, 28, 108, 236, 22)
  const under = `<path d="${d}" fill="#f2f3f5"/>`
  const over =
    `<path d="${d}" fill="url(#m-gloss)"/>` +
    `<rect x="158" y="40" width="40" height="52" rx="11" fill="#1e1f24" opacity="0.92"/>` +
    `<circle cx="172" cy="55" r="8" fill="#3b3e47" stroke="#5b5f6a" stroke-width="2"/>` +
    `<circle cx="172" cy="78" r="8" fill="#3b3e47" stroke="#5b5f6a" stroke-width="2"/>` +
    `<circle cx="189" cy="66" r="3" fill="#f5e7b8"/>` +
    `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="2.5"/>`
  return { print: { x: 146, y: 28, w: 108, h: 236 }, clip: d, under, over, floorY: 270, shadowRx: 85 }
}

export function keyring(): Product {
  const d = 'M200,88 A84,84 0 1 1 199.9,88 Z'
  const under =
    `<circle cx="200" cy="50" r="24" fill="none" stroke="#a3a8b0" stroke-width="6"/>` +
    `<path d="M200,74 L200,92" stroke="#a3a8b0" stroke-width="5"/>` +
    `<path d="${d}" fill="#f4f4f6"/>`
  const over =
    `<path d="${d}" fill="url(#m-gloss)"/>` +
    `<circle cx="200" cy="172" r="84" fill="none" stroke="#b9bec6" stroke-width="6"/>` +
    `<circle cx="200" cy="100" r="6" fill="#ffffff" stroke="#a3a8b0" stroke-width="2.5"/>`
  return { print: { x: 116, y: 88, w: 168, h: 168 }, clip: d, under, over, floorY: 266, shadowRx: 90 }
}
