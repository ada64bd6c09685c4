/**
 * Geometry of a photo on a product. A photo item is a frame on the print (centre, size in mm, rotation) showing
 * a crop rectangle of the upright source image (in its pixels). Zooming and panning change the crop; resizing the
 * frame by a corner scales the photo, by an edge crops it. The same functions run in the editor and in the print
 * renderer, so what the shopper sees is what is printed.
 */
import { MM_PER_INCH } from './print-spec.js'

export interface Size {
  width: number
  height: number
}

export interface Rect extends Size {
  x: number
  y: number
}

/** The smallest crop side in source pixels: zooming further in only shows blur. */
export const MIN_CROP_PX = 8

/**
 * Effective resolution of a photo at print size: source pixels per printed inch, the lower of both axes (a
 * stretched side limits the quality).
 */
export function effectiveDpi(crop: Size, frameMm: Size): number {
  if (frameMm.width <= 0 || frameMm.height <= 0) return 0
  return Math.min(crop.width / (frameMm.width / MM_PER_INCH), crop.height / (frameMm.height / MM_PER_INCH))
}

/** A photo is flagged when it prints below the article's threshold (whole dpi, so 149.6 counts as 149). */
export function isLowResolution(dpi: number, minDpi: number): boolean {
  return Math.floor(dpi) < minDpi
}

/** The largest crop of the given aspect (width/height), centred in the image. */
export function coverCrop(image: Size, aspect: number): Rect {
  if (!(aspect > 0)) throw new RangeError(`Invalid aspect ${aspect}`)
  let width = image.width
  let height = width / aspect
  if (height > image.height) {
    height = image.height
    width = height * aspect
  }
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height }
}

/** Keeps a crop inside the image: at most the image (aspect kept), at least MIN_CROP_PX, moved back inside. */
export function clampCrop(crop: Rect, image: Size): Rect {
  let { width, height } = crop
  const down = Math.min(1, image.width / width, image.height / height)
  width *= down
  height *= down
  const minSide = Math.min(MIN_CROP_PX, image.width, image.height)
  const up = Math.max(1, minSide / width, minSide / height)
  width = Math.min(image.width, width * up)
  height = Math.min(image.height, height * up)
  const cx = crop.x + crop.width / 2
  const cy = crop.y + crop.height / 2
  const x = Math.min(Math.max(cx - width / 2, 0), image.width - width)
  const y = Math.min(Math.max(cy - height / 2, 0), image.height - height)
  return { x, y, width, height }
}

/** Zoom inside the frame about the crop centre: factor 2 shows half the width (the photo looks twice as big). */
export function zoomCrop(crop: Rect, image: Size, factor: number): Rect {
  if (!(factor > 0)) throw new RangeError(`Invalid zoom factor ${factor}`)
  const width = crop.width / factor
  const height = crop.height / factor
  return clampCrop(
    { x: crop.x + (crop.width - width) / 2, y: crop.y + (crop.height - height) / 2, width, height },
    image,
  )
}

/** Moves the visible part of the photo by source pixels (positive dx shows more of the right side). */
export function panCrop(crop: Rect, image: Size, dx: number, dy: number): Rect {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image)
}

/**
 * The frame was resized. Same aspect (a corner drag): the photo scales with the frame, the crop stays. Another
 * aspect (an edge drag): the photo keeps its scale and the crop grows or shrinks with the frame, around its
 * centre; where the image runs out, the photo is zoomed in just enough to fill the frame.
 */
export function resizeFrame(crop: Rect, image: Size, oldFrame: Size, newFrame: Size): Rect {
  const oldAspect = oldFrame.width / oldFrame.height
  const newAspect = newFrame.width / newFrame.height
  if (Math.abs(newAspect - oldAspect) / oldAspect < 0.005) return clampCrop(crop, image)
  const pxPerMm = crop.width / oldFrame.width
  let width = newFrame.width * pxPerMm
  let height = newFrame.height * pxPerMm
  const fit = Math.min(1, image.width / width, image.height / height)
  width *= fit
  height *= fit
  return clampCrop(
    { x: crop.x + (crop.width - width) / 2, y: crop.y + (crop.height - height) / 2, width, height },
    image,
  )
}

/** Replacing the photo keeps the frame; the new photo fills it (cropped to the frame's aspect). */
export function replaceCrop(newImage: Size, frame: Size): Rect {
  return coverCrop(newImage, frame.width / frame.height)
}

