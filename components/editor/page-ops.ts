/**
 * The page strip's edits of a version-2 document (decision 046), as pure functions beside doc-ops.ts. The stage and
 * the item panels edit one surface (a version-1 document); for a book that surface is the selected page, read with
 * pageSurface and written back with withPageSurface. Adding, removing, moving and auto-filling pages are the model's
 * own functions (server/domain/editor/book-document.ts, page-auto-fill.ts).
 */
import type { EditorDocument, PhotoItem } from '../../server/domain/editor/editor-document.js'
import { allPages, type DocumentPage, type MultiPageDocument } from '../../server/domain/editor/book-document.js'
import type { FillPhoto } from '../../server/domain/editor/page-auto-fill.js'
import { layoutArea, layoutSlots, type LayoutId } from '../../server/domain/editor/page-layouts.js'
import type { PageRule } from '../../server/domain/editor/page-count.js'
import type { PageWarning } from '../../server/domain/editor/page-warnings.js'
import { calendarMonths, parseMonth } from '../../server/domain/editor/calendar-grid.js'
import { coverCrop, type Size } from '../../server/domain/editor/photo-geometry.js'
import type { PrintSpec } from '../../server/domain/editor/print-spec.js'
import type { UploadView } from './editor-api.js'

export function findPage(doc: MultiPageDocument, pageId: string): DocumentPage {
  return allPages(doc).find((p) => p.id === pageId) ?? doc.cover
}

/** One page as the single surface the stage edits. */
export function pageSurface(doc: MultiPageDocument, pageId: string): EditorDocument {
  const page = findPage(doc, pageId)
  return {
    version: 1,
    articleId: doc.articleId,
    variantId: doc.variantId,
    background: page.background,
    items: page.items,
  }
}

/** The document with one page's background and items replaced by the edited surface. */
export function withPageSurface(doc: MultiPageDocument, pageId: string, surface: EditorDocument): MultiPageDocument {
  const edit = (p: DocumentPage): DocumentPage =>
    p.id === pageId ? { ...p, background: surface.background, items: surface.items } : p
  return { ...doc, cover: edit(doc.cover), pages: doc.pages.map(edit) }
}

/** What the strip shows side by side: the cover alone, then a book's spreads of two pages or a calendar's sheets. */
export function spreadsOf(doc: MultiPageDocument, rule: PageRule): DocumentPage[][] {
  const per = rule.kind === 'book' ? 2 : 1
  const spreads: DocumentPage[][] = [[doc.cover]]
  for (let i = 0; i < doc.pages.length; i += per) spreads.push(doc.pages.slice(i, i + per))
  return spreads
}

/**
 * Another layout for a page: its photos move into the new layout's slots in their order (each crop filling its
 * slot; a calendar's month page has them above its grid); photos beyond the slots and the texts stay where they are.
 */
export function setPageLayout(
  doc: MultiPageDocument,
  pageId: string,
  layoutId: LayoutId,
  spec: PrintSpec,
  sizeOf: (uploadId: string) => Size | undefined,
): MultiPageDocument {
  const edit = (p: DocumentPage): DocumentPage => {
    if (p.id !== pageId) return p
    const slots = layoutSlots(layoutId, layoutArea(spec, p === doc.cover ? 'cover' : 'page')).photos
    let k = 0
    const items = p.items.map((item) => {
      if (item.type !== 'photo' || k >= slots.length) return item
      const slot = slots[k++]!
      const size = sizeOf(item.uploadId)
      const placed: PhotoItem = {
        ...item,
        x: slot.x + slot.width / 2,
        y: slot.y + slot.height / 2,
        width: slot.width,
        height: slot.height,
        rotation: 0,
        crop: size ? coverCrop(size, slot.width / slot.height) : item.crop,
      }
      return placed
    })
    return { ...p, layoutId, items }
  }
  return { ...doc, cover: edit(doc.cover), pages: doc.pages.map(edit) }
}

/**
 * The editor's photos for auto-fill, oldest upload first, each with its upload time and EXIF date (null when unknown)
 * so auto-fill can order them by either. The editor's list is mostly newest first: uploads of the same moment keep
 * that list's order reversed.
 */
export function photosInUploadOrder(uploads: readonly UploadView[]): FillPhoto[] {
  return [...uploads]
    .reverse()
    .flatMap((u) =>
      u.kind === 'image' && u.width && u.height
        ? [{ uploadId: u.id, width: u.width, height: u.height, uploadedAt: u.uploadedAt, takenAt: u.takenAt }]
        : [],
    )
    .sort((a, b) => a.uploadedAt - b.uploadedAt)
}

export function warningsByPage(warnings: readonly PageWarning[]): Map<string, PageWarning[]> {
  const byPage = new Map<string, PageWarning[]>()
  for (const w of warnings) byPage.set(w.pageId, [...(byPage.get(w.pageId) ?? []), w])
  return byPage
}

/** A calendar without a chosen start month starts with the coming January. */
export function defaultStartMonth(today: Date): string {
  return `${today.getFullYear() + 1}-01`
}

/** The month each calendar page shows (the cover is the title sheet and shows none). */
export function calendarPageMonths(doc: MultiPageDocument, today: Date): Map<string, { year: number; month: number }> {
  const start = parseMonth(doc.startMonth ?? defaultStartMonth(today))!
  const months = calendarMonths(start, doc.pages.length)
  return new Map(doc.pages.map((p, i) => [p.id, months[i]!]))
}
