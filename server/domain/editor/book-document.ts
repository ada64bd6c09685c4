/**
 * The document of a multi-page article (photo book, calendar; decision 046): a cover and ordered pages, each with its
 * own background, items and layout. Single-surface articles keep the version-1 document (editor-document.ts); a
 * version-2 document is always multi-page. Pure functions the editor's page strip imports as they are: each returns a
 * new document, or a refusal naming why.
 */
import { monthAfter } from './calendar-grid.js'
import type { EditorItem, PhotoItem } from './editor-document.js'
import type { LayoutId } from './page-layouts.js'
import { initialInnerPages, innerPagesAllowed, type PageRule } from './page-count.js'

export const MULTI_PAGE_VERSION = 2

export interface DocumentPage {
  /** Stable across moves, so the editor keeps its selection and React its keys. */
  id: string
  layoutId: LayoutId
  background: { color: string; designId: number | null }
  items: EditorItem[]
}

export interface MultiPageDocument {
  version: typeof MULTI_PAGE_VERSION
  articleId: number
  variantId?: number | null
  /** Calendars: the first month shown, `YYYY-MM`. */
  startMonth?: string | null
  /**
   * Calendars, set when the design is frozen for the cart: the site's locale (month and weekday names, first day of
   * week) and country (public holidays) its month grids are printed in.
   */
  calendar?: CalendarPlace | null
  cover: DocumentPage
  pages: DocumentPage[]
}

export interface CalendarPlace {
  /** BCP 47 with a region, the site language's hreflang: "es-ES". */
  locale: string
  /** ISO 3166 alpha-2: "ES". */
  country: string
}

export type PageEdit = { ok: true; doc: MultiPageDocument } | { ok: false; reason: 'page_count' | 'no_such_page' }

export function blankPage(id: string, layoutId: LayoutId = 'photos-1'): DocumentPage {
  return { id, layoutId, background: { color: '#ffffff', designId: null }, items: [] }
}

/** A new document with the fewest pages the variant allows; page ids are p1, p2 ... and the cover's is "cover". */
export function blankMultiPageDocument(
  articleId: number,
  rule: PageRule,
  variantId: number | null = null,
): MultiPageDocument {
  const n = initialInnerPages(rule)
  return {
    version: MULTI_PAGE_VERSION,
    articleId,
    variantId,
    ...(rule.kind === 'calendar' ? { startMonth: null } : {}),
    cover: blankPage('cover'),
    pages: Array.from({ length: n }, (_, i) => blankPage(`p${i + 1}`)),
  }
}

/** Cover first, then the pages in order: the order of the print file. */
export function allPages(doc: MultiPageDocument): DocumentPage[] {
  return [doc.cover, ...doc.pages]
}

export function pageCountAllowed(doc: MultiPageDocument, rule: PageRule): boolean {
  return innerPagesAllowed(rule, doc.pages.length)
}

function freshIds(doc: MultiPageDocument, n: number): string[] {
  const used = new Set(allPages(doc).map((p) => p.id))
  const ids: string[] = []
  for (let i = 1; ids.length < n; i++) if (!used.has(`p${i}`)) ids.push(`p${i}`)
  return ids
}

/** Adds `rule.step` blank pages (a spread in a book) after the page at `afterIndex` (-1: at the start). */
export function addPages(doc: MultiPageDocument, rule: PageRule, afterIndex = doc.pages.length - 1): PageEdit {
  if (afterIndex < -1 || afterIndex >= doc.pages.length) return { ok: false, reason: 'no_such_page' }
  if (!innerPagesAllowed(rule, doc.pages.length + rule.step)) return { ok: false, reason: 'page_count' }
  const added = freshIds(doc, rule.step).map((id) => blankPage(id))
  const pages = [...doc.pages.slice(0, afterIndex + 1), ...added, ...doc.pages.slice(afterIndex + 1)]
  return { ok: true, doc: { ...doc, pages } }
}

/**
 * Removes `rule.step` pages starting at `index` (a book removes the spread the page belongs to, so the pages after
 * it keep their left or right side).
 */
export function removePages(doc: MultiPageDocument, rule: PageRule, index: number): PageEdit {
  if (index < 0 || index >= doc.pages.length) return { ok: false, reason: 'no_such_page' }
  if (!innerPagesAllowed(rule, doc.pages.length - rule.step)) return { ok: false, reason: 'page_count' }
  const start = index - (index % rule.step)
  return { ok: true, doc: { ...doc, pages: doc.pages.filter((_, i) => i < start || i >= start + rule.step) } }
}

/** Moves one page to another position (the count does not change, so every count the variant allows stays allowed). */
export function movePage(doc: MultiPageDocument, from: number, to: number): PageEdit {
  const n = doc.pages.length
  if (from < 0 || from >= n || to < 0 || to >= n) return { ok: false, reason: 'no_such_page' }
  const pages = [...doc.pages]
  const [moved] = pages.splice(from, 1)
  pages.splice(to, 0, moved!)
  return { ok: true, doc: { ...doc, pages } }
}

export function multiPageUploadIds(doc: MultiPageDocument): string[] {
  return [
    ...new Set(
      allPages(doc).flatMap((p) => p.items.flatMap((i) => (i.type === 'photo' ? [(i as PhotoItem).uploadId] : []))),
    ),
  ]
}

/** Nothing to print on any page: such a book is not added to the cart (empty pages alone only warn). */
export function isEmptyBook(doc: MultiPageDocument): boolean {
  return allPages(doc).every((p) => p.items.length === 0 && p.background.designId === null)
}

/**
 * A calendar as frozen for the cart: printed in the site's locale and country, from the start month the shopper chose
 * or else the month after `now`. A book is frozen as it is.
 */
export function frozenForPrint(
  doc: MultiPageDocument,
  kind: string,
  place: CalendarPlace,
  now: number,
): MultiPageDocument {
  if (kind !== 'CALENDAR') return doc
  return { ...doc, calendar: place, startMonth: doc.startMonth ?? monthAfter(now) }
}
