import { calendarGridBox } from './calendar-grid.js'
import { trimBox, type BoxMm, type PrintSpec } from './print-spec.js'

/**
 * Page layouts of a book or calendar page: 1 to 4 photo slots, with or without a text slot below them. Slots are
 * fractions of the page's layout area (so one layout fits every format): the whole trim, or on a calendar's month
 * page the part above its month grid. The editor and the auto-fill place photos in them.
 */
export const LAYOUT_IDS = [
  'photos-1',
  'photos-2',
  'photos-3',
  'photos-4',
  'photos-1-text',
  'photos-2-text',
  'photos-3-text',
  'photos-4-text',
] as const

export type LayoutId = (typeof LAYOUT_IDS)[number]

export interface Layout {
  id: LayoutId
  photoSlots: number
  hasText: boolean
}

export function layoutOf(id: LayoutId): Layout {
  return { id, photoSlots: Number(id.split('-')[1]), hasText: id.endsWith('-text') }
}

/** Margin round and between slots, as a fraction of the trim's shorter side. */
const GAP = 0.04
/** Share of the layout area's height the text slot takes. */
const TEXT_SHARE = 0.15

/** The cover (a calendar's title sheet) or one of the pages after it (a calendar's month pages). */
export type Sheet = 'cover' | 'page'

/** The box a layout fills and its margin and gutter, which stay those of the whole trim on every page. */
export interface LayoutArea {
  box: BoxMm
  gap: number
}

/**
 * Where a page's month grid is printed (calendar-pdf.ts paints it over the page's items): a calendar's month pages;
 * null for its title sheet and for every page of a book.
 */
export function monthGridBox(spec: PrintSpec, sheet: Sheet): BoxMm | null {
  return spec.kind === 'CALENDAR' && sheet === 'page' ? calendarGridBox(trimBox(spec)) : null
}

/** The area a page's layout fills: the trim, or above the month grid, which then keeps one gap below the slots. */
export function layoutArea(spec: PrintSpec, sheet: Sheet): LayoutArea {
  const trim = trimBox(spec)
  const gap = GAP * Math.min(trim.width, trim.height)
  const grid = monthGridBox(spec, sheet)
  return { box: grid ? { ...trim, height: grid.y - trim.y } : trim, gap }
}

/** The photo slots (and the text slot, if any) of a layout in a page's area, in millimetres of the print file. */
export function layoutSlots(id: LayoutId, { box, gap }: LayoutArea): { photos: BoxMm[]; text: BoxMm | null } {
  const { photoSlots, hasText } = layoutOf(id)
  const textHeight = hasText ? TEXT_SHARE * box.height : 0
  const area = {
    x: box.x + gap,
    y: box.y + gap,
    width: box.width - 2 * gap,
    height: box.height - 2 * gap - (hasText ? textHeight + gap : 0),
  }
  const cols = photoSlots === 1 ? 1 : 2
  const rows = photoSlots <= 2 ? 1 : 2
  const cellW = (area.width - (cols - 1) * gap) / cols
  const cellH = (area.height - (rows - 1) * gap) / rows
  const photos: BoxMm[] = []
  for (let i = 0; i < photoSlots; i++) {
    const col = i % cols
    const row = Math.floor(i / cols)
    // Three photos: the third spans the bottom row.
    const wide = photoSlots === 3 && i === 2
    photos.push({
      x: area.x + (wide ? 0 : col * (cellW + gap)),
      y: area.y + row * (cellH + gap),
      width: wide ? area.width : cellW,
      height: cellH,
    })
  }
  const text = hasText ? { x: area.x, y: area.y + area.height + gap, width: area.width, height: textHeight } : null
  return { photos, text }
}
