import { describe, expect, test } from 'vitest'
import { blankDocument, type PhotoItem } from '../../server/domain/editor/editor-document.js'
import { printSpecFor } from '../../server/domain/editor/print-spec.js'
import {
  addPhoto,
  addText,
  panPhoto,
  photoDpi,
  reorderItem,
  replacePhoto,
  rotateItem,
  scaleItem,
  zoomItem,
  zoomPercent,
} from './doc-ops.js'

const mug = printSpecFor({ id: 102, kind: 'MUG', printWidthMm: 200, printHeightMm: 90, bleedMm: 2, minDpi: 150 })
const big = { id: 'a'.repeat(24), width: 4000, height: 2000 }
const small = { id: 'b'.repeat(24), width: 400, height: 300 }

describe('editor document operations', () => {
  test('the first photo fills the mug wrap; zooming in lowers its dpi and raises the zoom', () => {
    const { doc, id } = addPhoto(blankDocument(102), big, mug)
    const photo = doc.items[0] as PhotoItem
    expect(photo).toMatchObject({ x: 102, y: 47, width: 204, height: 94 })
    expect(zoomPercent(photo, big)).toBe(100)
    const zoomed = zoomItem(doc, id, 2, big).items[0] as PhotoItem
    expect(zoomPercent(zoomed, big)).toBe(200)
    expect(photoDpi(zoomed)).toBeCloseTo(photoDpi(photo) / 2, 6)
  })
  test('replacing with a small photo keeps the frame and makes it low resolution', () => {
    const { doc, id } = addPhoto(blankDocument(102), big, mug)
    const replaced = replacePhoto(doc, id, small).items[0] as PhotoItem
    expect(replaced.uploadId).toBe(small.id)
    expect(replaced.width).toBe(204)
    expect(photoDpi(replaced)).toBeLessThan(mug.minDpi)
  })
  test('panning a rotated photo moves the crop along the photo axes, within the image', () => {
    const { doc, id } = addPhoto(blankDocument(102), big, mug)
    const zoomed = zoomItem(doc, id, 2, big)
    const before = zoomed.items[0] as PhotoItem
    const after = panPhoto(zoomed, id, 10, 0, big).items[0] as PhotoItem
    expect(after.crop.x).toBeLessThan(before.crop.x)
    const upright = rotateItem(zoomed, id, 90)
    const panned = panPhoto(upright, id, 0, 10, big).items[0] as PhotoItem
    // Rotated a quarter turn, a drag downwards runs along the photo's width.
    expect(panned.crop.x).toBeLessThan(before.crop.x)
    expect(panned.crop.y).toBeCloseTo(before.crop.y, 6)
  })
  test('rotation stays in -180..180; texts scale by size; order can change', () => {
    const { doc, id } = addText(blankDocument(102), mug, 'Hi')
    expect(rotateItem(doc, id, 270).items[0]!.rotation).toBe(-90)
    expect(scaleItem(doc, id, 2).items[0]).toMatchObject({ sizeMm: 26.66 })
    const two = addPhoto(doc, big, mug)
    expect(reorderItem(two.doc, two.id, 'backward').items.map((i) => i.id)).toEqual([two.id, id])
    expect(reorderItem(two.doc, two.id, 'forward')).toBe(two.doc)
  })
})
