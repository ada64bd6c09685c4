import { describe, expect, it } from 'vitest'
import { calendarGridBox } from './calendar-grid.js'
import { blankMultiPageDocument, type DocumentPage } from './book-document.js'
import type { PhotoItem } from './editor-document.js'
import { pageRuleFor } from './page-count.js'
import { documentForArticle } from './multi-page-start.js'
import { parseAnyDocument } from './book-document-schema.js'
import { autoFill } from './page-auto-fill.js'
import { LAYOUT_IDS, layoutArea, layoutOf, layoutSlots, monthGridBox } from './page-layouts.js'
import { pageWarnings } from './page-warnings.js'
import { printSpecFor, trimBox, type BoxMm } from './print-spec.js'
import { BOOK_SPEC } from '../../../tests/helpers/sample-book.js'

/** The demo wall calendar (A4 landscape) and the other formats a calendar variant can have (A4 and A3 portrait). */
const CALENDAR_TRIMS = [
  { width: 297, height: 210 },
  { width: 210, height: 297 },
  { width: 297, height: 420 },
]
const calendarSpec = (trim: { width: number; height: number }) =>
  printSpecFor({
    id: 108,
    kind: 'CALENDAR',
    printWidthMm: trim.width,
    printHeightMm: trim.height,
    bleedMm: 3,
    minDpi: 150,
  })

/** Upload ids are 24 base-32 characters. */
const UPLOAD_CHARS = 'abcdefghijklmnopqrstuvwxyz234567'
const intersects = (a: BoxMm, b: BoxMm) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const slotsOf = (s: ReturnType<typeof layoutSlots>) => [...s.photos, ...(s.text ? [s.text] : [])]

describe('calendar month pages', () => {
  it.each(CALENDAR_TRIMS)('keep every slot of every layout above the month grid ($width x $height mm)', (size) => {
    const spec = calendarSpec(size)
    const trim = trimBox(spec)
    const grid = calendarGridBox(trim)
    expect(monthGridBox(spec, 'page')).toEqual(grid)
    for (const id of LAYOUT_IDS) {
      const slots = slotsOf(layoutSlots(id, layoutArea(spec, 'page')))
      expect(slots).toHaveLength(layoutOf(id).photoSlots + (layoutOf(id).hasText ? 1 : 0))
      for (const slot of slots) {
        expect(intersects(slot, grid), `${id} ${JSON.stringify(slot)}`).toBe(false)
        expect(slot.y).toBeGreaterThanOrEqual(trim.y)
        expect(slot.x).toBeGreaterThanOrEqual(trim.x)
        expect(slot.x + slot.width).toBeLessThanOrEqual(trim.x + trim.width + 1e-9)
        expect(slot.width).toBeGreaterThan(0)
        expect(slot.height).toBeGreaterThan(0)
      }
      for (const [i, a] of slots.entries())
        for (const b of slots.slice(i + 1)) expect(intersects(a, b), `${id}: slots overlap`).toBe(false)
    }
  })

  it('keep the book margin and gutter, with one gap between the lowest slot and the grid', () => {
    const spec = calendarSpec(CALENDAR_TRIMS[0]!)
    const trim = trimBox(spec)
    const area = layoutArea(spec, 'page')
    expect(area.gap).toBeCloseTo(layoutArea(BOOK_SPEC, 'page').gap)
    const lowest = Math.max(...slotsOf(layoutSlots('photos-4-text', area)).map((s) => s.y + s.height))
    expect(calendarGridBox(trim).y - lowest).toBeCloseTo(area.gap)
    expect(layoutSlots('photos-1', area).photos[0]).toMatchObject({ x: trim.x + area.gap, y: trim.y + area.gap })
  })

  it('leave the title sheet and every page of a book on the whole trim', () => {
    const spec = calendarSpec(CALENDAR_TRIMS[0]!)
    expect(monthGridBox(spec, 'cover')).toBeNull()
    expect(layoutArea(spec, 'cover').box).toEqual(trimBox(spec))
    expect(monthGridBox(BOOK_SPEC, 'page')).toBeNull()
    expect(layoutArea(BOOK_SPEC, 'page').box).toEqual(trimBox(BOOK_SPEC))
  })
})

