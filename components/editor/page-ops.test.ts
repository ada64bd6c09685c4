import { describe, expect, it } from 'vitest'
import { addPages, blankMultiPageDocument, movePage, removePages } from '../../server/domain/editor/book-document.js'
import { autoFill } from '../../server/domain/editor/page-auto-fill.js'
import { pageRuleFor } from '../../server/domain/editor/page-count.js'
import { layoutArea, layoutSlots } from '../../server/domain/editor/page-layouts.js'
import { pageWarnings } from '../../server/domain/editor/page-warnings.js'
import { printSpecFor } from '../../server/domain/editor/print-spec.js'
import type { PhotoItem } from '../../server/domain/editor/editor-document.js'
import type { UploadView } from './editor-api.js'
import { addPhoto } from './doc-ops.js'
import {
  calendarPageMonths,
  defaultStartMonth,
  pageSurface,
  photosInUploadOrder,
  setPageLayout,
  spreadsOf,
  warningsByPage,
  withPageSurface,
} from './page-ops.js'

const rule = pageRuleFor('PHOTO_BOOK', { pages: '24-26' })!
const calendar = pageRuleFor('CALENDAR', { pages: '13' })!
const spec = printSpecFor({
  id: 112,
  kind: 'PHOTO_BOOK',
  printWidthMm: 297,
  printHeightMm: 210,
  bleedMm: 3,
  minDpi: 150,
})

/** Uploads as the editor lists them: newest first. */
function uploads(n: number): UploadView[] {
  return Array.from({ length: n }, (_, i) => {
    const id = `u${String(n - 1 - i).padStart(23, '0')}`
    return {
      id,
      kind: 'image' as const,
      contentType: 'image/jpeg',
      fileName: `${n - 1 - i}.jpg`,
      bytes: 1,
      width: 4000,
      height: 3000,
      uploadedAt: n - 1 - i,
      takenAt: null,
      urls: { thumb: null, screen: null, file: '' },
    }
  })
}

describe('the selected page as the stage surface', () => {
  it('reads a page as a version-1 surface and writes an edit back to that page only', () => {
    const doc = blankMultiPageDocument(112, rule, 7)
    const surface = pageSurface(doc, 'p3')
    expect(surface).toEqual({
      version: 1,
      articleId: 112,
      variantId: 7,
      background: doc.pages[2]!.background,
      items: [],
    })
    const edited = addPhoto(surface, { id: 'x'.repeat(24), width: 4000, height: 3000 }, spec).doc
    const next = withPageSurface(doc, 'p3', edited)
    expect(next.pages[2]!.items).toHaveLength(1)
    expect(next.pages[2]!.layoutId).toBe(doc.pages[2]!.layoutId)
    expect(next.pages.filter((p) => p.items.length > 0)).toHaveLength(1)
    expect(next.cover).toBe(doc.cover)
    expect(pageSurface(next, 'cover').items).toEqual([])
  })

  it('falls back to the cover for a page that is gone', () => {
    const doc = blankMultiPageDocument(112, rule)
    expect(pageSurface(doc, 'p99').background).toBe(doc.cover.background)
  })
})

describe('spreads', () => {
  it('shows the cover alone, then a book in pairs and a calendar sheet by sheet', () => {
    const doc = blankMultiPageDocument(112, rule)
    const spreads = spreadsOf(doc, rule)
    expect(spreads).toHaveLength(13)
    expect(spreads[0]!.map((p) => p.id)).toEqual(['cover'])
    expect(spreads[1]!.map((p) => p.id)).toEqual(['p1', 'p2'])
    expect(spreadsOf(blankMultiPageDocument(108, calendar), calendar).map((s) => s.length)).toEqual(
      Array.from({ length: 13 }, () => 1),
    )
  })
})

