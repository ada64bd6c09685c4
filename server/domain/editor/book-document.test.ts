import { describe, expect, it } from 'vitest'
import {
  addPages,
  allPages,
  blankMultiPageDocument,
  frozenForPrint,
  movePage,
  multiPageUploadIds,
  pageCountAllowed,
  removePages,
  type MultiPageDocument,
} from './book-document.js'
import { parseAnyDocument } from './book-document-schema.js'
import { blankDocument, type PhotoItem } from './editor-document.js'
import { initialInnerPages, pageRuleFor, type PageRule } from './page-count.js'
import { layoutArea, layoutSlots } from './page-layouts.js'
import { autoFill, orderPhotos } from './page-auto-fill.js'
import { pageWarnings } from './page-warnings.js'
import { trimBox } from './print-spec.js'
import { BOOK_SPEC as spec } from '../../../tests/helpers/sample-book.js'

const book: PageRule = pageRuleFor('PHOTO_BOOK', { pages: '24-28' })!
const UPLOAD = 'abcdefghijklmnopqrstuvwx'

describe('page count from the variant', () => {
  it('reads the variant option, else the article attribute; single-surface kinds have none', () => {
    expect(pageRuleFor('PHOTO_BOOK', { pages: '24' })).toEqual({ kind: 'book', min: 24, max: 24, step: 2 })
    expect(pageRuleFor('PHOTO_BOOK', { pages: '24-96' })).toEqual({ kind: 'book', min: 24, max: 96, step: 2 })
    expect(pageRuleFor('CALENDAR', {}, { pages: '13' })).toEqual({ kind: 'calendar', min: 13, max: 13, step: 1 })
    expect(pageRuleFor('PHOTO_BOOK', { pages: '40' }, { pages: '24' })?.min).toBe(40)
    expect(pageRuleFor('MUG', { pages: '24' })).toBeNull()
    expect(pageRuleFor('PHOTO_BOOK', { pages: 'many' })).toBeNull()
    expect(pageRuleFor('PHOTO_BOOK', { pages: '30-20' })).toBeNull()
    expect(pageRuleFor('PHOTO_BOOK', { pages: '24-999' })).toBeNull()
  })

  it('a new document has the fewest pages allowed; a calendar counts its title sheet', () => {
    expect(blankMultiPageDocument(112, book).pages).toHaveLength(24)
    const calendar = pageRuleFor('CALENDAR', {}, { pages: '13' })!
    expect(initialInnerPages(calendar)).toBe(12)
    const doc = blankMultiPageDocument(108, calendar)
    expect(doc.pages).toHaveLength(12)
    expect(pageCountAllowed(doc, calendar)).toBe(true)
    expect(pageCountAllowed({ ...doc, pages: doc.pages.slice(1) }, calendar)).toBe(false)
  })

  it('books are allowed in spreads only', () => {
    const doc = blankMultiPageDocument(112, book)
    expect(pageCountAllowed({ ...doc, pages: [...doc.pages, doc.pages[0]!] }, book)).toBe(false)
    expect(pageCountAllowed({ ...doc, pages: doc.pages.slice(2) }, book)).toBe(false)
  })
})

describe('adding, removing and moving pages', () => {
  it('adds a spread of two blank pages with fresh ids where asked, up to the maximum', () => {
    const doc = blankMultiPageDocument(112, book)
    const r = addPages(doc, book, 0)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.doc.pages).toHaveLength(26)
    expect(r.doc.pages.slice(0, 4).map((p) => p.id)).toEqual(['p1', 'p25', 'p26', 'p2'])
    const full = addPages(r.doc, book)
    expect(full.ok && full.doc.pages.length).toBe(28)
    expect(full.ok && addPages(full.doc, book)).toEqual({ ok: false, reason: 'page_count' })
    expect(addPages(doc, book, 24)).toEqual({ ok: false, reason: 'no_such_page' })
  })

  it('removes the spread a page belongs to, never below the minimum', () => {
    const doc = blankMultiPageDocument(112, book)
    expect(removePages(doc, book, 3)).toEqual({ ok: false, reason: 'page_count' })
    const grown = addPages(doc, book)
    if (!grown.ok) throw new Error('not grown')
    const r = removePages(grown.doc, book, 3)
    expect(r.ok && r.doc.pages.map((p) => p.id).slice(0, 3)).toEqual(['p1', 'p2', 'p5'])
    expect(removePages(grown.doc, book, -1)).toEqual({ ok: false, reason: 'no_such_page' })
  })

  it('moves a page and keeps every other in order', () => {
    const doc = blankMultiPageDocument(112, book)
    const r = movePage(doc, 0, 2)
    expect(r.ok && r.doc.pages.slice(0, 4).map((p) => p.id)).toEqual(['p2', 'p3', 'p1', 'p4'])
    expect(movePage(doc, 0, 24)).toEqual({ ok: false, reason: 'no_such_page' })
    expect(allPages(doc)[0]!.id).toBe('cover')
  })
})