describe('a calendar auto-filled and edited', () => {
  const spec = calendarSpec(CALENDAR_TRIMS[0]!)
  const grid = calendarGridBox(trimBox(spec))
  const blank = blankMultiPageDocument(108, pageRuleFor('CALENDAR', {}, { pages: '13' })!)
  const photos = Array.from({ length: 40 }, (_, i) => ({
    uploadId: `${'a'.repeat(22)}${UPLOAD_CHARS[Math.floor(i / 32)]}${UPLOAD_CHARS[i % 32]}`,
    width: 4000,
    height: 3000,
    uploadedAt: i,
  }))
  const laidOut = {
    ...blank,
    pages: blank.pages.map((p, i) => ({ ...p, layoutId: LAYOUT_IDS[i % LAYOUT_IDS.length]! })),
  }
  const { doc } = autoFill(laidOut, photos, 'upload', spec)
  const photoBox = (item: PhotoItem) => ({
    x: item.x - item.width / 2,
    y: item.y - item.height / 2,
    width: item.width,
    height: item.height,
  })

  it('places the month pages’ photos above the grid and the title sheet’s on the whole trim', () => {
    expect(doc.pages.every((p) => p.items.length === layoutOf(p.layoutId).photoSlots)).toBe(true)
    for (const page of doc.pages)
      for (const item of page.items) expect(intersects(photoBox(item as PhotoItem), grid)).toBe(false)
    const title = layoutSlots('photos-1', layoutArea(spec, 'cover')).photos[0]!
    expect(title.height).toBeGreaterThan(grid.height)
    expect(doc.cover.items[0]).toMatchObject({ y: title.y + title.height / 2, height: title.height })
    expect(pageWarnings(doc, spec)).toEqual([])
  })

  it('warns, page by page, of a photo or text moved under the grid, not of one on the title sheet', () => {
    const moved = (page: DocumentPage, dy: number): DocumentPage => ({
      ...page,
      items: page.items.map((i) => ({ ...i, y: i.y + dy })),
    })
    const text = {
      type: 'text' as const,
      id: 'caption',
      text: 'März',
      fontId: 'sans' as const,
      sizeMm: 8,
      color: '#000000',
      align: 'left' as const,
      x: 150,
      y: grid.y + 10,
      rotation: 0,
    }
    const edited = {
      ...doc,
      cover: moved(doc.cover, 120),
      pages: doc.pages.map((p, i) => (i === 2 ? moved(p, 80) : i === 5 ? { ...p, items: [...p.items, text] } : p)),
    }
    const warnings = pageWarnings(edited, spec).filter((w) => w.kind === 'under-calendar-grid')
    expect(warnings).toEqual([
      ...doc.pages[2]!.items.map((i) => ({ kind: 'under-calendar-grid', pageId: 'p3', itemId: i.id })),
      { kind: 'under-calendar-grid', pageId: 'p6', itemId: 'caption' },
    ])
  })

  it('opens a calendar stored before this change as it was, its photos under the grid warned about, not moved', () => {
    // Laid out on the whole trim, as the layouts did before month pages kept above their grid.
    const stored = autoFill(blank, photos, 'upload', { ...spec, kind: 'PHOTO_BOOK' }).doc
    const parsed = parseAnyDocument(JSON.parse(JSON.stringify(stored)))
    expect(parsed.ok).toBe(true)
    const opened = documentForArticle(parsed.ok ? parsed.doc : blank, pageRuleFor('CALENDAR', {}, { pages: '13' }))
    expect(opened).toEqual(stored)
    const covered = pageWarnings(stored, spec).filter((w) => w.kind === 'under-calendar-grid')
    expect(covered.map((w) => w.pageId)).toEqual(stored.pages.map((p) => p.id))
  })
})
