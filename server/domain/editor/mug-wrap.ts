/**
 * Wrap-around preview of a mug: the flat print is laid round a cylinder, centred opposite the handle; the part
 * of the circumference it does not cover (round the handle) stays white. Angles are radians round the mug,
 * 0 = the front (opposite the handle), positive towards the viewer's right when seen from the front.
 */
export interface MugWrap {
  /** Printed width (trim), mm. */
  printWidthMm: number
  circumferenceMm: number
}

/**
 * For a point of the visible silhouette (u from -1 at the left edge to 1 at the right edge) with the mug turned by
 * `viewAngle`, the x of the print (mm from the left trim edge) seen there, or null where the mug is unprinted.
 */
export function wrapSourceX(u: number, viewAngle: number, wrap: MugWrap): number | null {
  const theta = normalizeAngle(viewAngle + Math.asin(Math.max(-1, Math.min(1, u))))
  const x = wrap.printWidthMm / 2 + (theta * wrap.circumferenceMm) / (2 * Math.PI)
  return x >= 0 && x <= wrap.printWidthMm ? x : null
}

/** Where the handle appears: u of its root on the silhouette and whether it faces the viewer (else behind). */
export function handlePosition(viewAngle: number): { u: number; facing: boolean } {
  const rel = normalizeAngle(Math.PI - viewAngle)
  return { u: Math.sin(rel), facing: Math.cos(rel) >= 0 }
}

/** Light falls from the front: the sides of the cylinder are drawn darker. */
export function shade(u: number): number {
  return 0.72 + 0.28 * Math.sqrt(Math.max(0, 1 - u * u))
}

export function normalizeAngle(a: number): number {
  const t = (((a + Math.PI) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)
  return t - Math.PI
}