describe('the version-2 schema', () => {
  it('accepts a multi-page document and still reads version-1 documents', () => {
    const doc = blankMultiPageDocument(112, book)
    expect(parseAnyDocument(doc)).toEqual({ ok: true, doc })
    expect(parseAnyDocument(blankDocument(102)).ok).toBe(true)
  })

  it('refuses unknown layouts, repeated page ids, no pages and extra fields', () => {
    const doc = blankMultiPageDocument(112, book)
    expect(parseAnyDocument({ ...doc, cover: { ...doc.cover, layoutId: 'photos-9' } }).ok).toBe(false)
    expect(parseAnyDocument({ ...doc, pages: [doc.pages[0], doc.pages[0]] }).ok).toBe(false)
    expect(parseAnyDocument({ ...doc, pages: [] }).ok).toBe(false)
    expect(parseAnyDocument({ ...doc, items: [] }).ok).toBe(false)
    expect(parseAnyDocument({ ...doc, startMonth: '2026-13' }).ok).toBe(false)
  })
})

const photos = [
  { uploadId: 'a'.repeat(24), width: 4000, height: 3000, uploadedAt: 1, takenAt: 30 },
  { uploadId: 'b'.repeat(24), width: 3000, height: 4000, uploadedAt: 2, takenAt: 10 },
  { uploadId: 'c'.repeat(24), width: 4000, height: 3000, uploadedAt: 3, takenAt: null },
]

describe('auto-fill', () => {
  it('orders by upload time, or by the date taken falling back to the upload time', () => {
    expect(orderPhotos(photos, 'upload').map((p) => p.uploadId[0])).toEqual(['a', 'b', 'c'])
    expect(orderPhotos(photos, 'date').map((p) => p.uploadId[0])).toEqual(['c', 'b', 'a'])
  })

  it('fills the cover then the pages slot by slot, cropping each photo to its slot', () => {
    const doc = blankMultiPageDocument(112, book)
    const twoUp: MultiPageDocument = { ...doc, pages: doc.pages.map((p) => ({ ...p, layoutId: 'photos-2-text' })) }
    const { doc: filled, unplaced } = autoFill(twoUp, photos, 'upload', spec)
    expect(unplaced).toEqual([])
    expect(filled.cover.items.map((i) => (i as PhotoItem).uploadId[0])).toEqual(['a'])
    expect(filled.pages[0]!.items.map((i) => (i as PhotoItem).uploadId[0])).toEqual(['b', 'c'])
    expect(filled.pages[1]!.items).toEqual([])
    const slot = layoutSlots('photos-2-text', layoutArea(spec, 'page')).photos[0]!
    const first = filled.pages[0]!.items[0] as PhotoItem
    expect(first).toMatchObject({ x: slot.x + slot.width / 2, width: slot.width, height: slot.height })
    expect(first.crop.width / first.crop.height).toBeCloseTo(slot.width / slot.height)
    expect(multiPageUploadIds(filled)).toHaveLength(3)
  })

  it('returns the photos that found no slot', () => {
    const doc = blankMultiPageDocument(112, book)
    const short = { ...doc, pages: doc.pages.slice(0, 1) }
    expect(autoFill(short, photos, 'upload', spec).unplaced).toEqual(['c'.repeat(24)])
  })
})

