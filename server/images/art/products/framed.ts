import { roundRect } from '../svg.js'
import { OUTLINE, type Product } from './product.js'

/** Flat printed products: canvas, poster, photo print, calendar and photo book. */

export function framed(kind: string): Product {
  switch (kind) {
    case 'POSTER': {
      const under = `<rect x="96" y="26" width="208" height="232" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>`
      const over =
        `<rect x="108" y="38" width="184" height="184" fill="url(#m-gloss)"/>` +
        `<rect x="184" y="20" width="32" height="12" fill="#f3e6b3" opacity="0.85"/>`
      return {
        print: { x: 108, y: 38, w: 184, h: 184 },
        clip: roundRect(108, 38, 184, 184, 0),
        under,
        over,
        floorY: 268,
        shadowRx: 130,
      }
    }
    case 'PHOTO_PRINT': {
      // A tilted instant print: the wide bottom margin is what makes it read as a photo.
      const under = `<rect x="122" y="38" width="156" height="194" rx="3" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>`
      const over = `<rect x="134" y="50" width="132" height="132" fill="url(#m-gloss)"/>`
      return {
        print: { x: 134, y: 50, w: 132, h: 132 },
        clip: roundRect(134, 50, 132, 132, 0),
        under,
        over,
        floorY: 250,
        shadowRx: 105,
        rotate: { deg: -5, cx: 200, cy: 135 },
      }
    }
    case 'CALENDAR': {
      let grid = ''
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 7; c++)
          grid += `<rect x="${122 + c * 22.6}" y="${184 + r * 16}" width="18" height="12" rx="2" fill="#e7e9ee"/>`
      let rings = ''
      for (let i = 0; i < 9; i++)
        rings += `<rect x="${124 + i * 19}" y="24" width="4" height="16" rx="2" fill="#8d929b"/>`
      const under =
        `<rect x="110" y="30" width="180" height="236" rx="4" fill="#ffffff" stroke="${OUTLINE}" stroke-width="1.5"/>` +
        grid
      return {
        print: { x: 120, y: 42, w: 160, h: 132 },
        clip: roundRect(120, 42, 160, 132, 2),
        under,
        over: rings,
        floorY: 272,
        shadowRx: 115,
      }
    }
    case 'PHOTO_BOOK': {
      const under =
        `<rect x="112" y="50" width="188" height="200" rx="4" fill="#e9ebef" stroke="${OUTLINE}" stroke-width="1.5"/>` +
        `<path d="M292,56 L300,56 L300,244 L292,244" fill="none" stroke="#ffffff" stroke-width="3"/>`
      const over =
        `<rect x="104" y="46" width="188" height="200" rx="4" fill="url(#m-gloss)"/>` +
        `<rect x="104" y="46" width="16" height="200" rx="3" fill="#000000" opacity="0.22"/>` +
        `<rect x="104" y="46" width="188" height="200" rx="4" fill="none" stroke="${OUTLINE}" stroke-width="1.5"/>`
      return {
        print: { x: 104, y: 46, w: 188, h: 200 },
        clip: roundRect(104, 46, 188, 200, 4),
        under,
        over,
        floorY: 256,
        shadowRx: 125,
      }
    }
    default: {
      // Canvas: a visible wrapped edge on the right and bottom gives it depth.
      const under =
        `<path d="M300,40 L312,50 L312,250 L300,240 Z" fill="#9aa0a8"/>` +
        `<path d="M100,240 L300,240 L312,250 L112,250 Z" fill="#b5bac1"/>`
      const over = `<rect x="100" y="40" width="200" height="200" fill="url(#m-gloss)"/>`
      return {
        print: { x: 100, y: 40, w: 200, h: 200 },
        clip: roundRect(100, 40, 200, 200, 0),
        under,
        over,
        floorY: 260,
        shadowRx: 130,
      }
    }
  }
}
