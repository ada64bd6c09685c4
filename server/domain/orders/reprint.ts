/**
 * Reprints (decision 050): a free replacement of some lines of a paid order, for one of these reasons. The codes are
 * stored on the reprint (`orders.reprint_reason`) and shown to staff; a free note may explain more.
 */
export const REPRINT_REASONS = ['misprint', 'transit_damage', 'lost_in_transit', 'quality_complaint', 'other'] as const
export type ReprintReason = (typeof REPRINT_REASONS)[number]

export function isReprintReason(value: unknown): value is ReprintReason {
  return typeof value === 'string' && (REPRINT_REASONS as readonly string[]).includes(value)
}

/** One chosen line of the original order and how many of it to print again. */
export interface ReprintLine {
  lineId: number
  quantity: number
}

/**
 * The chosen lines checked against the original's: at least one, each an existing line named once, with a quantity
 * from 1 to what was ordered. Returns why not, or null when the choice is good.
 */
export function reprintChoiceError(
  chosen: readonly ReprintLine[],
  original: readonly { id: number; quantity: number }[],
): string | null {
  if (chosen.length === 0) return 'choose at least one line to reprint'
  const ordered = new Map(original.map((l) => [l.id, l.quantity]))
  const seen = new Set<number>()
  for (const c of chosen) {
    const max = ordered.get(c.lineId)
    if (max === undefined || seen.has(c.lineId)) return `line ${c.lineId} is not a line of this order`
    if (!Number.isSafeInteger(c.quantity) || c.quantity < 1 || c.quantity > max)
      return `line ${c.lineId} may be reprinted 1 to ${max} times`
    seen.add(c.lineId)
  }
  return null
}