describe('auto-fill, move, add and remove as the strip does them', () => {
  it('fills a 24-page book from 30 uploads in upload order and keeps the order through a move', () => {
    const photos = photosInUploadOrder(uploads(30))
    expect(photos.map((p) => p.uploadId.slice(-2))).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i).padStart(2, '0')),
    )
    const filled = autoFill(blankMultiPageDocument(112, rule), photos, 'upload', spec)
    // The cover and 24 one-photo pages take 25 photos; the 5 newest are left over.
    expect(filled.unplaced).toHaveLength(5)
    const first = (i: number) => (filled.doc.pages[i]!.items[0] as PhotoItem).uploadId
    expect((filled.doc.cover.items[0] as PhotoItem).uploadId).toBe(photos[0]!.uploadId)
    expect(first(0)).toBe(photos[1]!.uploadId)
    const moved = movePage(filled.doc, 0, 3)
    expect(moved.ok && moved.doc.pages[3]!.items[0]).toMatchObject({ uploadId: photos[1]!.uploadId })
    expect(moved.ok && pageWarnings(moved.doc, spec).filter((w) => w.kind === 'empty-page')).toEqual([])
  })

  it('adds and removes a spread within the variant and says no beyond it', () => {
    const doc = blankMultiPageDocument(112, rule)
    const added = addPages(doc, rule, 1)
    expect(added.ok && added.doc.pages.map((p) => p.id).slice(0, 4)).toEqual(['p1', 'p2', 'p25', 'p26'])
    expect(added.ok && addPages(added.doc, rule)).toEqual({ ok: false, reason: 'page_count' })
    expect(removePages(doc, rule, 0)).toEqual({ ok: false, reason: 'page_count' })
    expect(added.ok && removePages(added.doc, rule, 3)).toMatchObject({ ok: true })
  })

  it('fills in date order from the uploads: the earlier-taken photo first, an undated one by its upload time', () => {
    const day = 24 * 3_600_000
    const [newest, middle, oldest] = uploads(3)
    // Uploaded oldest → newest, but taken in the opposite order; the middle upload has no date.
    const list: UploadView[] = [
      { ...newest!, uploadedAt: 30 * day, takenAt: 1 * day },
      { ...middle!, uploadedAt: 20 * day, takenAt: null },
      { ...oldest!, uploadedAt: 10 * day, takenAt: 2 * day },
    ]
    const photos = photosInUploadOrder(list)
    expect(photos.map((p) => p.uploadId)).toEqual([oldest!.id, middle!.id, newest!.id])
    const threePhotos = setPageLayout(blankMultiPageDocument(112, rule), 'p1', 'photos-2', spec, () => undefined)
    const filled = autoFill(threePhotos, photos, 'date', spec).doc
    const placed = [filled.cover, filled.pages[0]!].flatMap((p) => p.items.map((i) => (i as PhotoItem).uploadId))
    expect(placed).toEqual([newest!.id, oldest!.id, middle!.id])
  })

  it('skips uploads without a size (documents, unreadable photos)', () => {
    const list = uploads(3)
    list[1] = { ...list[1]!, kind: 'document', width: null, height: null }
    expect(photosInUploadOrder(list)).toHaveLength(2)
  })
})

describe('page layouts', () => {
  it('moves the page photos into the new slots, filling each, and keeps the texts and extra photos', () => {
    const photos = photosInUploadOrder(uploads(3))
    const doc = blankMultiPageDocument(112, rule)
    const two = setPageLayout(doc, 'p1', 'photos-2', spec, () => undefined)
    const filled = autoFill(two, photos, 'upload', spec).doc
    const oneText = setPageLayout(filled, 'p1', 'photos-1-text', spec, () => ({ width: 4000, height: 3000 }))
    const page = oneText.pages[0]!
    expect(page.layoutId).toBe('photos-1-text')
    const slot = layoutSlots('photos-1-text', layoutArea(spec, 'page')).photos[0]!
    expect(page.items[0]).toMatchObject({ width: slot.width, height: slot.height, x: slot.x + slot.width / 2 })
    const crop = (page.items[0] as PhotoItem).crop
    expect(crop.width / crop.height).toBeCloseTo(slot.width / slot.height, 5)
    expect(page.items[1]).toEqual(filled.pages[0]!.items[1])
    expect(oneText.pages[1]).toBe(filled.pages[1])
  })
})

describe('warnings and calendar months', () => {
  it('groups the model warnings by page', () => {
    const byPage = warningsByPage(pageWarnings(blankMultiPageDocument(112, rule), spec))
    expect(byPage.get('cover')).toEqual([{ kind: 'empty-page', pageId: 'cover' }])
    expect(byPage.size).toBe(25)
  })

  it('gives each month page its month from the start month, the coming January by default', () => {
    const doc = blankMultiPageDocument(108, calendar)
    const today = new Date(2026, 10, 30)
    expect(defaultStartMonth(today)).toBe('2027-01')
    expect(calendarPageMonths(doc, today).get('p1')).toEqual({ year: 2027, month: 1 })
    const fromSeptember = calendarPageMonths({ ...doc, startMonth: '2026-09' }, today)
    expect(fromSeptember.get('p12')).toEqual({ year: 2027, month: 8 })
    expect(fromSeptember.has('cover')).toBe(false)
  })
})
