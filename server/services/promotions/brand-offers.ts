import type { Db } from '../../../db/client.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import * as oq from '../../../db/queries/offers.js'
import { bumpConfigVersion } from '../../../db/queries/price-history.js'
import { sameValue } from '../../domain/console/console-diff.js'
import { liveOffers, type OfferRevision, type SiteClock } from '../../domain/promotions/offer-period.js'
import type { OfferDef } from '../../domain/promotions/offer-schema.js'
import { offerCatalogueIssues, type OfferBrand } from '../../domain/promotions/offer-catalogue.js'
import type { LiveOffer } from '../../domain/promotions/offers.js'
import { keptRead } from '../catalog/catalog-read-cache.js'

/**
 * A brand's automatic offers as the shop reads them (decision 041): every revision, kept per registry generation (a
 * publish bumps it), or a previewed draft's offers. Which of them are live is decided at each read, by the clock.
 */
export async function siteOfferRevisions(db: Db, sf: Storefront): Promise<readonly OfferRevision[]> {
  if (sf.previewOffers) return draftRevisions(sf.previewOffers)
  return keptRead(db, sf.generation, `offer-revisions|${sf.brandSlug}`, () => oq.brandOfferRevisions(db, sf.brandSlug))
}

/** A draft's offers as revisions that would be published now: negative ids, never stored. */
export function draftRevisions(defs: readonly OfferDef[]): OfferRevision[] {
  return defs.map((d, i) => ({ ...d, id: -(i + 1), publishedAt: 0, supersededAt: null }))
}

export const siteClock = (sf: Storefront): SiteClock => ({ siteCode: sf.siteCode, timeZone: sf.timeZone })

/** The offers live on the storefront's site at `now`, titled in its language. */
export async function liveOffersOf(db: Db, sf: Storefront, now: number): Promise<LiveOffer[]> {
  return liveOffers(await siteOfferRevisions(db, sf), siteClock(sf), sf.language, now)
}

const defOf = (r: OfferRevision): OfferDef => ({
  key: r.key,
  texts: r.texts,
  rule: r.rule,
  scope: r.scope,
  sites: r.sites,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  landingKey: r.landingKey,
})

/** The brand's current offers as the console edits them. */
export async function publishedOfferDefs(db: Db, brandSlug: string): Promise<OfferDef[]> {
  return (await oq.currentBrandOffers(db, brandSlug)).map(defOf)
}

/**
 * Makes `defs` the brand's current offers at `now`: an unchanged offer keeps its revision, a changed one is superseded
 * by a new revision, a removed one is superseded. Call inside the publish's transaction. Returns the keys it touched.
 */
export async function publishOffers(db: Db, brandSlug: string, defs: readonly OfferDef[], now: number) {
  const current = await oq.currentBrandOffers(db, brandSlug)
  const touched: string[] = []
  for (const rev of current) {
    const next = defs.find((d) => d.key === rev.key)
    if (next && sameValue(defOf(rev), next)) continue
    await oq.supersedeOfferRevision(db, brandSlug, rev.id, now)
    touched.push(rev.key)
  }
  for (const def of defs) {
    const rev = current.find((r) => r.key === def.key)
    if (rev && sameValue(defOf(rev), def)) continue
    await oq.insertOfferRevision(db, { ...def, brandSlug, publishedAt: now })
    if (!touched.includes(def.key)) touched.push(def.key)
  }
  // Offers are kept per registry generation on every instance: a publish that changed them moves the config counter.
  if (touched.length) await bumpConfigVersion(db)
  return touched
}

/**
 * What the catalogue says about a brand's offers (unknown scope entries, sites, landing pages, an amount off larger
 * than a copy it applies to), each issue at its path inside the offer named by key. Read inside the caller's
 * transaction, so a publish checks the catalogue it commits against.
 */
export async function offerIssues(db: Db, brand: OfferBrand, defs: readonly OfferDef[]) {
  if (!defs.length) return []
  const catalogue = await oq.offerCatalogue(db, brand.slug)
  return defs.flatMap((d) => offerCatalogueIssues(d, brand, catalogue).map((i) => ({ key: d.key, ...i })))
}
