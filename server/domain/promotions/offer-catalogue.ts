import { priceLadder, type PriceRow } from '../catalog/variant-price.js'
import { inScope } from './offers.js'
import { offerPriceProblems, type OfferDef } from './offer-schema.js'

/**
 * What an offer may name, checked against the catalogue when it is saved and again when it is published (a draft
 * edited before a catalogue change must not publish a negative line). Pure: the service hands over the catalogue.
 */

export interface OfferCatalogue {
  /** Every article, with the tag keys of its designs. */
  articles: { code: string; kind: string; tags: string[] }[]
  tagKeys: string[]
  /** The variants the brand sells, where (site codes, '*' for all) and their price rows (every brand's and its own). */
  variants: { sku: string; articleCode: string; sites: string[]; prices: PriceRow[] }[]
  landingKeys: string[]
}

export interface OfferBrand {
  slug: string
  sites: { code: string; currency: string }[]
}

/** A problem at a path inside the offer (`['scope', 'variants']`, `['rule', 'amounts', 'EUR']`). */
export interface OfferIssue {
  path: string[]
  message: string
}

/**
 * The lowest regular unit price of one copy in the offer's scope, per currency, over the sites it runs on (every step
 * of a price ladder counts: a quantity tier is still one copy's price).
 */
export function cheapestInScope(offer: OfferDef, brand: OfferBrand, cat: OfferCatalogue): Map<string, number> {
  const articles = new Map(cat.articles.map((a) => [a.code, a]))
  const sites = brand.sites.filter((s) => offer.sites.length === 0 || offer.sites.includes(s.code))
  const cheapest = new Map<string, number>()
  for (const v of cat.variants) {
    const article = articles.get(v.articleCode)
    if (!article) continue
    const copy = { articleCode: v.articleCode, articleKind: article.kind, sku: v.sku, tags: article.tags }
    if (!inScope(offer.scope, copy)) continue
    for (const site of sites) {
      if (!v.sites.includes('*') && !v.sites.includes(site.code)) continue
      const ladder = priceLadder(v.prices, { brandSlug: brand.slug, siteCode: site.code, currency: site.currency })
      if (!ladder) continue
      const lowest = Math.min(...ladder.steps.map((s) => s.amountMinor))
      cheapest.set(site.currency, Math.min(cheapest.get(site.currency) ?? Number.POSITIVE_INFINITY, lowest))
    }
  }
  return cheapest
}

/** Minor units as the console's amount fields show them (every shop currency has 2 decimals). */
const major = (minor: number) => (minor / 100).toFixed(2)

const unknown = (listed: readonly string[], known: ReadonlySet<string>) => listed.filter((x) => !known.has(x))

/**
 * Everything about an offer that needs the brand and the catalogue: sites of the brand, scope entries that exist,
 * a landing page that exists, and no amount off larger than the cheapest copy it applies to (a negative line).
 */
export function offerCatalogueIssues(offer: OfferDef, brand: OfferBrand, cat: OfferCatalogue): OfferIssue[] {
  const issues: OfferIssue[] = []
  const siteCodes = new Set(brand.sites.map((s) => s.code))
  const foreign = unknown(offer.sites, siteCodes)
  if (foreign.length) issues.push({ path: ['sites'], message: `not a site of the brand: ${foreign.join(', ')}` })
  if (offer.rule.kind === 'free_shipping') {
    const thresholds = unknown(Object.keys(offer.rule.fromMinor), siteCodes)
    if (thresholds.length)
      issues.push({ path: ['rule', 'fromMinor'], message: `not a site of the brand: ${thresholds.join(', ')}` })
  }
  const scope = offer.scope
  const lists: [keyof typeof scope, ReadonlySet<string>, string][] = [
    ['articles', new Set(cat.articles.map((a) => a.code)), 'unknown article code'],
    ['kinds', new Set(cat.articles.map((a) => a.kind)), 'no article of this kind in the catalogue'],
    ['tags', new Set(cat.tagKeys), 'unknown tag'],
    ['variants', new Set(cat.variants.map((v) => v.sku)), 'unknown variant sku'],
  ]
  for (const [list, known, message] of lists) {
    const missing = unknown(scope[list], known)
    if (missing.length) issues.push({ path: ['scope', list], message: `${message}: ${missing.join(', ')}` })
  }
  if (offer.landingKey !== null && !cat.landingKeys.includes(offer.landingKey))
    issues.push({ path: ['landingKey'], message: `unknown landing page: ${offer.landingKey}` })
  if (offer.rule.kind === 'amount') {
    const cheapest = cheapestInScope(offer, brand, cat)
    for (const [currency, amount] of Object.entries(offer.rule.amounts)) {
      if (
        amount === undefined ||
        !offerPriceProblems({ kind: 'amount', amounts: { [currency]: amount } }, cheapest).length
      )
        continue
      issues.push({
        path: ['rule', 'amounts', currency],
        message: `${major(amount)} ${currency} off is more than the cheapest copy in scope (${major(cheapest.get(currency)!)} ${currency}): a line would go negative`,
      })
    }
  }
  return issues
}
