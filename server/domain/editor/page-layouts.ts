import type { BoxMm } from './print-spec.js'

/**
 * Page layouts of a book or calendar page: 1 to 4 photo slots, with or without a text slot below them. Slots are
 * fractions of the trim box (so one layout fits every format); the editor and the auto-fill place photos in them.
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
/** Share of the page height the text slot takes. */
const TEXT_SHARE = 0.15

/** The photo slots (and the text slot, if any) of a layout on a trim box, in millimetres of the print file. */
export function layoutSlots(id: LayoutId, trim: BoxMm): { photos: BoxMm[]; text: BoxMm | null } {
  const { photoSlots, hasText } = layoutOf(id)
  const gap = GAP * Math.min(trim.width, trim.height)
  const textHeight = hasText ? TEXT_SHARE * trim.height : 0
  const area = {
    x: trim.x + gap,
    y: trim.y + gap,
    width: trim.width - 2 * gap,
    height: trim.height - 2 * gap - (hasText ? textHeight + gap : 0),
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
