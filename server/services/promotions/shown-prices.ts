import type { Db } from '../../../db/client.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import { historySite, sitePriceHistory } from '../../../db/queries/price-history.js'
import { isLive, offerTitle, revisionWindow, type OfferRevision } from '../../domain/promotions/offer-period.js'
import { bestSingleCopyOffer, inScope, type OfferContext } from '../../domain/promotions/offers.js'
import { offerSpans, priorPrice, type PricePoint } from '../../domain/promotions/prior-price.js'
import { keptRead } from '../catalog/catalog-read-cache.js'
import { siteClock, siteOfferRevisions } from './brand-offers.js'

/**
 * The price of one copy as the shop shows it wherever it shows a price (design page, lists, offers page, cart): the
 * regular price, the reduced one when an automatic offer takes something off one copy now, and then the lowest price
 * of the 30 days before that reduction (decision 041; server/domain/promotions/prior-price.ts).
 */

/** One variant as the price is asked for: what an offer's scope looks at, and its regular unit price (shown unit). */
export interface PricedItem {
  variantId: number
  sku: string
  articleCode: string
  articleKind: string
  /** Tag keys of the design (none for a plain product). */
  tags: readonly string[]
  regularMinor: number
}

export interface ShownPrice {
  regularMinor: number
  /** The price of one copy after the best automatic offer live now; null when none reduces it. */
  reducedMinor: number | null
  /** The lowest price of the 30 days before the reduction started; null without a reduction or without history. */
  priorMinor: number | null
  /** The offer's title in the page language, with the reduction. */
  offerTitle: string | null
  /** The revision id of that offer. */
  offerId: number | null
}

const NO_REDUCTION = (regularMinor: number): ShownPrice => ({
  regularMinor,
  reducedMinor: null,
  priorMinor: null,
  offerTitle: null,
  offerId: null,
})

/**
 * The site's price history per variant, kept per registry generation: it only changes with writes that move the
 * generation (catalogue writes, whose triggers bump the config counter, and a recording that inserted rows, which
 * bumps it itself; server/services/catalog/price-history.ts).
 */
function historyOf(db: Db, sf: Storefront): Promise<Readonly<Record<number, readonly PricePoint[]>>> {
  const site = historySite(sf.brandSlug, sf.siteCode)
  return keptRead(db, sf.generation, `price-history|${site}|${sf.currency}`, async () => {
    const byVariant: Record<number, PricePoint[]> = {}
    for (const r of await sitePriceHistory(db, site, sf.currency))
      (byVariant[r.variantId] ??= []).push({ fromMs: r.fromMs, amountMinor: r.amountMinor })
    return byVariant
  })
}

/**
 * The shown prices of `items` on the storefront at `now`, in the same order. Offers never stack on a copy: the one
 * that takes the most off one copy is the reduction shown (the cart's rule, server/domain/promotions/offers.ts).
 */
export async function shownPricesOf(
  db: Db,
  sf: Storefront,
  now: number,
  items: readonly PricedItem[],
): Promise<ShownPrice[]> {
  const revisions = await siteOfferRevisions(db, sf)
  const site = siteClock(sf)
  const live = revisions.filter((o) => isLive(o, site, now))
  if (live.length === 0) return items.map((i) => NO_REDUCTION(i.regularMinor))
  const ctx: OfferContext = { currency: sf.currency, siteCode: sf.siteCode, allowDecimals: sf.allowDecimals }
  const history = await historyOf(db, sf)
  return items.map((item) => {
    const best = bestSingleCopyOffer(
      live.filter((o) => inScope(o.scope, item)),
      item.regularMinor,
      ctx,
    )
    if (!best) return NO_REDUCTION(item.regularMinor)
    const prior = priorPrice({
      history: history[item.variantId] ?? [],
      spans: offerSpans(revisions, site, item),
      regularNowMinor: item.regularMinor,
      ctx,
      now,
    })
    return {
      regularMinor: item.regularMinor,
      reducedMinor: item.regularMinor - best.reductionMinor,
      priorMinor: prior?.priorMinor ?? null,
      offerTitle: offerTitle(best.offer.texts, sf.language),
      offerId: best.offer.id,
    }
  })
}

/**
 * A number that changes whenever one of the storefront's offer windows starts or ends: how many window boundaries
 * are at or before `now`. A page that shows prices keys its cache with it, so no page is served across a boundary.
 */
export async function offerEpoch(db: Db, sf: Storefront, now: number): Promise<number> {
  const boundaries = boundariesOf(await siteOfferRevisions(db, sf), sf)
  let n = 0
  while (n < boundaries.length && boundaries[n]! <= now) n++
  return n
}

/**
 * The sorted window boundaries of a site, worked out once per kept revisions list (time zone arithmetic costs more
 * than the page cache's own lookup, and this runs on every cached page view).
 */
const boundaryMemo = new WeakMap<readonly OfferRevision[], Map<string, number[]>>()
function boundariesOf(revisions: readonly OfferRevision[], sf: Storefront): number[] {
  const site = siteClock(sf)
  const key = `${site.siteCode}|${site.timeZone}`
  let bySite = boundaryMemo.get(revisions)
  if (!bySite) boundaryMemo.set(revisions, (bySite = new Map()))
  let found = bySite.get(key)
  if (!found) {
    found = []
    for (const o of revisions) {
      const w = revisionWindow(o, site)
      if (w) found.push(w.fromMs, w.toMs)
    }
    found.sort((a, b) => a - b)
    bySite.set(key, found)
  }
  return found
}
