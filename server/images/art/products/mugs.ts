import { OUTLINE, type Product } from './product.js'

/**
 * A mug seen slightly from above: the print wraps round the body, so its top and bottom edges follow the rim's
 * ellipse. The print area is the whole body between the print margins; the mockup bends the design round it.
 */
export function mug(magic: boolean): Product {
  const body = 'M118,70 L118,230 Q118,250 138,250 L242,250 Q262,250 262,230 L262,70 Z'
  const bodyFill = magic ? '#2a2a30' : '#fbfbfc'
  // The handle is two strokes (outline, then body colour) so it reads as a solid loop at any scale.
  const handle =
    `<path d="M258,102 C320,96 322,206 258,204" fill="none" stroke="${OUTLINE}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M258,102 C320,96 322,206 258,204" fill="none" stroke="${bodyFill}" stroke-width="18" stroke-linecap="round"/>`
  const under = handle + `<path d="${body}" fill="${bodyFill}" stroke="${OUTLINE}" stroke-width="2"/>`
  const over =
    (magic ? `<rect x="118" y="80" width="144" height="160" fill="url(#m-heat)"/>` : '') +
    `<path d="${body}" fill="url(#m-cyl)"/>` +
    `<ellipse cx="190" cy="70" rx="72" ry="11" fill="${magic ? '#3a3a42' : '#eef0f3'}" stroke="${OUTLINE}" stroke-width="2"/>` +
    `<ellipse cx="190" cy="72" rx="62" ry="7" fill="${magic ? '#18181c' : '#dfe2e7'}"/>`
  return {
    print: { x: 118, y: 86, w: 144, h: 146 },
    clip: 'M121,86 A69,9 0 0,0 259,86 L259,224 A69,9 0 0,1 121,224 Z',
    under,
    over,
    floorY: 252,
    shadowRx: 120,
    warp: 'cylinder',
  }
}
