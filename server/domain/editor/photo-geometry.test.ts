import { describe, expect, test } from 'vitest'
import {
  clampCrop,
  clipToCanvas,
  coverCrop,
  cropOfPart,
  visibleFramePart,
  effectiveDpi,
  initialPlacement,
  isLowResolution,
  MIN_CROP_PX,
  panCrop,
  pixelCrop,
  replaceCrop,
  resizeFrame,
  rotatedBounds,
  zoomCrop,
} from './photo-geometry.js'
import { canvasMm, handleZones, printPixels, printSpecFor, safeBox, trimBox } from './print-spec.js'

const img = { width: 4000, height: 3000 }

describe('effective DPI', () => {
  test('pixels per printed inch: 1800 px over 152.4 mm is 300 dpi', () => {
    expect(effectiveDpi({ width: 1800, height: 1200 }, { width: 152.4, height: 101.6 })).toBeCloseTo(300, 6)
  })
  test('the weaker axis decides (a photo stretched one way)', () => {
    expect(effectiveDpi({ width: 1800, height: 600 }, { width: 152.4, height: 101.6 })).toBeCloseTo(150, 6)
  })
  test('zooming in halves the resolution: the crop is half as wide over the same frame', () => {
    const crop = coverCrop(img, 1)
    const frame = { width: 100, height: 100 }
    expect(effectiveDpi(zoomCrop(crop, img, 2), frame)).toBeCloseTo(effectiveDpi(crop, frame) / 2, 6)
  })
  test('a 640×480 phone thumbnail on a 13×18 print is far below 150 dpi; a 12 MP photo is fine', () => {
    const spec = printSpecFor({
      id: 101,
      kind: 'PHOTO_PRINT',
      printWidthMm: 130,
      printHeightMm: 180,
      bleedMm: 3,
      minDpi: 150,
    })
    const canvas = canvasMm(spec)
    const small = initialPlacement({ width: 480, height: 640 }, canvas, safeBox(spec), true)
    const big = initialPlacement({ width: 3000, height: 4000 }, canvas, safeBox(spec), true)
    expect(isLowResolution(effectiveDpi(small.crop, small), spec.minDpi)).toBe(true)
    expect(isLowResolution(effectiveDpi(big.crop, big), spec.minDpi)).toBe(false)
  })
  test('the threshold compares whole dpi: 149.9 is low, 150 is not', () => {
    expect(isLowResolution(149.9, 150)).toBe(true)
    expect(isLowResolution(150, 150)).toBe(false)
    expect(effectiveDpi({ width: 10, height: 10 }, { width: 0, height: 10 })).toBe(0)
  })
})

