import { percentOfMinor, shownReductionMinor } from '../money/price-display.js'
import type { OfferRule, OfferScope } from './offer-types.js'

/**
 * Automatic offers applied to a cart (decision 041). Pure: the cart service hands over the priced lines and the offers
 * live on the site now; the result is one reduction per offer that applies, each naming its lines.
 *
 * Offers do not stack on a copy. The offer that saves the most takes its lines first, the next best is worked out on
 * the lines left, and so on: the shopper gets the best combination a greedy pass finds, and every reduction stays
 * explainable line by line. Every reduction is computed per copy and rounded half-up once to the brand's unit (a cent,
 * or a whole unit on a whole-unit brand; decision 042), so a reduced unit price shown on a product page is the one the
 * cart charges.
 */

export interface OfferLine {
  lineId: string
  articleCode: string
  articleKind: string
  sku: string
  /** Tags of the line's design (none for a plain product). */
  tags: readonly string[]
  unitPriceMinor: number
  quantity: number
}

export interface LiveOffer {
  id: number
  key: string
  title: string
  rule: OfferRule
  scope: OfferScope
}

export interface OfferReduction {
  offerId: number
  key: string
  title: string
  amountMinor: number
  /** The lines the offer took (counted or reduced): no other offer applies to them. */
  lineIds: string[]
}

export interface FreeShippingOffer {
  offerId: number
  key: string
  title: string
  fromMinor: number
}

export interface OffersResult {
  reductions: OfferReduction[]
  /** Reduction per line id (sum over the line's copies). */
  perLine: Map<string, number>
  /** The free-shipping offer with the lowest threshold on this site, if any. */
  freeShipping: FreeShippingOffer | null
}

export interface OfferContext {
  currency: string
  siteCode: string
  allowDecimals: boolean
}

export function inScope(scope: OfferScope, line: Pick<OfferLine, 'articleCode' | 'articleKind' | 'sku' | 'tags'>) {
  if (!scope.articles.length && !scope.variants.length && !scope.kinds.length && !scope.tags.length) return true
  return (
    scope.articles.includes(line.articleCode) ||
    scope.variants.includes(line.sku) ||
    (scope.kinds as readonly string[]).includes(line.articleKind) ||
    line.tags.some((t) => scope.tags.includes(t))
  )
}

/** Percent of a unit price, rounded half-up once to the brand's unit (decision 042). */
const percentOff = percentOfMinor

/** A fixed amount off one copy, in the brand's unit (half-up, decision 042), never more than the copy costs. */
function amountOff(unitMinor: number, amountMinor: number, allowDecimals: boolean): number {
  return Math.min(shownReductionMinor(amountMinor, allowDecimals), unitMinor)
}

/**
 * What a rule takes off one copy bought alone (the price a product page shows), or 0: the rules that depend on the
 * cart (every n-th copy, tiers above one copy, free shipping) reduce no single price.
 */
export function singleCopyReduction(rule: OfferRule, unitMinor: number, ctx: OfferContext): number {
  switch (rule.kind) {
    case 'percent':
      return percentOff(unitMinor, rule.percent, ctx.allowDecimals)
    case 'amount':
      return amountOff(unitMinor, rule.amounts[ctx.currency] ?? 0, ctx.allowDecimals)
    case 'tiers': {
      const first = tierFor(rule.tiers, 1)
      return first ? percentOff(unitMinor, first.percent, ctx.allowDecimals) : 0
    }
    default:
      return 0
  }
}

/** The best single-copy reduction of one copy among `offers` (already those in scope of it), or null. */
export function bestSingleCopyOffer<O extends Pick<LiveOffer, 'id' | 'rule'>>(
  offers: readonly O[],
  unitMinor: number,
  ctx: OfferContext,
): { offer: O; reductionMinor: number } | null {
  let best: { offer: O; reductionMinor: number } | null = null
  for (const offer of offers) {
    const reductionMinor = singleCopyReduction(offer.rule, unitMinor, ctx)
    if (reductionMinor > 0 && (!best || reductionMinor > best.reductionMinor)) best = { offer, reductionMinor }
  }
  return best
}

