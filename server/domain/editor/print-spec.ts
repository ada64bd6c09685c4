/**
 * How an article is printed: the finished (trim) size from the catalog, the bleed printed beyond it and cut off,
 * the safe zone inside it where nothing important should sit, the resolution the print file is rendered at, and
 * for mugs the wrap around the cylinder with the handle. Editor coordinates are millimetres from the top-left
 * corner of the bleed box, which is also the whole print file.
 */
export interface PrintSpec {
  articleId: number
  kind: string
  trimMm: { width: number; height: number }
  bleedMm: number
  safeMm: number
  /** Resolution of the rendered print file. */
  dpi: number
  /** Below this effective resolution a photo is flagged as low quality (catalog value per article). */
  minDpi: number
  /** Mugs: the print wraps round the body; both short ends meet at the handle. */
  wrap: { circumferenceMm: number; handleZoneMm: number } | null
}

/** An article's kind with the print specification of the chosen variant. */
export interface ArticlePrintRow {
  id: number
  kind: string
  printWidthMm: number
  printHeightMm: number
  bleedMm: number
  minDpi: number
}

const MUG_KINDS = new Set(['MUG', 'MAGIC_MUG'])
/** Large formats are looked at from a distance: 200 dpi is the industry norm and keeps files reasonable. */
const LARGE_FORMAT_KINDS = new Set(['CANVAS', 'POSTER'])
/** A gallery-wrapped canvas folds round its frame: the wrap edge is printed as bleed. */
const CANVAS_WRAP_MM = 20

/** The usual bleed of a kind: what a new variant gets unless the catalogue says otherwise. */
export function defaultBleedMm(kind: string): number {
  return kind === 'CANVAS' ? CANVAS_WRAP_MM : MUG_KINDS.has(kind) ? 2 : 3
}
/** A standard 11 oz mug is 82 mm across. */
const MUG_DIAMETER_MM = 82

export function printSpecFor(a: ArticlePrintRow): PrintSpec {
  const mug = MUG_KINDS.has(a.kind)
  return {
    articleId: a.id,
    kind: a.kind,
    trimMm: { width: a.printWidthMm, height: a.printHeightMm },
    bleedMm: a.bleedMm,
    safeMm: 5,
    dpi: LARGE_FORMAT_KINDS.has(a.kind) ? 200 : 300,
    minDpi: a.minDpi,
    wrap: mug ? { circumferenceMm: Math.round(Math.PI * MUG_DIAMETER_MM), handleZoneMm: 12 } : null,
  }
}

/** The whole print file (trim plus bleed on every side), in millimetres. */
export function canvasMm(spec: PrintSpec): { width: number; height: number } {
  return { width: spec.trimMm.width + 2 * spec.bleedMm, height: spec.trimMm.height + 2 * spec.bleedMm }
}

export interface BoxMm {
  x: number
  y: number
  width: number
  height: number
}

export function trimBox(spec: PrintSpec): BoxMm {
  return { x: spec.bleedMm, y: spec.bleedMm, width: spec.trimMm.width, height: spec.trimMm.height }
}

export function safeBox(spec: PrintSpec): BoxMm {
  const inset = spec.bleedMm + spec.safeMm
  return {
    x: inset,
    y: inset,
    width: spec.trimMm.width - 2 * spec.safeMm,
    height: spec.trimMm.height - 2 * spec.safeMm,
  }
}

/** Mugs: the bands at both ends of the print that sit next to the handle (partly hidden by it). */
export function handleZones(spec: PrintSpec): BoxMm[] {
  if (!spec.wrap) return []
  const t = trimBox(spec)
  const w = spec.wrap.handleZoneMm
  return [
    { x: 0, y: 0, width: t.x + w, height: t.height + 2 * spec.bleedMm },
    { x: t.x + t.width - w, y: 0, width: w + spec.bleedMm, height: t.height + 2 * spec.bleedMm },
  ]
}

export const MM_PER_INCH = 25.4

export function mmToPx(mm: number, dpi: number): number {
  return (mm * dpi) / MM_PER_INCH
}

/** Pixel size of the print file: whole pixels, rounded, never zero. */
export function printPixels(spec: PrintSpec): { width: number; height: number } {
  const c = canvasMm(spec)
  return {
    width: Math.max(1, Math.round(mmToPx(c.width, spec.dpi))),
    height: Math.max(1, Math.round(mmToPx(c.height, spec.dpi))),
  }
}
