import { blankMultiPageDocument } from '../../server/domain/editor/book-document.js'
import { pageRuleFor } from '../../server/domain/editor/page-count.js'
import { autoFill, type FillPhoto } from '../../server/domain/editor/page-auto-fill.js'
import type { LayoutId } from '../../server/domain/editor/page-layouts.js'
import { printSpecFor } from '../../server/domain/editor/print-spec.js'

/** The demo photo book (article 112): A4 landscape, 3 mm bleed, 24 pages (article attribute). */
export const BOOK_SPEC = printSpecFor({
  id: 112,
  kind: 'PHOTO_BOOK',
  printWidthMm: 297,
  printHeightMm: 210,
  bleedMm: 3,
  minDpi: 150,
})
export const BOOK_PAGES = pageRuleFor('PHOTO_BOOK', {}, { pages: '24' })!
/** The demo wall calendar (article 108): A4 landscape, a title sheet and twelve months. */
export const CALENDAR_SPEC = printSpecFor({
  id: 108,
  kind: 'CALENDAR',
  printWidthMm: 297,
  printHeightMm: 210,
  bleedMm: 3,
  minDpi: 150,
})
export const CALENDAR_PAGES = pageRuleFor('CALENDAR', {}, { pages: '13' })!

/**
 * The demo book auto-filled in upload order with `photos` (cover first), each page laid out by `layoutAt` (its index
 * among the inner pages); the photos without a slot are returned too.
 */
export function filledBook(photos: readonly FillPhoto[], layoutAt: (page: number) => LayoutId = () => 'photos-1') {
  const blank = blankMultiPageDocument(112, BOOK_PAGES)
  const laidOut = { ...blank, pages: blank.pages.map((p, i) => ({ ...p, layoutId: layoutAt(i) })) }
  return autoFill(laidOut, [...photos], 'upload', BOOK_SPEC)
}