function tierFor(tiers: readonly { minQuantity: number; percent: number }[], copies: number) {
  let reached: { minQuantity: number; percent: number } | undefined
  for (const t of tiers) if (copies >= t.minQuantity && (!reached || t.minQuantity > reached.minQuantity)) reached = t
  return reached
}

/** One offer alone on `lines` (those in its scope): the reduction per line, and the lines it took. */
function offerOnLines(offer: LiveOffer, lines: readonly OfferLine[], ctx: OfferContext) {
  const scoped = lines.filter((l) => inScope(offer.scope, l))
  const perLine = new Map<string, number>()
  const rule = offer.rule
  switch (rule.kind) {
    case 'percent':
    case 'amount':
      for (const l of scoped) perLine.set(l.lineId, singleCopyReduction(rule, l.unitPriceMinor, ctx) * l.quantity)
      break
    case 'tiers': {
      const tier = tierFor(
        rule.tiers,
        scoped.reduce((n, l) => n + l.quantity, 0),
      )
      if (tier)
        for (const l of scoped)
          perLine.set(l.lineId, percentOff(l.unitPriceMinor, tier.percent, ctx.allowDecimals) * l.quantity)
      break
    }
    case 'nth': {
      const copies = scoped.reduce((n, l) => n + l.quantity, 0)
      let reduced = Math.floor(copies / rule.n)
      // The cheapest copies are the reduced ones, the common reading of "the second one at half price".
      for (const l of [...scoped].sort(
        (a, b) => a.unitPriceMinor - b.unitPriceMinor || (a.lineId < b.lineId ? -1 : 1),
      )) {
        const here = Math.min(reduced, l.quantity)
        reduced -= here
        perLine.set(l.lineId, here * percentOff(l.unitPriceMinor, rule.percent, ctx.allowDecimals))
      }
      break
    }
    case 'free_shipping':
      return { total: 0, perLine, taken: [] as string[] }
  }
  const total = [...perLine.values()].reduce((s, a) => s + a, 0)
  return { total, perLine, taken: scoped.map((l) => l.lineId) }
}

export function applyOffers(
  lines: readonly OfferLine[],
  offers: readonly LiveOffer[],
  ctx: OfferContext,
): OffersResult {
  const reductions: OfferReduction[] = []
  const perLine = new Map<string, number>()
  let pool = [...lines]
  let candidates = offers.filter((o) => o.rule.kind !== 'free_shipping')
  for (;;) {
    let best: { offer: LiveOffer; outcome: ReturnType<typeof offerOnLines> } | null = null
    for (const offer of candidates) {
      const outcome = offerOnLines(offer, pool, ctx)
      if (outcome.total > 0 && (!best || outcome.total > best.outcome.total)) best = { offer, outcome }
    }
    if (!best) break
    const { offer, outcome } = best
    for (const [lineId, amount] of outcome.perLine) if (amount > 0) perLine.set(lineId, amount)
    reductions.push({
      offerId: offer.id,
      key: offer.key,
      title: offer.title,
      amountMinor: outcome.total,
      lineIds: outcome.taken,
    })
    pool = pool.filter((l) => !outcome.taken.includes(l.lineId))
    candidates = candidates.filter((o) => o !== offer)
  }
  let freeShipping: FreeShippingOffer | null = null
  for (const o of offers) {
    if (o.rule.kind !== 'free_shipping') continue
    const fromMinor = o.rule.fromMinor[ctx.siteCode]
    if (fromMinor !== undefined && (!freeShipping || fromMinor < freeShipping.fromMinor))
      freeShipping = { offerId: o.id, key: o.key, title: o.title, fromMinor }
  }
  return { reductions, perLine, freeShipping }
}
