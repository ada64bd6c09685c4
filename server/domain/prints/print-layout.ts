/**
 * How one photo becomes one print (decision 054). A print follows its photo's orientation (a landscape photo gets a
 * landscape print of the same paper size), then either fills the whole sheet, bleed included, cropped centred to the
 * sheet's proportions ('fill', the default), or shows the whole photo inside the trimmed sheet with a white border
 * ('fit'). The same functions serve the prints page (crop preview, low-resolution badge) and the print archive job.
 */
import { coverCrop, effectiveDpi, isLowResolution, type Rect, type Size } from '../editor/photo-geometry.js'
import { canvasMm, mmToPx, printPixels, type PrintSpec } from '../editor/print-spec.js'

export type PrintFit = 'fill' | 'fit'

export interface PrintPlacement {
  /** The print file in pixels (trim plus bleed), turned to the photo's orientation. */
  canvas: Size
  /** The part of the upright photo that is printed, in its pixels. */
  crop: Rect
  /** Where that part lands on the print file, in its pixels. */
  place: Rect
  /** Source pixels per printed inch (the lower axis). */
  dpi: number
}

const isLandscape = (s: Size) => s.width > s.height

/** The sheet turned to the photo: portrait paper for portrait and square photos, landscape paper for landscape ones. */
function turned(size: Size, photo: Size): Size {
  return isLandscape(size) === isLandscape(photo) || size.width === size.height
    ? size
    : { width: size.height, height: size.width }
}

export function printPlacement(photo: Size, spec: PrintSpec, fit: PrintFit): PrintPlacement {
  const canvas = turned(printPixels(spec), photo)
  const sheetMm = turned(canvasMm(spec), photo)
  if (fit === 'fill') {
    const crop = coverCrop(photo, canvas.width / canvas.height)
    return { canvas, crop, place: { x: 0, y: 0, ...canvas }, dpi: effectiveDpi(crop, sheetMm) }
  }
  // The border sits inside the trim: the bleed is cut off, so the whole photo must fit what remains.
  const bleedPx = mmToPx(spec.bleedMm, spec.dpi)
  const room = { width: canvas.width - 2 * bleedPx, height: canvas.height - 2 * bleedPx }
  const scale = Math.min(room.width / photo.width, room.height / photo.height)
  const width = Math.max(1, Math.round(photo.width * scale))
  const height = Math.max(1, Math.round(photo.height * scale))
  const place = {
    x: Math.round((canvas.width - width) / 2),
    y: Math.round((canvas.height - height) / 2),
    width,
    height,
  }
  const placedMm = { width: (width / canvas.width) * sheetMm.width, height: (height / canvas.height) * sheetMm.height }
  return { canvas, crop: { x: 0, y: 0, ...photo }, place, dpi: effectiveDpi(photo, placedMm) }
}

/** The editor's rule (whole dpi against the variant's minimum), applied to the print as placed. */
export function isLowResolutionPrint(photo: Size, spec: PrintSpec, fit: PrintFit): boolean {
  return isLowResolution(printPlacement(photo, spec, fit).dpi, spec.minDpi)
}
