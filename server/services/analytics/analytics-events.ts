import type { Db } from '../../../db/client.js'
import { insertAffiliateHit, insertPageEvent, type AffiliateHitRow } from '../../../db/queries/analytics.js'
import { pageEventRow, type PageEventBody } from '../../domain/analytics/page-event.js'

/** What the shop records about visits; whether it may (consent, crawlers) is decided before these are called. */

export type { AffiliateHitRow }

/** A page event from the browser, stored in its reduced form (see pageEventRow). */
export async function recordPageEvent(
  db: Db,
  body: PageEventBody,
  ctx: { brandSlug: string; siteCode: string; ip: string | undefined; now: number },
): Promise<void> {
  await insertPageEvent(db, pageEventRow(body, ctx))
}

/** The first visit through a partner's link (afcust), for the partner's statistics. */
export async function recordAffiliateHit(db: Db, hit: AffiliateHitRow): Promise<void> {
  await insertAffiliateHit(db, hit)
}