describe('crop geometry', () => {
  test('coverCrop is the largest centred crop of the aspect', () => {
    expect(coverCrop(img, 1)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 })
    expect(coverCrop(img, 2)).toEqual({ x: 0, y: 500, width: 4000, height: 2000 })
    expect(() => coverCrop(img, 0)).toThrow(RangeError)
  })
  test('zooming in shrinks the crop about its centre; zooming out stops at the whole image, aspect kept', () => {
    const crop = { x: 1000, y: 1000, width: 1000, height: 500 }
    expect(zoomCrop(crop, img, 2)).toEqual({ x: 1250, y: 1125, width: 500, height: 250 })
    const out = zoomCrop(crop, img, 0.1)
    expect(out.width / out.height).toBeCloseTo(2, 9)
    expect(out).toEqual({ x: 0, y: 250, width: 4000, height: 2000 })
  })
  test('zooming in stops at the minimum crop size', () => {
    const tiny = zoomCrop({ x: 0, y: 0, width: 100, height: 100 }, img, 1000)
    expect(tiny.width).toBe(MIN_CROP_PX)
    expect(tiny.height).toBe(MIN_CROP_PX)
  })
  test('panning moves the crop but never past the image edges', () => {
    const crop = { x: 100, y: 100, width: 1000, height: 1000 }
    expect(panCrop(crop, img, 50, -20)).toEqual({ x: 150, y: 80, width: 1000, height: 1000 })
    expect(panCrop(crop, img, -500, 99999)).toEqual({ x: 0, y: 2000, width: 1000, height: 1000 })
  })
  test('clampCrop pulls an oversized crop back inside, keeping its aspect', () => {
    const c = clampCrop({ x: -100, y: 0, width: 8000, height: 4000 }, img)
    expect(c).toEqual({ x: 0, y: 1000, width: 4000, height: 2000 })
  })
  test('a corner resize (same aspect) keeps the crop: the photo scales with the frame', () => {
    const crop = { x: 500, y: 0, width: 3000, height: 3000 }
    expect(resizeFrame(crop, img, { width: 100, height: 100 }, { width: 150, height: 150 })).toEqual(crop)
  })
  test('an edge resize crops: the photo keeps its scale, the crop follows the frame', () => {
    const crop = { x: 1000, y: 1000, width: 1000, height: 1000 }
    // 10 px per mm; the frame becomes 50 mm wide, so the crop becomes 500 px wide around the same centre.
    expect(resizeFrame(crop, img, { width: 100, height: 100 }, { width: 50, height: 100 })).toEqual({
      x: 1250,
      y: 1000,
      width: 500,
      height: 1000,
    })
  })
  test('an edge resize beyond the photo zooms in just enough to fill the frame', () => {
    const crop = { x: 0, y: 0, width: 3000, height: 3000 }
    const r = resizeFrame(crop, img, { width: 100, height: 100 }, { width: 300, height: 100 })
    expect(r.width).toBeCloseTo(4000, 9)
    expect(r.height).toBeCloseTo(4000 / 3, 9)
    expect(r.x).toBe(0)
  })
  test('replacing a photo fills the existing frame', () => {
    expect(replaceCrop({ width: 1000, height: 1000 }, { width: 200, height: 100 })).toEqual({
      x: 0,
      y: 250,
      width: 1000,
      height: 500,
    })
  })
  test('the first photo covers the whole print; later ones fit in half the safe area uncropped', () => {
    const canvas = { width: 206, height: 96 }
    const first = initialPlacement(img, canvas, { x: 8, y: 8, width: 190, height: 80 }, true)
    expect(first).toMatchObject({ x: 103, y: 48, width: 206, height: 96 })
    expect(first.crop.width / first.crop.height).toBeCloseTo(206 / 96, 9)
    const second = initialPlacement(img, canvas, { x: 8, y: 8, width: 190, height: 80 }, false)
    expect(second.height).toBeCloseTo(40, 9)
    expect(second.width).toBeCloseTo(40 * (4 / 3), 9)
    expect(second.crop).toEqual({ x: 0, y: 0, width: 4000, height: 3000 })
  })
  test('pixelCrop rounds to whole pixels inside the image', () => {
    expect(pixelCrop({ x: 10.4, y: -3, width: 99.9, height: 5000 }, img)).toEqual({
      x: 10,
      y: 0,
      width: 100,
      height: 3000,
    })
  })
})

describe('placement on the print file', () => {
  test('rotated bounds of a 100×50 box', () => {
    expect(rotatedBounds({ width: 100, height: 50 }, 90).width).toBeCloseTo(50, 9)
    const r = rotatedBounds({ width: 100, height: 50 }, 45)
    expect(r.width).toBeCloseTo(150 / Math.SQRT2, 9)
    expect(r.height).toBeCloseTo(150 / Math.SQRT2, 9)
  })
  test('clipToCanvas keeps the visible part of a raster hanging over the edges', () => {
    expect(clipToCanvas(-20, -10, { width: 50, height: 50 }, { width: 100, height: 100 })).toEqual({
      extract: { x: 20, y: 10, width: 30, height: 40 },
      left: 0,
      top: 0,
    })
    expect(clipToCanvas(-20, 80, { width: 300, height: 300 }, { width: 100, height: 100 })).toEqual({
      extract: { x: 20, y: 0, width: 100, height: 20 },
      left: 0,
      top: 80,
    })
    expect(clipToCanvas(10, 10, { width: 50, height: 50 }, { width: 100, height: 100 })).toEqual({
      extract: { x: 0, y: 0, width: 50, height: 50 },
      left: 10,
      top: 10,
    })
    expect(clipToCanvas(100, 0, { width: 50, height: 50 }, { width: 100, height: 100 })).toBeNull()
  })
})

