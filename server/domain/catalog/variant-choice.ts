import type { PriceLadder } from './variant-price.js'

/**
 * The shopper's choice among an article's variants (decision 040). Options come in display order; a choice names a
 * value per option. Forms send it as `opt-<option key>` fields, so the design page's GET form (price update without
 * JS) and the cart's POST carry the same names.
 */
export interface RangeOption {
  key: string
  label: string
  values: { key: string; label: string }[]
}

export interface RangeVariant {
  id: number
  sku: string
  options: Record<string, string>
  printWidthMm: number
  printHeightMm: number
  bleedMm: number
  minDpi: number
  /** Unit prices by quantity in the unit the brand shows. */
  ladder: PriceLadder
}

/** An article as sold on one site: its options and the variants sold and priced there, default first. */
export interface ArticleRange {
  articleId: number
  options: RangeOption[]
  variants: RangeVariant[]
}

export const OPTION_FIELD_PREFIX = 'opt-'

export type ChoiceProblem =
  { kind: 'unknown-option'; option: string } | { kind: 'unknown-value'; option: string; value: string }

/** The option values named by form fields (`opt-size=10x15`), and what in them the article does not have. */
export function choiceFromFields(
  range: Pick<ArticleRange, 'options'>,
  fields: Record<string, unknown>,
): { choice: Record<string, string>; problems: ChoiceProblem[] } {
  const choice: Record<string, string> = {}
  const problems: ChoiceProblem[] = []
  for (const [name, raw] of Object.entries(fields)) {
    if (!name.startsWith(OPTION_FIELD_PREFIX)) continue
    const key = name.slice(OPTION_FIELD_PREFIX.length)
    const value = typeof raw === 'string' ? raw : ''
    const option = range.options.find((o) => o.key === key)
    if (!option) problems.push({ kind: 'unknown-option', option: key })
    else if (!option.values.some((v) => v.key === value)) problems.push({ kind: 'unknown-value', option: key, value })
    else choice[key] = value
  }
  return { choice, problems }
}

/**
 * The variant closest to a choice: option by option in display order, the chosen value if a sold variant still has
 * it, else the value of the first such variant (a combination not sold here, say 40x60 in gloss, keeps the size and
 * takes the finish that exists). Null when nothing is sold.
 */
export function closestVariant(range: ArticleRange, choice: Record<string, string>): RangeVariant | null {
  let candidates = range.variants
  for (const o of range.options) {
    const wanted = choice[o.key]
    const matching = wanted === undefined ? [] : candidates.filter((v) => v.options[o.key] === wanted)
    const kept = matching.length
      ? matching
      : candidates.filter((v) => v.options[o.key] === candidates[0]?.options[o.key])
    candidates = kept
  }
  return candidates[0] ?? null
}

/** The variant with exactly these values for every option, or null (not a combination sold here). */
export function exactVariant(range: ArticleRange, choice: Record<string, string>): RangeVariant | null {
  return range.variants.find((v) => range.options.every((o) => v.options[o.key] === choice[o.key])) ?? null
}

/** "13x18 cm · Matte": the chosen values' labels in display order; empty for an article without options. */
export function variantLabel(range: Pick<ArticleRange, 'options'>, options: Record<string, string>): string {
  return range.options
    .map((o) => o.values.find((v) => v.key === options[o.key])?.label ?? options[o.key] ?? '')
    .filter(Boolean)
    .join(' · ')
}
