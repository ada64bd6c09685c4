import { describe, expect, test } from 'vitest'
import { printSpecFor } from '../editor/print-spec.js'
import { isLowResolutionPrint, printPlacement } from './print-layout.js'
import { addPhotos, changePhotos, groupIntoLines, parsePrintLine, parsePrintsDraft } from './prints-draft.js'

// 10x15 cm at 300 dpi with 3 mm bleed: 106 x 156 mm = 1252 x 1843 px.
const spec = printSpecFor({
  id: 101,
  kind: 'PHOTO_PRINT',
  printWidthMm: 100,
  printHeightMm: 150,
  bleedMm: 3,
  minDpi: 150,
})
const landscape = { width: 4000, height: 3000 }
const portrait = { width: 3000, height: 4000 }

describe('print placement', () => {
  test('a portrait photo filled: the whole portrait sheet, cropped to its proportions', () => {
    const p = printPlacement(portrait, spec, 'fill')
    expect(p.canvas).toEqual({ width: 1252, height: 1843 })
    expect(p.place).toEqual({ x: 0, y: 0, width: 1252, height: 1843 })
    expect(p.crop.height).toBe(4000)
    expect(p.crop.width / p.crop.height).toBeCloseTo(1252 / 1843, 6)
    expect(p.crop.x).toBeCloseTo((3000 - p.crop.width) / 2, 6)
  })
  test('a landscape photo turns the sheet: 1843 x 1252', () => {
    expect(printPlacement(landscape, spec, 'fill').canvas).toEqual({ width: 1843, height: 1252 })
    expect(printPlacement(landscape, spec, 'fit').canvas).toEqual({ width: 1843, height: 1252 })
  })
  test('fit shows the whole photo inside the trim, centred, with a white border', () => {
    const p = printPlacement(landscape, spec, 'fit')
    expect(p.crop).toEqual({ x: 0, y: 0, width: 4000, height: 3000 })
    const bleed = (3 * 300) / 25.4
    expect(p.place.width).toBeLessThanOrEqual(1843 - 2 * bleed + 1)
    expect(p.place.height).toBeLessThanOrEqual(1252 - 2 * bleed + 1)
    // 4:3 into a 150:100 trim: the height is what limits it, so the sides get the wider border.
    expect(p.place.height).toBe(Math.round(1252 - 2 * bleed))
    expect(p.place.x).toBeGreaterThan(p.place.y)
    expect(p.place.x * 2 + p.place.width).toBeCloseTo(1843, -1)
  })
  test('a 12 MP photo is fine on 10x15; a 640 x 480 one is low resolution either way', () => {
    expect(isLowResolutionPrint(landscape, spec, 'fill')).toBe(false)
    expect(isLowResolutionPrint({ width: 640, height: 480 }, spec, 'fill')).toBe(true)
    expect(isLowResolutionPrint({ width: 640, height: 480 }, spec, 'fit')).toBe(true)
  })
  test('fitting needs fewer pixels than filling: the photo is printed smaller', () => {
    // 1000 x 1000 on a 10x15 sheet: filled it spans 156 mm (162 dpi), fitted 100 mm (254 dpi).
    const square = { width: 1000, height: 1000 }
    expect(printPlacement(square, spec, 'fill').dpi).toBeCloseTo(1000 / (156 / 25.4), 0)
    expect(printPlacement(square, spec, 'fit').dpi).toBeGreaterThan(printPlacement(square, spec, 'fill').dpi)
  })
  test('the minimum is whole dpi, as in the editor: 149.6 is below 150', () => {
    const min = spec.minDpi
    const side = (dpi: number) => Math.round((dpi * 156) / 25.4)
    expect(isLowResolutionPrint({ width: side(min + 2), height: side(min + 2) }, spec, 'fill')).toBe(false)
    expect(isLowResolutionPrint({ width: side(min - 1), height: side(min - 1) }, spec, 'fill')).toBe(true)
  })
})

describe('prints draft', () => {
  const settings = { variantId: 7, copies: 1, fit: 'fill' as const }
  const draft = addPhotos({ photos: [] }, ['a', 'b', 'c', 'a'], settings)
  test('photos are added once each, in order', () => {
    expect(draft.photos.map((p) => p.uploadId)).toEqual(['a', 'b', 'c'])
    expect(addPhotos(draft, ['b', 'd'], settings).photos.map((p) => p.uploadId)).toEqual(['a', 'b', 'c', 'd'])
  })
  test('a change applies to all photos, or to the named ones', () => {
    expect(changePhotos(draft, { copies: 2 }).photos.map((p) => p.copies)).toEqual([2, 2, 2])
    const one = changePhotos(draft, { uploadIds: ['b'], variantId: 9, fit: 'fit' })
    expect(one.photos.map((p) => [p.variantId, p.fit])).toEqual([
      [7, 'fill'],
      [9, 'fit'],
      [7, 'fill'],
    ])
    expect(changePhotos(draft, { uploadIds: ['a', 'c'], remove: true }).photos.map((p) => p.uploadId)).toEqual(['b'])
  })
  test('one line per variant, its quantity the sum of the copies', () => {
    const mixed = changePhotos(changePhotos(draft, { uploadIds: ['b'], variantId: 9 }), { uploadIds: ['c'], copies: 3 })
    expect(groupIntoLines(mixed.photos).map((g) => [g.variantId, g.copies, g.photos.length])).toEqual([
      [7, 4, 2],
      [9, 1, 1],
    ])
  })
  test('stored documents are checked: unknown fields, bad copies and duplicates are refused', () => {
    expect(parsePrintsDraft(draft)).toEqual(draft)
    expect(parsePrintsDraft({ photos: [{ ...draft.photos[0], copies: 0 }] })).toBeNull()
    expect(parsePrintsDraft({ photos: [draft.photos[0], draft.photos[0]] })).toBeNull()
    expect(parsePrintsDraft({ photos: [], extra: 1 })).toBeNull()
    expect(parsePrintLine({ kind: 'prints', variantId: 7, photos: draft.photos })).not.toBeNull()
    expect(parsePrintLine({ version: 1, articleId: 101 })).toBeNull()
  })
})