describe('print spec', () => {
  test('a mug: 200×90 mm with 2 mm bleed at 300 dpi, handle zones at both ends', () => {
    const mug = printSpecFor({ id: 102, kind: 'MUG', printWidthMm: 200, printHeightMm: 90, bleedMm: 2, minDpi: 150 })
    expect(canvasMm(mug)).toEqual({ width: 204, height: 94 })
    expect(printPixels(mug)).toEqual({ width: 2409, height: 1110 })
    expect(trimBox(mug)).toEqual({ x: 2, y: 2, width: 200, height: 90 })
    expect(safeBox(mug)).toEqual({ x: 7, y: 7, width: 190, height: 80 })
    expect(mug.wrap).toEqual({ circumferenceMm: 258, handleZoneMm: 12 })
    const [left, right] = handleZones(mug)
    expect(left).toEqual({ x: 0, y: 0, width: 14, height: 94 })
    expect(right!.x + right!.width).toBe(204)
  })
  test('a 30×40 canvas prints at 200 dpi with a 20 mm wrap edge; prints have no wrap', () => {
    const canvas = printSpecFor({
      id: 104,
      kind: 'CANVAS',
      printWidthMm: 300,
      printHeightMm: 400,
      bleedMm: 20,
      minDpi: 100,
    })
    expect(canvas.dpi).toBe(200)
    expect(printPixels(canvas)).toEqual({ width: 2677, height: 3465 })
    expect(canvas.wrap).toBeNull()
    expect(handleZones(canvas)).toEqual([])
  })
})

describe('visible part of a frame', () => {
  const canvas = { width: 100, height: 100 }
  test('a frame inside the canvas is wholly visible', () => {
    expect(visibleFramePart({ x: 50, y: 50, width: 40, height: 20, rotation: 0 }, canvas)).toEqual({
      local: { x: 0, y: 0, width: 40, height: 20 },
      centre: { x: 50, y: 50 },
    })
  })
  test('a frame blown up far beyond the canvas is cut to the canvas, and its crop with it', () => {
    const part = visibleFramePart({ x: 50, y: 50, width: 1000, height: 1000, rotation: 0 }, canvas)!
    expect(part.local).toEqual({ x: 450, y: 450, width: 100, height: 100 })
    expect(part.centre).toEqual({ x: 50, y: 50 })
    expect(cropOfPart({ x: 0, y: 0, width: 2000, height: 2000 }, { width: 1000, height: 1000 }, part.local)).toEqual({
      x: 900,
      y: 900,
      width: 200,
      height: 200,
    })
  })
  test('a rotated frame keeps what may show of it, centred where it lands', () => {
    const part = visibleFramePart({ x: 0, y: 50, width: 60, height: 20, rotation: 90 }, canvas)!
    // Turned upright on the left edge: only the half with x >= 0 on the canvas can show.
    expect(part.local.width).toBeCloseTo(60, 9)
    expect(part.local.x).toBeCloseTo(0, 9)
    expect(part.local.height).toBeCloseTo(10, 9)
    expect(part.centre.x).toBeCloseTo(5, 9)
    expect(part.centre.y).toBeCloseTo(50, 9)
  })
  test('a frame off the canvas shows nothing', () => {
    expect(visibleFramePart({ x: -100, y: 50, width: 40, height: 20, rotation: 0 }, canvas)).toBeNull()
  })
})
