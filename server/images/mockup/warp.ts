/**
 * Bends a flat RGBA raster onto a product surface: pure pixel arithmetic (inverse mapping with bilinear sampling), so
 * the result is the same bytes on every machine. Coordinates are output pixels.
 */

export type Point = { x: number; y: number }

export type Warp =
  /** The design's corners land on these four points (top-left, top-right, bottom-right, bottom-left). */
  | { kind: 'quad'; corners: [Point, Point, Point, Point] }
  /**
   * Round a vertical cylinder seen slightly from above: the design wraps `wrapDegrees` of the circumference centred
   * on the front; lines of the design curve down by `sag` pixels at the front, like the rim's ellipse.
   */
  | { kind: 'cylinder'; cx: number; radius: number; top: number; height: number; sag: number; wrapDegrees: number }
  /** A rectangle whose edge midpoints are pulled in by `pinch` (a fraction of the size), like a filled cushion. */
  | { kind: 'pillow'; x: number; y: number; w: number; h: number; pinch: number }

export interface RawImage {
  data: Uint8Array
  width: number
  height: number
}

/** Renders `src` through `warp` into a transparent width×height RGBA image. */
export function warpImage(src: RawImage, warp: Warp, width: number, height: number): RawImage {
  const out = new Uint8Array(width * height * 4)
  const map = inverse(warp)
  const box = bounds(warp, width, height)
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const uv = map(x + 0.5, y + 0.5)
      if (!uv || uv.u < 0 || uv.u > 1 || uv.v < 0 || uv.v > 1) continue
      sample(src, uv.u * src.width - 0.5, uv.v * src.height - 0.5, out, (y * width + x) * 4)
    }
  }
  return { data: out, width, height }
}

/** Output pixel -> design coordinates in 0..1 (or null outside the surface). */
function inverse(warp: Warp): (x: number, y: number) => { u: number; v: number } | null {
  switch (warp.kind) {
    case 'quad': {
      const h = invert3(squareToQuad(warp.corners))
      return (x, y) => {
        const w = h[6]! * x + h[7]! * y + h[8]!
        return { u: (h[0]! * x + h[1]! * y + h[2]!) / w, v: (h[3]! * x + h[4]! * y + h[5]!) / w }
      }
    }
    case 'cylinder': {
      const turn = (warp.wrapDegrees * Math.PI) / 180
      return (x, y) => {
        const s = (x - warp.cx) / warp.radius
        if (s <= -1 || s >= 1) return null
        const theta = Math.asin(s)
        const cos = Math.cos(theta)
        return { u: 0.5 + theta / turn, v: (y - warp.top - warp.sag * cos) / warp.height }
      }
    }
    case 'pillow': {
      const { x: x0, y: y0, w, h, pinch } = warp
      return (x, y) => {
        const nx = ((x - x0) / w) * 2 - 1
        const ny = ((y - y0) / h) * 2 - 1
        // Edges bow inwards most at their middle; the design is stretched back out to meet them.
        const sx = nx / (1 - pinch * (1 - ny * ny))
        const sy = ny / (1 - pinch * (1 - nx * nx))
        return { u: (sx + 1) / 2, v: (sy + 1) / 2 }
      }
    }
  }
}

function bounds(warp: Warp, width: number, height: number) {
  let x0: number, x1: number, y0: number, y1: number
  if (warp.kind === 'quad') {
    const xs = warp.corners.map((p) => p.x)
    const ys = warp.corners.map((p) => p.y)
    ;[x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  } else if (warp.kind === 'cylinder') {
    ;[x0, x1] = [warp.cx - warp.radius, warp.cx + warp.radius]
    ;[y0, y1] = [warp.top, warp.top + warp.height + warp.sag]
  } else [x0, x1, y0, y1] = [warp.x, warp.x + warp.w, warp.y, warp.y + warp.h]
  const clampX = (v: number) => Math.min(width, Math.max(0, v))
  const clampY = (v: number) => Math.min(height, Math.max(0, v))
  return {
    x0: clampX(Math.floor(x0)),
    x1: clampX(Math.ceil(x1)),
    y0: clampY(Math.floor(y0)),
    y1: clampY(Math.ceil(y1)),
  }
}

/** Bilinear sample with premultiplied alpha, so transparent edges do not bleed dark fringes. Allocation-free: it runs
 * once per output pixel. */
function sample(src: RawImage, fx: number, fy: number, out: Uint8Array, o: number): void {
  const x0 = Math.max(0, Math.min(src.width - 1, Math.floor(fx)))
  const y0 = Math.max(0, Math.min(src.height - 1, Math.floor(fy)))
  const x1 = Math.min(src.width - 1, x0 + 1)
  const y1 = Math.min(src.height - 1, y0 + 1)
  const ax = Math.max(0, Math.min(1, fx - x0))
  const ay = Math.max(0, Math.min(1, fy - y0))
  const d = src.data
  const i00 = (y0 * src.width + x0) * 4
  const i10 = (y0 * src.width + x1) * 4
  const i01 = (y1 * src.width + x0) * 4
  const i11 = (y1 * src.width + x1) * 4
  const w00 = ((1 - ax) * (1 - ay) * d[i00 + 3]!) / 255
  const w10 = (ax * (1 - ay) * d[i10 + 3]!) / 255
  const w01 = ((1 - ax) * ay * d[i01 + 3]!) / 255
  const w11 = (ax * ay * d[i11 + 3]!) / 255
  const a = w00 + w10 + w01 + w11
  if (a <= 0) return
  for (let c = 0; c < 3; c++)
    out[o + c] = Math.round((d[i00 + c]! * w00 + d[i10 + c]! * w10 + d[i01 + c]! * w01 + d[i11 + c]! * w11) / a)
  out[o + 3] = Math.round(a * 255)
}

/** The projective map from the unit square onto a quadrilateral (Heckbert), as a row-major 3×3 matrix. */
function squareToQuad([p0, p1, p2, p3]: [Point, Point, Point, Point]): number[] {
  const dx1 = p1.x - p2.x,
    dx2 = p3.x - p2.x,
    dy1 = p1.y - p2.y,
    dy2 = p3.y - p2.y
  const sx = p0.x - p1.x + p2.x - p3.x
  const sy = p0.y - p1.y + p2.y - p3.y
  const det = dx1 * dy2 - dx2 * dy1
  const g = (sx * dy2 - dx2 * sy) / det
  const h = (dx1 * sy - sx * dy1) / det
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ]
}

function invert3(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number]
  const A = e * i - f * h,
    B = -(d * i - f * g),
    C = d * h - e * g
  const det = a * A + b * B + c * C
  return [
    A,
    -(b * i - c * h),
    b * f - c * e,
    B,
    a * i - c * g,
    -(a * f - c * d),
    C,
    -(a * h - b * g),
    a * e - b * d,
  ].map((v) => v / det)
}
