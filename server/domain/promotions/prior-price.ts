import { revisionWindow, type OfferRevision, type SiteClock } from './offer-period.js'
import { inScope, singleCopyReduction, type OfferContext, type OfferLine } from './offers.js'
import type { OfferRule } from './offer-types.js'

/**
 * The prior price shown beside a reduced price (Directive 98/6/EC art. 6a, as amended by Directive 2019/2161; decision
 * 041): the lowest price the shop applied to the product during the 30 days before the reduction started.
 *
 * Only the automatic offers that reduce the price of one copy bought alone are price reductions of the product
 * (percent or amount off, quantity tiers whose first tier is one copy). Promotion codes and the rules that depend on
 * the cart (every n-th copy, tiers above one copy, free shipping) are not: the Commission's guidance on art. 6a
 * (2021/C 526/02, section 2.2) leaves conditional and personalised reductions out, so they get no prior price.
 *
 * Pure: the regular price history of the variant on the site and the windows of its offers come in, with the clock.
 */

export const PRIOR_PRICE_DAYS = 30
const DAY_MS = 86_400_000

/** The regular price of one copy from `fromMs` on (null: not sold from then), oldest first. */
export interface PricePoint {
  fromMs: number
  amountMinor: number | null
}

/** When an offer revision applied to the variant on the site, and its rule. */
export interface OfferSpan {
  fromMs: number
  toMs: number
  rule: OfferRule
}

/** The windows of the revisions that apply to `item` on the site (scope and sites), in any order. */
export function offerSpans(
  revisions: readonly OfferRevision[],
  site: SiteClock,
  item: Pick<OfferLine, 'articleCode' | 'articleKind' | 'sku' | 'tags'>,
): OfferSpan[] {
  const spans: OfferSpan[] = []
  for (const o of revisions) {
    if (!inScope(o.scope, item)) continue
    const w = revisionWindow(o, site)
    if (w) spans.push({ ...w, rule: o.rule })
  }
  return spans
}

/** The regular price at `at`: undefined before the history starts (unknown), null when not sold then. */
export function regularAt(history: readonly PricePoint[], at: number): number | null | undefined {
  let found: number | null | undefined
  for (const p of history) {
    if (p.fromMs > at) break
    found = p.amountMinor
  }
  return found
}

/**
 * When the reduction running at `now` started: the start of the continuous run of windows that reduce one copy (at
 * its regular price now) and that covers `now`. A reduction that grows during the sale (a new revision of the offer,
 * or a second offer that takes more off) keeps the first start (art. 6a(5)). Null when no such window covers `now`.
 */
export function reductionStart(
  spans: readonly OfferSpan[],
  regularNowMinor: number,
  ctx: OfferContext,
  now: number,
): number | null {
  const reducing = spans.filter((s) => singleCopyReduction(s.rule, regularNowMinor, ctx) > 0)
  const covering = reducing.filter((s) => s.fromMs <= now && now < s.toMs)
  if (covering.length === 0) return null
  let start = Math.min(...covering.map((s) => s.fromMs))
  for (;;) {
    // A window that ends where the run starts (or later) and starts before it extends the run backwards.
    const earlier = reducing.filter((s) => s.fromMs < start && s.toMs >= start)
    if (earlier.length === 0) return start
    start = Math.min(...earlier.map((s) => s.fromMs))
  }
}

/**
 * The lowest price applied during the 30 days before `startMs`: at each moment the regular price less the best
 * single-copy reduction live then (earlier sales count). The price is constant between breakpoints (a history row,
 * a window's start or end, the 30-day boundary), so each breakpoint is looked at. Moments before the history starts
 * or while the variant was not sold do not count; null when no moment does (nothing is shown, never a guess).
 */
export function lowestPriceBefore(
  history: readonly PricePoint[],
  spans: readonly OfferSpan[],
  ctx: OfferContext,
  startMs: number,
): number | null {
  const from = startMs - PRIOR_PRICE_DAYS * DAY_MS
  const inside = (t: number) => t > from && t < startMs
  const points = new Set<number>([from])
  for (const p of history) if (inside(p.fromMs)) points.add(p.fromMs)
  for (const s of spans) {
    if (inside(s.fromMs)) points.add(s.fromMs)
    if (inside(s.toMs)) points.add(s.toMs)
  }
  let lowest: number | null = null
  for (const t of points) {
    const regular = regularAt(history, t)
    if (regular === null || regular === undefined) continue
    let reduction = 0
    for (const s of spans)
      if (s.fromMs <= t && t < s.toMs) reduction = Math.max(reduction, singleCopyReduction(s.rule, regular, ctx))
    const applied = regular - reduction
    if (lowest === null || applied < lowest) lowest = applied
  }
  return lowest
}

/**
 * The prior price of a variant reduced at `now`: when its reduction started and the lowest price of the 30 days
 * before; null when no single-copy reduction runs now. `priorMinor` is null when nothing is known of that period.
 */
export function priorPrice(input: {
  history: readonly PricePoint[]
  spans: readonly OfferSpan[]
  regularNowMinor: number
  ctx: OfferContext
  now: number
}): { startMs: number; priorMinor: number | null } | null {
  const startMs = reductionStart(input.spans, input.regularNowMinor, input.ctx, input.now)
  if (startMs === null) return null
  return { startMs, priorMinor: lowestPriceBefore(input.history, input.spans, input.ctx, startMs) }
}
