import { effectiveDpi, isLowResolution, rotatedBounds } from './photo-geometry.js'
import type { EditorItem } from './editor-document.js'
import { TEXT_LINE_HEIGHT } from './editor-document.js'
import { allPages, type MultiPageDocument } from './book-document.js'
import { monthGridBox } from './page-layouts.js'
import { trimBox, type BoxMm, type PrintSpec } from './print-spec.js'

export type PageWarning =
  | { kind: 'empty-page'; pageId: string }
  | { kind: 'low-resolution'; pageId: string; itemId: string; dpi: number }
  | { kind: 'outside-print-area'; pageId: string; itemId: string }
  | { kind: 'under-calendar-grid'; pageId: string; itemId: string }

/** Overlaps thinner than this (rounding of a slot's edge) are not called covered. */
const COVER_TOLERANCE_MM = 0.01

/** Average glyph advance of the bundled fonts as a share of the size: enough to tell a line runs off the page. */
const AVERAGE_ADVANCE = 0.6

/** The item's axis-aligned box on the print file (a text's box is estimated from its characters). */
function itemBounds(item: EditorItem): BoxMm {
  const size =
    item.type === 'photo'
      ? { width: item.width, height: item.height }
      : (() => {
          const lines = item.text.split('\n')
          const longest = Math.max(...lines.map((l) => l.length))
          return {
            width: longest * item.sizeMm * AVERAGE_ADVANCE,
            height: lines.length * item.sizeMm * TEXT_LINE_HEIGHT,
          }
        })()
  const b = rotatedBounds(size, item.rotation)
  return { x: item.x - b.width / 2, y: item.y - b.height / 2, width: b.width, height: b.height }
}

/**
 * Whether an item leaves the print area: a text that crosses the trim line is cut; a photo is fine over the bleed
 * (that is what bleed is for) but not when it lies wholly outside the trim, where nothing of it is printed.
 */
function outside(item: EditorItem, spec: PrintSpec): boolean {
  const t = trimBox(spec)
  const b = itemBounds(item)
  if (item.type === 'text')
    return b.x < t.x || b.y < t.y || b.x + b.width > t.x + t.width || b.y + b.height > t.y + t.height
  return b.x + b.width <= t.x || b.y + b.height <= t.y || b.x >= t.x + t.width || b.y >= t.y + t.height
}

/**
 * Whether a calendar month page's grid covers part of an item: the grid is printed on a panel over the page's items,
 * so a photo or text moved into it (or laid out there before the layouts kept above it) is partly hidden.
 */
function underGrid(item: EditorItem, grid: BoxMm): boolean {
  const b = itemBounds(item)
  const overlapX = Math.min(b.x + b.width, grid.x + grid.width) - Math.max(b.x, grid.x)
  const overlapY = Math.min(b.y + b.height, grid.y + grid.height) - Math.max(b.y, grid.y)
  return overlapX > COVER_TOLERANCE_MM && overlapY > COVER_TOLERANCE_MM
}

/** What the shopper is told before adding the book to the cart, page by page (cover first). */
export function pageWarnings(doc: MultiPageDocument, spec: PrintSpec): PageWarning[] {
  return allPages(doc).flatMap((page): PageWarning[] => {
    if (page.items.length === 0 && page.background.designId === null) return [{ kind: 'empty-page', pageId: page.id }]
    const grid = monthGridBox(spec, page === doc.cover ? 'cover' : 'page')
    return page.items.flatMap((item): PageWarning[] => {
      const found: PageWarning[] = []
      if (item.type === 'photo') {
        const dpi = effectiveDpi(item.crop, item)
        if (isLowResolution(dpi, spec.minDpi))
          found.push({ kind: 'low-resolution', pageId: page.id, itemId: item.id, dpi: Math.floor(dpi) })
      }
      if (outside(item, spec)) found.push({ kind: 'outside-print-area', pageId: page.id, itemId: item.id })
      if (grid && underGrid(item, grid)) found.push({ kind: 'under-calendar-grid', pageId: page.id, itemId: item.id })
      return found
    })
  })
}
