import type { Db } from '../../../db/client.js'
import * as oq from '../../../db/queries/offers.js'
import { sharedLandings } from '../../../db/queries/console-content.js'
import { revisionWindow, type OfferRevision } from '../../domain/promotions/offer-period.js'
import type { OfferDef } from '../../domain/promotions/offer-schema.js'
import { localOfInstant } from '../../domain/tenancy/local-time.js'
import { ARTICLE_KINDS } from '../../domain/vocabulary/shop-enums.js'
import { siteTimeZone } from '../../domain/tenancy/time-zones.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { draftRevisions } from '../promotions/brand-offers.js'

/**
 * The console's Offers section (decision 041): what its list and form show. The offers themselves are part of the
 * brand document (drafts, preview, publish); here are their states per site, the superseded revisions and the
 * catalogue the form offers to choose from.
 */

export type OfferState = 'scheduled' | 'live' | 'ended' | 'never'

/** Where an offer stands on one site: its window in the site's local time, or 'never' (not on that site). */
export interface SiteWindow {
  siteCode: string
  timeZone: string
  state: OfferState
  /** 'YYYY-MM-DDTHH:mm' local to the site; null when it never runs there. */
  from: string | null
  to: string | null
}

export interface SiteRef {
  code: string
  country: string
}

export const sitesOf = (tenant: TenantFile): SiteRef[] =>
  tenant.sites.map((s) => ({ code: s.code, country: s.country }))

function windows(rev: OfferRevision, sites: readonly SiteRef[], now: number): SiteWindow[] {
  return sites.map((s) => {
    const timeZone = siteTimeZone(s.country)
    const w = revisionWindow(rev, { siteCode: s.code, timeZone })
    if (!w) return { siteCode: s.code, timeZone, state: 'never', from: null, to: null }
    const state: OfferState = now < w.fromMs ? 'scheduled' : now < w.toMs ? 'live' : 'ended'
    return {
      siteCode: s.code,
      timeZone,
      state,
      from: localOfInstant(w.fromMs, timeZone),
      to: localOfInstant(w.toMs, timeZone),
    }
  })
}

/** The draft's offers with their state on each site by their period (a publish never reaches back before it). */
export function draftOfferStates(defs: readonly OfferDef[], sites: readonly SiteRef[], now: number) {
  const revisions = draftRevisions(defs)
  return defs.map((def, i) => ({ def, sites: windows(revisions[i]!, sites, now) }))
}

/** The brand's superseded revisions, newest first, with when each applied on each site. */
export async function offerHistory(db: Db, brandSlug: string, sites: readonly SiteRef[], now: number) {
  return (await oq.brandOfferRevisions(db, brandSlug))
    .filter((r) => r.supersededAt !== null)
    .reverse()
    .map((rev) => ({ rev, sites: windows(rev, sites, now) }))
}

export interface OfferFormCatalogue {
  articles: { code: string; kind: string }[]
  kinds: string[]
  tags: string[]
  landings: { key: string; title: string }[]
}

/** What the offer form lets a marketer choose from: the catalogue's articles, kinds, tags and landing pages. */
export async function offerFormCatalogue(db: Db, brandSlug: string, language: string): Promise<OfferFormCatalogue> {
  const cat = await oq.offerCatalogue(db, brandSlug)
  const titles = new Map((await sharedLandings(db, language)).map((l) => [l.key, l.title]))
  return {
    articles: cat.articles.map((a) => ({ code: a.code, kind: a.kind })).sort((a, b) => a.code.localeCompare(b.code)),
    kinds: ARTICLE_KINDS.filter((k) => cat.articles.some((a) => a.kind === k)),
    tags: [...cat.tagKeys].sort(),
    landings: cat.landingKeys.map((key) => ({ key, title: titles.get(key) ?? key })),
  }
}