/** Where a newly added photo goes: the first one fills the whole print, later ones fit half the safe area. */
export function initialPlacement(
  image: Size,
  canvas: Size,
  safe: Rect,
  first: boolean,
): { x: number; y: number; width: number; height: number; crop: Rect } {
  if (first)
    return {
      x: canvas.width / 2,
      y: canvas.height / 2,
      width: canvas.width,
      height: canvas.height,
      crop: coverCrop(image, canvas.width / canvas.height),
    }
  const scale = Math.min((safe.width * 0.5) / image.width, (safe.height * 0.5) / image.height)
  return {
    x: safe.x + safe.width / 2,
    y: safe.y + safe.height / 2,
    width: image.width * scale,
    height: image.height * scale,
    crop: { x: 0, y: 0, width: image.width, height: image.height },
  }
}

/** Axis-aligned size of a rectangle rotated by `degrees` about its centre. */
export function rotatedBounds(size: Size, degrees: number): Size {
  const r = (degrees * Math.PI) / 180
  const c = Math.abs(Math.cos(r))
  const s = Math.abs(Math.sin(r))
  return { width: size.width * c + size.height * s, height: size.width * s + size.height * c }
}

/**
 * A raster of `size` whose top-left corner lands at (left, top) on a canvas: which part of it is visible and where
 * that part goes (whole pixels), or null when none of it is on the canvas.
 */
export function clipToCanvas(
  left: number,
  top: number,
  size: Size,
  canvas: Size,
): { extract: Rect; left: number; top: number } | null {
  const l = Math.round(left)
  const t = Math.round(top)
  const x0 = Math.max(0, -l)
  const y0 = Math.max(0, -t)
  const x1 = Math.min(size.width, canvas.width - l)
  const y1 = Math.min(size.height, canvas.height - t)
  if (x1 - x0 < 1 || y1 - y0 < 1) return null
  return { extract: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, left: l + x0, top: t + y0 }
}

/** Whole-pixel crop for the image library: inside the image and at least 1×1. */
export function pixelCrop(crop: Rect, image: Size): Rect {
  const x = Math.min(Math.max(0, Math.floor(crop.x)), image.width - 1)
  const y = Math.min(Math.max(0, Math.floor(crop.y)), image.height - 1)
  const width = Math.max(1, Math.min(image.width - x, Math.round(crop.x + crop.width) - x))
  const height = Math.max(1, Math.min(image.height - y, Math.round(crop.y + crop.height) - y))
  return { x, y, width, height }
}

export interface Frame {
  x: number
  y: number
  width: number
  height: number
  rotation: number
}

/**
 * The part of a (possibly rotated, possibly huge) frame that can appear on the canvas: a rectangle in the frame's
 * own coordinates (origin at its top-left corner) and where that part's centre lands on the canvas. The renderer
 * draws only this part, so a photo blown up far beyond the print costs no more than the print itself. Null when
 * the frame misses the canvas.
 */
export function visibleFramePart(frame: Frame, canvas: Size): { local: Rect; centre: { x: number; y: number } } | null {
  const r = (frame.rotation * Math.PI) / 180
  const cos = Math.cos(r)
  const sin = Math.sin(r)
  // Canvas corners in frame coordinates (centre origin, axes along the frame's sides).
  const corners = [
    [0, 0],
    [canvas.width, 0],
    [0, canvas.height],
    [canvas.width, canvas.height],
  ].map(([px, py]) => {
    const dx = px! - frame.x
    const dy = py! - frame.y
    return { x: dx * cos + dy * sin, y: -dx * sin + dy * cos }
  })
  const x0 = Math.max(-frame.width / 2, Math.min(...corners.map((c) => c.x)))
  const x1 = Math.min(frame.width / 2, Math.max(...corners.map((c) => c.x)))
  const y0 = Math.max(-frame.height / 2, Math.min(...corners.map((c) => c.y)))
  const y1 = Math.min(frame.height / 2, Math.max(...corners.map((c) => c.y)))
  if (x1 - x0 <= 1e-9 || y1 - y0 <= 1e-9) return null
  const mx = (x0 + x1) / 2
  const my = (y0 + y1) / 2
  return {
    local: { x: x0 + frame.width / 2, y: y0 + frame.height / 2, width: x1 - x0, height: y1 - y0 },
    centre: { x: frame.x + mx * cos - my * sin, y: frame.y + mx * sin + my * cos },
  }
}

/** The crop rectangle showing a part of the frame (part in frame coordinates, as from visibleFramePart). */
export function cropOfPart(crop: Rect, frame: Size, part: Rect): Rect {
  const sx = crop.width / frame.width
  const sy = crop.height / frame.height
  return { x: crop.x + part.x * sx, y: crop.y + part.y * sy, width: part.width * sx, height: part.height * sy }
}
