import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { OfferRevision } from '../../server/domain/promotions/offer-period.js'

/** Every revision of a brand's offers, the superseded ones too (the 30-day prior price reads them), oldest first. */
export async function brandOfferRevisions(db: Db, brandSlug: string): Promise<OfferRevision[]> {
  const t = tablesOf(db)
  return await db
    .select({
      id: t.brandOffers.id,
      key: t.brandOffers.key,
      texts: t.brandOffers.texts,
      rule: t.brandOffers.rule,
      scope: t.brandOffers.scope,
      sites: t.brandOffers.sites,
      startsAt: t.brandOffers.startsAt,
      endsAt: t.brandOffers.endsAt,
      landingKey: t.brandOffers.landingKey,
      publishedAt: t.brandOffers.publishedAt,
      supersededAt: t.brandOffers.supersededAt,
    })
    .from(t.brandOffers)
    .where(eq(t.brandOffers.brandSlug, brandSlug))
    .orderBy(asc(t.brandOffers.id))
}

/** The brand's current revisions (what a console publish compares its draft with). */
export async function currentBrandOffers(db: Db, brandSlug: string): Promise<OfferRevision[]> {
  return (await brandOfferRevisions(db, brandSlug)).filter((o) => o.supersededAt === null)
}

export type NewOfferRevision = Omit<OfferRevision, 'id' | 'supersededAt'> & { brandSlug: string }

export async function insertOfferRevision(db: Db, row: NewOfferRevision): Promise<void> {
  const t = tablesOf(db)
  await db.insert(t.brandOffers).values({ ...row, supersededAt: null })
}

/** Ends a revision's life at `at` (a later publish changed or removed it); an already superseded one stays as it was. */
export async function supersedeOfferRevision(db: Db, brandSlug: string, id: number, at: number): Promise<void> {
  const t = tablesOf(db)
  await db
    .update(t.brandOffers)
    .set({ supersededAt: at })
    .where(and(eq(t.brandOffers.brandSlug, brandSlug), eq(t.brandOffers.id, id), isNull(t.brandOffers.supersededAt)))
}

/** The tag keys of each of `designIds` (what an offer scoped to tags looks at), by design id. */
export async function designTagKeys(db: Db, designIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>()
  if (designIds.length === 0) return out
  const t = tablesOf(db)
  const rows = await db
    .select({ designId: t.designTags.designId, key: t.tags.key })
    .from(t.designTags)
    .innerJoin(t.tags, eq(t.tags.id, t.designTags.tagId))
    .where(inArray(t.designTags.designId, [...designIds]))
  for (const r of rows) out.set(Number(r.designId), [...(out.get(Number(r.designId)) ?? []), r.key])
  return out
}
