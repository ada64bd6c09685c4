import { roundRect } from '../svg.js'
import { OUTLINE, type Product } from './product.js'

export function cushion(): Product {
  const d =
    'M112,52 Q200,66 288,52 Q306,49 303,68 Q290,150 303,232 Q306,251 288,248 Q200,234 112,248 Q94,251 97,232 Q110,150 97,68 Q94,49 112,52 Z'
  const under = `<path d="${d}" fill="#f4f4f6"/>`
  const over =
    `<path d="${d}" fill="url(#m-puff)"/>` + `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="2"/>`
  return { print: { x: 94, y: 49, w: 212, h: 202 }, clip: d, under, over, floorY: 262, shadowRx: 125, warp: 'pillow' }
}

export function tShirt(): Product {
  const shirt =
    'M160,38 Q200,64 240,38 L302,60 L342,118 L302,142 L290,128 L290,264 L110,264 L110,128 L98,142 L58,118 L98,60 Z'
  const under = `<path d="${shirt}" fill="#fdfdfd" stroke="${OUTLINE}" stroke-width="2" stroke-linejoin="round"/>`
  const over =
    `<path d="M160,38 Q200,64 240,38" fill="none" stroke="${OUTLINE}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M110,128 L110,170 M290,128 L290,170" stroke="#e3e5e9" stroke-width="1.5"/>`
  return {
    print: { x: 150, y: 86, w: 100, h: 110 },
    clip: roundRect(150, 86, 100, 110, 3),
    under,
    over,
    floorY: 270,
    shadowRx: 120,
  }
}
