import { linearGradient } from '../svg.js'
import { keyring, phoneCase } from './accessories.js'
import { framed } from './framed.js'
import { mug } from './mugs.js'
import type { Product } from './product.js'
import { puzzle } from './puzzle.js'
import { cushion, tShirt } from './textiles.js'

/** The product silhouette of an article kind (unknown kinds get the canvas), and the overlays they share. */

/** Shared overlays: a cylinder sheen for mugs and a soft cushion/fabric light. */
export const SHADING_DEFS =
  linearGradient(
    'm-cyl',
    [
      [0, '#000000', 0.18],
      [0.28, '#ffffff', 0.28],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.2],
    ],
    { x2: 1, y2: 0 },
  ) +
  linearGradient(
    'm-heat',
    [
      [0, '#1f1f24', 0],
      [0.45, '#1f1f24', 0.1],
      [0.8, '#1f1f24', 0.88],
      [1, '#1f1f24', 0.95],
    ],
    { x2: 1, y2: 0 },
  ) +
  `<radialGradient id="m-puff" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>` +
  linearGradient(
    'm-gloss',
    [
      [0, '#ffffff', 0.3],
      [0.4, '#ffffff', 0],
      [1, '#000000', 0.1],
    ],
    { x2: 1, y2: 1 },
  )

export function productFor(articleKind: string, rng: () => number): Product {
  switch (articleKind.toUpperCase()) {
    case 'MUG':
      return mug(false)
    case 'MAGIC_MUG':
      return mug(true)
    case 'CANVAS':
    case 'POSTER':
    case 'PHOTO_PRINT':
    case 'CALENDAR':
    case 'PHOTO_BOOK':
      return framed(articleKind.toUpperCase())
    case 'CUSHION':
      return cushion()
    case 'T_SHIRT':
      return tShirt()
    case 'PHONE_CASE':
      return phoneCase()
    case 'KEYRING':
      return keyring()
    case 'PUZZLE':
      return puzzle(rng)
    default:
      return framed('CANVAS')
  }
}
