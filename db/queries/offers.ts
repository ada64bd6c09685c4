import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { OfferRevision } from '../../server/domain/promotions/offer-period.js'
import type { OfferCatalogue } from '../../server/domain/promotions/offer-catalogue.js'

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

/**
 * What a brand's offers may name (console checks, decision 041): articles with the tags of their designs, every tag
 * and landing key, and the variants the brand sells with where and their price rows (every brand's and the brand's
 * own; the domain picks the ladder per site as the shop does).
 */
export async function offerCatalogue(db: Db, brandSlug: string): Promise<OfferCatalogue> {
  const t = tablesOf(db)
  const [articles, articleTags, tags, landings, sold, prices] = [
    await db.select({ id: t.articles.id, code: t.articles.code, kind: t.articles.kind }).from(t.articles),
    await db
      .selectDistinct({ articleId: t.designs.articleId, key: t.tags.key })
      .from(t.designs)
      .innerJoin(t.designTags, eq(t.designTags.designId, t.designs.id))
      .innerJoin(t.tags, eq(t.tags.id, t.designTags.tagId)),
    await db.select({ key: t.tags.key }).from(t.tags),
    await db.select({ key: t.landings.key }).from(t.landings),
    await db
      .select({
        id: t.articleVariants.id,
        sku: t.articleVariants.sku,
        articleId: t.articleVariants.articleId,
        siteCode: t.variantAvailability.siteCode,
      })
      .from(t.articleVariants)
      .innerJoin(t.variantAvailability, eq(t.variantAvailability.variantId, t.articleVariants.id))
      .where(eq(t.variantAvailability.brandSlug, brandSlug)),
    await db
      .select({
        variantId: t.variantPrices.variantId,
        brandSlug: t.variantPrices.brandSlug,
        siteCode: t.variantPrices.siteCode,
        currency: t.variantPrices.currency,
        minQuantity: t.variantPrices.minQuantity,
        amountMinor: t.variantPrices.amountMinor,
      })
      .from(t.variantPrices)
      .where(inArray(t.variantPrices.brandSlug, ['*', brandSlug])),
  ]
  const codeOf = new Map(articles.map((a) => [a.id, a.code]))
  const tagsOf = new Map<number, string[]>()
  for (const r of articleTags) tagsOf.set(r.articleId, [...(tagsOf.get(r.articleId) ?? []), r.key])
  const pricesOf = new Map<number, OfferCatalogue['variants'][number]['prices']>()
  for (const { variantId, ...p } of prices)
    pricesOf.set(variantId, [
      ...(pricesOf.get(variantId) ?? []),
      { ...p, minQuantity: Number(p.minQuantity), amountMinor: Number(p.amountMinor) },
    ])
  const variants = new Map<number, OfferCatalogue['variants'][number]>()
  for (const v of sold) {
    const known = variants.get(v.id)
    if (known) known.sites.push(v.siteCode)
    else
      variants.set(v.id, {
        sku: v.sku,
        articleCode: codeOf.get(v.articleId) ?? '',
        sites: [v.siteCode],
        prices: pricesOf.get(v.id) ?? [],
      })
  }
  return {
    articles: articles.map((a) => ({ code: a.code, kind: a.kind, tags: tagsOf.get(a.id) ?? [] })),
    tagKeys: tags.map((x) => x.key),
    variants: [...variants.values()],
    landingKeys: landings.map((l) => l.key),
  }
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
