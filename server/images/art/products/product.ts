/** Product silhouettes are drawn on a 400×300 stage; the design is drawn into `print` and clipped by `clip`. */

export const STAGE_W = 400
export const STAGE_H = 300
export const OUTLINE = '#c9ccd1'

export interface Product {
  /** Print area in stage units; the design is drawn at this size and clipped by `clip`. */
  print: { x: number; y: number; w: number; h: number }
  clip: string
  under: string
  over: string
  floorY: number
  shadowRx: number
  /** A turned product (the instant print): degrees about a point, applied to the drawing and the design alike. */
  rotate?: { deg: number; cx: number; cy: number }
  /**
   * How the flat design is bent onto the print area when the mockup is rasterised: flat (default), round a cylinder
   * (mugs: the front half of a wrap-around print, its top and bottom edges curving with the rim) or puffed (cushions).
   */
  warp?: 'cylinder' | 'pillow'
}
