import { unitPriceFor } from '../catalog/variant-price.js'
import { variantLabel, type ArticleRange } from '../catalog/variant-choice.js'
import { groupIntoLines, type PrintPhoto } from './prints-draft.js'

export interface PrintsSummaryLine {
  variantId: number
  /** "10x15 cm · Gloss": the size and finish as the shop names them. */
  label: string
  photos: number
  copies: number
  /** The variant's ladder at this line's copies: what the cart will charge each, before offers and codes. */
  unitPriceMinor: number
  totalMinor: number
}

export interface PrintsSummary {
  lines: PrintsSummaryLine[]
  photos: number
  copies: number
  totalMinor: number
}

/**
 * What the prints page shows before "Add to cart": one row per size and finish, as the cart will hold them (the same
 * grouping as add-to-cart), each priced on the variant's ladder at its own copies. Copies of the same variant already
 * in the cart may reach a lower tier there; the cart's price is the one that counts.
 */
export function printsSummary(
  range: ArticleRange,
  photos: readonly PrintPhoto[],
  allowDecimals: boolean,
): PrintsSummary {
  const variants = new Map(range.variants.map((v) => [v.id, v]))
  const lines = groupIntoLines(photos).flatMap((g) => {
    const v = variants.get(g.variantId)
    if (!v) return []
    const unit = unitPriceFor(v.ladder, g.copies, allowDecimals)
    return [
      {
        variantId: v.id,
        label: variantLabel(range, v.options),
        photos: g.photos.length,
        copies: g.copies,
        unitPriceMinor: unit,
        totalMinor: unit * g.copies,
      },
    ]
  })
  const sum = (f: (l: PrintsSummaryLine) => number) => lines.reduce((n, l) => n + f(l), 0)
  return { lines, photos: sum((l) => l.photos), copies: sum((l) => l.copies), totalMinor: sum((l) => l.totalMinor) }
}
