/**
 * How many pages a multi-page article's document holds. The chosen variant's `pages` option decides ("24", or a
 * range "24-96" where the catalogue sells one); an article without the option on its variants falls back to its
 * `pages` attribute (the demo catalogue carries it there). Books count their inner pages (the cover apart) and grow
 * by spreads of 2; calendars count every sheet including the title sheet ("13" = title + 12 months) and grow by 1.
 */
export const MULTI_PAGE_KINDS = new Set(['PHOTO_BOOK', 'CALENDAR'])

export interface PageRule {
  kind: 'book' | 'calendar'
  min: number
  max: number
  /** Pages are added and removed this many at a time. */
  step: number
}

/** Never more than this, whatever the catalogue says: it bounds the document and the print job. */
export const MAX_PAGES = 200

export function isMultiPageKind(kind: string): boolean {
  return MULTI_PAGE_KINDS.has(kind)
}

/** The page rule of a variant, or null for a single-surface article (or an unreadable `pages` value). */
export function pageRuleFor(
  kind: string,
  variantOptions: Readonly<Record<string, string>>,
  articleAttributes: Readonly<Record<string, string>> = {},
): PageRule | null {
  if (!isMultiPageKind(kind)) return null
  const raw = variantOptions['pages'] ?? articleAttributes['pages']
  const m = raw === undefined ? null : /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*$/.exec(raw)
  if (!m) return null
  const min = Number(m[1])
  const max = m[2] === undefined ? min : Number(m[2])
  if (min < 1 || max < min || max > MAX_PAGES) return null
  return kind === 'PHOTO_BOOK' ? { kind: 'book', min, max, step: 2 } : { kind: 'calendar', min, max, step: 1 }
}

/** The pages held in the document's `pages` array (calendars count their title sheet, which is the cover). */
export function innerPagesAllowed(rule: PageRule, innerPages: number): boolean {
  const counted = rule.kind === 'calendar' ? innerPages + 1 : innerPages
  return counted >= rule.min && counted <= rule.max && (counted - rule.min) % rule.step === 0
}

/** The inner page count of a new document: the smallest the variant allows. */
export function initialInnerPages(rule: PageRule): number {
  return rule.kind === 'calendar' ? rule.min - 1 : rule.min
}