describe('layouts', () => {
  it('keeps every slot inside the trim and slots apart', () => {
    const trim = trimBox(spec)
    for (const id of ['photos-1', 'photos-3', 'photos-4-text'] as const) {
      const { photos: slots, text } = layoutSlots(id, layoutArea(spec, 'page'))
      for (const s of [...slots, ...(text ? [text] : [])]) {
        expect(s.x).toBeGreaterThanOrEqual(trim.x)
        expect(s.y + s.height).toBeLessThanOrEqual(trim.y + trim.height + 1e-9)
      }
    }
    expect(layoutSlots('photos-3', layoutArea(spec, 'page')).photos).toHaveLength(3)
    expect(layoutSlots('photos-1', layoutArea(spec, 'page')).text).toBeNull()
  })
})

describe('page warnings', () => {
  const photo: PhotoItem = {
    type: 'photo',
    id: 'ph',
    uploadId: UPLOAD,
    x: 100,
    y: 100,
    width: 100,
    height: 75,
    rotation: 0,
    crop: { x: 0, y: 0, width: 4000, height: 3000 },
  }

  it('names empty pages, photos below the print resolution and items outside the print area', () => {
    const doc = blankMultiPageDocument(112, book)
    const pages = [...doc.pages]
    pages[0] = { ...pages[0]!, items: [photo] }
    pages[1] = { ...pages[1]!, items: [{ ...photo, crop: { x: 0, y: 0, width: 400, height: 300 } }] }
    pages[2] = { ...pages[2]!, items: [{ ...photo, x: -80 }] }
    const text = {
      type: 'text' as const,
      id: 'tx',
      text: 'A caption that runs on and on past the edge',
      fontId: 'sans' as const,
      sizeMm: 12,
      color: '#000000',
      align: 'left' as const,
      x: 280,
      y: 100,
      rotation: 0,
    }
    pages[3] = { ...pages[3]!, items: [text] }
    const warnings = pageWarnings({ ...doc, pages }, spec)
    expect(warnings).toContainEqual({ kind: 'empty-page', pageId: 'cover' })
    expect(warnings).toContainEqual({ kind: 'empty-page', pageId: 'p5' })
    expect(warnings.filter((w) => w.pageId === 'p1')).toEqual([])
    expect(warnings).toContainEqual({ kind: 'low-resolution', pageId: 'p2', itemId: 'ph', dpi: 101 })
    expect(warnings).toContainEqual({ kind: 'outside-print-area', pageId: 'p3', itemId: 'ph' })
    expect(warnings).toContainEqual({ kind: 'outside-print-area', pageId: 'p4', itemId: 'tx' })
  })

  it('lets a photo run into the bleed without a warning', () => {
    const doc = blankMultiPageDocument(112, book)
    const pages = [{ ...doc.pages[0]!, items: [{ ...photo, x: 10 }] }, ...doc.pages.slice(1)]
    expect(pageWarnings({ ...doc, pages }, spec).filter((w) => w.pageId === 'p1')).toEqual([])
  })
})

describe('freezing for print', () => {
  it('a calendar takes the site’s place and, without a chosen start month, the month after the freeze', () => {
    const place = { locale: 'de-DE', country: 'DE' }
    const calendar = blankMultiPageDocument(108, pageRuleFor('CALENDAR', {}, { pages: '13' })!)
    const dec = Date.UTC(2026, 11, 30, 23)
    expect(frozenForPrint(calendar, 'CALENDAR', place, dec)).toMatchObject({ calendar: place, startMonth: '2027-01' })
    const chosen = { ...calendar, startMonth: '2026-09' }
    expect(frozenForPrint(chosen, 'CALENDAR', place, dec).startMonth).toBe('2026-09')
    const book = blankMultiPageDocument(112, pageRuleFor('PHOTO_BOOK', { pages: '24' })!)
    expect(frozenForPrint(book, 'PHOTO_BOOK', place, dec)).toBe(book)
    expect(parseAnyDocument(frozenForPrint(calendar, 'CALENDAR', place, dec)).ok).toBe(true)
  })
})
