import type { ArticleKind } from '../vocabulary/shop-enums.js'

/**
 * The shapes of an automatic offer (decision 041), shared by the database columns, the console's schema and the rules.
 * Money is integer minor units.
 */

/** Title and description per language (the shop's 12); the title names the reduction on the cart, order and mail. */
export type OfferTexts = Record<string, { title: string; description: string }>

export type OfferRule =
  /** Percent off every copy in scope. */
  | { kind: 'percent'; percent: number }
  /** A fixed amount off every copy in scope, per currency (a currency left out: the offer does nothing there). */
  | { kind: 'amount'; amounts: Record<string, number> }
  /** Every n-th copy in scope at `percent` off; the cheapest copies are the ones reduced. */
  | { kind: 'nth'; n: number; percent: number }
  /** Percent off every copy in scope once the cart holds `minQuantity` copies in scope; the highest tier reached. */
  | { kind: 'tiers'; tiers: { minQuantity: number; percent: number }[] }
  /** No shipping charge once the goods (after reductions) reach the site's threshold; site code -> minor units. */
  | { kind: 'free_shipping'; fromMinor: Record<string, number> }

export type OfferRuleKind = OfferRule['kind']

/**
 * What an offer applies to. Every list empty: the whole range. Otherwise a copy is in scope when it matches any list:
 * its article's code, its variant's sku, its article's kind (the category) or a tag of its design.
 */
export interface OfferScope {
  articles: string[]
  variants: string[]
  kinds: ArticleKind[]
  tags: string[]
}
