import { instantOfLocal } from '../tenancy/local-time.js'
import type { LiveOffer } from './offers.js'
import type { OfferRule, OfferScope, OfferTexts } from './offer-types.js'

/** An offer revision as stored (db/schema/promotions.ts). */
export interface OfferRevision {
  id: number
  key: string
  texts: OfferTexts
  rule: OfferRule
  scope: OfferScope
  sites: string[]
  startsAt: string
  endsAt: string
  landingKey: string | null
  publishedAt: number
  supersededAt: number | null
}

export interface SiteClock {
  siteCode: string
  timeZone: string
}

/**
 * When a revision applied on a site: its period read in the site's time zone, cut to the time it was published (a
 * publish never reaches back) and to the time a later publish superseded it. Null when it never runs on the site.
 */
export function revisionWindow(o: OfferRevision, site: SiteClock): { fromMs: number; toMs: number } | null {
  if (o.sites.length > 0 && !o.sites.includes(site.siteCode)) return null
  const starts = instantOfLocal(o.startsAt, site.timeZone)
  const ends = instantOfLocal(o.endsAt, site.timeZone)
  if (starts === null || ends === null) return null
  const fromMs = Math.max(starts, o.publishedAt)
  const toMs = Math.min(ends, o.supersededAt ?? Number.POSITIVE_INFINITY)
  return toMs > fromMs ? { fromMs, toMs } : null
}

export function isLive(o: OfferRevision, site: SiteClock, now: number): boolean {
  const w = revisionWindow(o, site)
  return w !== null && w.fromMs <= now && now < w.toMs
}

/** The title in the shopper's language, else English, else any: a reduction line always has a name. */
export function offerTitle(texts: OfferTexts, language: string): string {
  return offerText(texts, language)?.title ?? ''
}

/** An offer's title and description in the shopper's language, else English, else any language it has. */
export function offerText(texts: OfferTexts, language: string): OfferTexts[string] | undefined {
  return texts[language] ?? texts.en ?? Object.values(texts)[0]
}

/** The revisions live on the site at `now`, as the cart's rules take them. */
export function liveOffers(
  revisions: readonly OfferRevision[],
  site: SiteClock,
  language: string,
  now: number,
): LiveOffer[] {
  return revisions
    .filter((o) => isLive(o, site, now))
    .map((o) => ({ id: o.id, key: o.key, title: offerTitle(o.texts, language), rule: o.rule, scope: o.scope }))
}
