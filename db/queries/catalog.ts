import type { OfferDef } from '../../server/domain/promotions/offer-schema.js'
import type { ProductSafety } from '../../server/domain/catalog/product-safety.js'
import { tablesOf } from '../client.js'
import { and, asc, avg, count, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../client.js'
import type { BrandOverrides, PromotionDef } from '../../server/domain/tenancy/content-schema.js'
import * as t from '../schema/index.js'
import { shownMinor } from '../../server/domain/money/price-display.js'
import type { Sort } from '../../server/domain/catalog/catalog-query.js'
import { prepared } from './prepared.js'

/** Placeholders of the prepared catalog statements; every call passes the storefront's values. */
const P = {
  language: sql.placeholder('language'),
  brandSlug: sql.placeholder('brandSlug'),
  siteCode: sql.placeholder('siteCode'),
  currency: sql.placeholder('currency'),
}
const sfParams = (sf: Storefront) => ({
  language: sf.language,
  brandSlug: sf.brandSlug,
  siteCode: sf.siteCode,
  currency: sf.currency,
})
/** Stands in for a Storefront when a query is built with placeholders (drizzle takes them wherever a value goes). */
const sfPlaceholders = P as unknown as Storefront

/** Where a shopper is: what is sold and at which price depends on brand, site and currency. */
export interface Storefront {
  language: string
  brandSlug: string
  siteCode: string
  currency: string
  /**
   * The brand shows whole units only (brand.allowDecimals false): every price read here is then rounded up to a whole
   * unit, so pages, cart, checkout and order all compute in the unit the shopper sees (shownMinor, decision 024).
   */
  allowDecimals: boolean
  /** The brand's own texts over the shared catalog (applied by the page services, server/domain/tenancy/brand-content.ts). */
  overrides?: BrandOverrides
  /** The site's time zone: offers start and end in it (decision 041). */
  timeZone: string
  /** Only while a staff member previews a draft: its promotion codes instead of the stored ones. */
  previewPromotions?: readonly PromotionDef[]
  /** Only while a staff member previews a draft: its automatic offers instead of the published ones. */
  previewOffers?: readonly OfferDef[]
  /** Only while a staff member previews a draft: its product-safety information instead of the published one. */
  previewProductSafety?: ProductSafety
  /**
   * The tenant registry's generation this storefront was read under: the page services may keep catalog reads under
   * it (server/services/catalog/catalog-read-cache.ts, decision 034). Absent: every read goes to the database.
   */
  generation?: number
}

/**
 * The unit price (1 copy) of the variant `variantId` on this storefront: the most specific scope with a price in the
 * site currency (site, then brand, then every brand; server/domain/catalog/variant-price.ts), null when there is none.
 */
function variantUnitPrice(sf: Storefront, variantId: SQLWrapper) {
  return sql<
    number | null
  >`(select vp.amount_minor from ${t.variantPrices} vp where vp.variant_id = ${variantId} and vp.currency = ${sf.currency} and vp.min_quantity = 1 and ((vp.brand_slug = '*' and vp.site_code = '*') or (vp.brand_slug = ${sf.brandSlug} and vp.site_code in ('*', ${sf.siteCode}))) order by case when vp.site_code <> '*' then 2 when vp.brand_slug <> '*' then 1 else 0 end desc limit 1)`
}

/** Variants of the current article row sold on this site, as a FROM clause alias `av`. */
function soldVariants(sf: Storefront) {
  return sql`${t.articleVariants} av where av.article_id = ${t.articles.id} and exists (select 1 from ${t.variantAvailability} va where va.variant_id = av.id and va.brand_slug = ${sf.brandSlug} and va.site_code in ('*', ${sf.siteCode}))`
}

/** The lowest unit price of the article's variants sold and priced on this site ("from"); null: not sold there. */
function articleFromPrice(sf: Storefront) {
  return sql<number>`(select min(${variantUnitPrice(sf, sql`av.id`)}) from ${soldVariants(sf)})`
}

/** Whether the article's sold variants differ in price (a card then says "from"). */
function articleHasPriceRange(sf: Storefront) {
  return sql<number>`(select case when count(distinct ${variantUnitPrice(sf, sql`av.id`)}) > 1 then 1 else 0 end from ${soldVariants(sf)})`
}

/** Articles sold on this site: at least one variant available there with a price in the site currency. */
function availableArticle(sf: Storefront) {
  return sql`${articleFromPrice(sf)} is not null`
}

/** A row with its price in the unit the brand shows (see Storefront.allowDecimals) and its "from" flag as a boolean. */
function shown<T extends { priceMinor: number; priceFrom: number | boolean }>(
  sf: Storefront,
  row: T,
): Omit<T, 'priceFrom'> & { priceFrom: boolean } {
  // PostgreSQL returns aggregates of bigint as strings.
  return {
    ...row,
    priceMinor: shownMinor(Number(row.priceMinor), sf.allowDecimals),
    priceFrom: Number(row.priceFrom) === 1,
  }
}

export interface DesignCard {
  id: number
  name: string
  slug: string
  articleId: number
  articleName: string
  articleKind: string
  /** The lowest unit price of the article's variants on this site. */
  priceMinor: number
  /** Its variants differ in price: the card says "from". */
  priceFrom: boolean
  motif: string
  hue: number
}

const designCardColumns = (sf: Storefront) => ({
  id: t.designs.id,
  name: t.designTexts.name,
  slug: t.designTexts.slug,
  articleId: t.designs.articleId,
  articleName: t.articleTexts.name,
  articleKind: t.articles.kind,
  priceMinor: articleFromPrice(sf),
  priceFrom: articleHasPriceRange(sf),
  motif: t.designs.motif,
  hue: t.designs.hue,
})

// Column sets differ per caller (cards, detail, count); the joins are the same.
function designBase(db: Db, sf: Storefront, columns: Record<string, unknown>) {
  const t = tablesOf(db)
  return db
    .select(columns as ReturnType<typeof designCardColumns>)
    .from(t.designs)
    .innerJoin(t.designTexts, and(eq(t.designTexts.designId, t.designs.id), eq(t.designTexts.language, sf.language)))
    .innerJoin(t.articles, eq(t.articles.id, t.designs.articleId))
    .innerJoin(
      t.articleTexts,
      and(eq(t.articleTexts.articleId, t.articles.id), eq(t.articleTexts.language, sf.language)),
    )
}

export interface DesignFilter {
  tagId?: number
  articleId?: number
  category?: string | null
  ids?: number[]
}

function designWhere(sf: Storefront, f: DesignFilter) {
  const tagged = (cond: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${t.designTags} dt join ${t.tags} tg on tg.id = dt.tag_id where dt.design_id = ${t.designs.id} and ${cond})`
  return and(
    availableArticle(sf),
    f.tagId !== undefined ? tagged(sql`tg.id = ${f.tagId}`) : undefined,
    f.category ? tagged(sql`tg.category = ${f.category}`) : undefined,
    f.articleId !== undefined ? eq(t.designs.articleId, f.articleId) : undefined,
    f.ids ? inArray(t.designs.id, f.ids) : undefined,
  )
}

const ORDER: Record<Sort, ReturnType<typeof desc>[]> = {
  POPULARITY: [desc(t.designs.popularity), asc(t.designs.id)],
  DATE_LAST_MODIFICATION: [desc(t.designs.updatedAt), asc(t.designs.id)],
  DATE_CREATION: [desc(t.designs.createdAt), asc(t.designs.id)],
}

/** The filters that have prepared statements (every combination except a list of ids). */
function preparedFilter(f: DesignFilter) {
  return {
    tagId: f.tagId !== undefined ? (sql.placeholder('tagId') as unknown as number) : undefined,
    category: f.category ? (sql.placeholder('category') as unknown as string) : undefined,
    articleId: f.articleId !== undefined ? (sql.placeholder('articleId') as unknown as number) : undefined,
  }
}
const filterKey = (f: DesignFilter) =>
  `${f.tagId !== undefined ? 't' : ''}${f.category ? 'c' : ''}${f.articleId !== undefined ? 'a' : ''}`
const filterParams = (f: DesignFilter) => ({
  ...(f.tagId !== undefined ? { tagId: f.tagId } : {}),
  ...(f.category ? { category: f.category } : {}),
  ...(f.articleId !== undefined ? { articleId: f.articleId } : {}),
})

async function designCount(db: Db, sf: Storefront, f: DesignFilter): Promise<number> {
  if (f.ids) {
    const row = (await designBase(db, sf, { n: count() }).where(designWhere(sf, f)))[0] as unknown as
      { n: number } | undefined
    return row?.n ?? 0
  }
  const statement = prepared(db, `designs.count:${filterKey(f)}`, () =>
    designBase(db, sfPlaceholders, { n: count() })
      .where(designWhere(sfPlaceholders, preparedFilter(f)))
      .prepare(),
  )
  return (
    ((await statement.execute({ ...sfParams(sf), ...filterParams(f) }))[0] as unknown as { n: number } | undefined)
      ?.n ?? 0
  )
}

/** One page of design cards, without counting the whole list (home, related designs, sitemaps). */
export async function designCards(
  db: Db,
  sf: Storefront,
  f: DesignFilter,
  opts: { sort: Sort; limit: number; offset: number },
): Promise<DesignCard[]> {
  if (f.ids)
    return (
      await designBase(db, sf, designCardColumns(sf))
        .where(designWhere(sf, f))
        .orderBy(...ORDER[opts.sort])
        .limit(opts.limit)
        .offset(opts.offset)
    ).map((r) => shown(sf, r))
  const statement = prepared(db, `designs.cards:${filterKey(f)}:${opts.sort}`, () =>
    designBase(db, sfPlaceholders, designCardColumns(sfPlaceholders))
      .where(designWhere(sfPlaceholders, preparedFilter(f)))
      .orderBy(...ORDER[opts.sort])
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('offset') as unknown as number)
      .prepare(),
  )
  return (await statement.execute({ ...sfParams(sf), ...filterParams(f), limit: opts.limit, offset: opts.offset })).map(
    (r) => shown(sf, r),
  )
}

export async function listDesigns(
  db: Db,
  sf: Storefront,
  f: DesignFilter,
  opts: { sort: Sort; limit: number; offset: number },
): Promise<{ total: number; items: DesignCard[] }> {
  return { total: await designCount(db, sf, f), items: await designCards(db, sf, f, opts) }
}

/** When each design available on a site last changed (epoch ms), by id: the sitemap's lastmod. */
export async function designUpdateTimes(db: Db, sf: Storefront): Promise<Map<number, number>> {
  const t = tablesOf(db)
  const rows = (await designBase(db, sf, { id: t.designs.id, updatedAt: t.designs.updatedAt }).where(
    designWhere(sf, {}),
  )) as unknown as { id: number; updatedAt: number }[]
  return new Map(rows.map((r) => [r.id, r.updatedAt]))
}

export async function designCardsByIds(db: Db, sf: Storefront, ids: number[]): Promise<DesignCard[]> {
  if (!ids.length) return []
  const rows = (await designBase(db, sf, designCardColumns(sf)).where(designWhere(sf, { ids }))).map((r) =>
    shown(sf, r),
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is DesignCard => r !== undefined)
}

export async function getDesign(db: Db, sf: Storefront, id: number) {
  const t = tablesOf(db)
  const card = (
    await prepared(db, 'design.card', () =>
      designBase(db, sfPlaceholders, {
        ...designCardColumns(sfPlaceholders),
        description: t.designTexts.description,
        popularity: t.designs.popularity,
        createdAt: t.designs.createdAt,
        updatedAt: t.designs.updatedAt,
      })
        .where(and(eq(t.designs.id, sql.placeholder('id')), availableArticle(sfPlaceholders)))
        .prepare(),
    ).execute({ ...sfParams(sf), id })
  )[0] as (DesignCard & { description: string; popularity: number; createdAt: number; updatedAt: number }) | undefined
  if (!card) return undefined
  Object.assign(card, shown(sf, card as DesignCard & { priceFrom: number | boolean }))
  const slugs = await prepared(db, 'design.slugs', () =>
    db
      .select({ language: t.designTexts.language, slug: t.designTexts.slug })
      .from(t.designTexts)
      .where(eq(t.designTexts.designId, sql.placeholder('id')))
      .prepare(),
  ).execute({ id })
  const tagRows = await prepared(db, 'design.tags', () =>
    db
      .select({
        id: t.tags.id,
        key: t.tags.key,
        name: t.tagTexts.name,
        slug: t.tagTexts.slug,
        category: t.tags.category,
      })
      .from(t.designTags)
      .innerJoin(t.tags, eq(t.tags.id, t.designTags.tagId))
      .innerJoin(t.tagTexts, and(eq(t.tagTexts.tagId, t.tags.id), eq(t.tagTexts.language, P.language)))
      .where(eq(t.designTags.designId, sql.placeholder('id')))
      .orderBy(asc(t.tagTexts.name))
      .prepare(),
  ).execute({ language: sf.language, id })
  return { ...card, slugs, tags: tagRows }
}

export interface ArticleCard {
  id: number
  code: string
  kind: string
  name: string
  namePlural: string
  description: string
  slug: string
  /** The lowest unit price of its variants on this site. */
  priceMinor: number
  /** Its variants differ in price: shown as "from". */
  priceFrom: boolean
}

function articlesQuery(db: Db, sf: Storefront) {
  const t = tablesOf(db)
  return db
    .select({
      id: t.articles.id,
      code: t.articles.code,
      kind: t.articles.kind,
      name: t.articleTexts.name,
      namePlural: t.articleTexts.namePlural,
      description: t.articleTexts.description,
      slug: t.articleTexts.slug,
      priceMinor: articleFromPrice(sf),
      priceFrom: articleHasPriceRange(sf),
    })
    .from(t.articles)
    .innerJoin(
      t.articleTexts,
      and(eq(t.articleTexts.articleId, t.articles.id), eq(t.articleTexts.language, sf.language)),
    )
    .where(availableArticle(sf))
    .orderBy(desc(t.articles.popularity), asc(t.articles.id))
}

export async function listArticles(db: Db, sf: Storefront, ids?: number[]): Promise<ArticleCard[]> {
  const rows = await prepared(db, 'articles', () => articlesQuery(db, sfPlaceholders).prepare()).execute(sfParams(sf))
  // A site sells a dozen articles: the prepared list filtered here (same order) costs less than a query built for
  // these ids on every cart read (decision 033).
  const wanted = ids ? new Set(ids) : null
  return (wanted ? rows.filter((r) => wanted.has(r.id)) : rows).map((r) => shown(sf, r))
}

export async function articleSlugs(db: Db, articleId: number) {
  const t = tablesOf(db)
  return await prepared(db, 'article.slugs', () =>
    db
      .select({ language: t.articleTexts.language, slug: t.articleTexts.slug })
      .from(t.articleTexts)
      .where(eq(t.articleTexts.articleId, sql.placeholder('articleId')))
      .prepare(),
  ).execute({ articleId })
}

export async function getTagBySlug(db: Db, language: string, slug: string) {
  const t = tablesOf(db)
  return (
    await prepared(db, 'tag.bySlug', () =>
      db
        .select({
          id: t.tags.id,
          key: t.tags.key,
          category: t.tags.category,
          name: t.tagTexts.name,
          description: t.tagTexts.description,
          slug: t.tagTexts.slug,
        })
        .from(t.tagTexts)
        .innerJoin(t.tags, eq(t.tags.id, t.tagTexts.tagId))
        .where(and(eq(t.tagTexts.language, P.language), eq(t.tagTexts.slug, sql.placeholder('slug'))))
        .prepare(),
    ).execute({ language, slug })
  )[0]
}

export async function tagSlugs(db: Db, tagId: number) {
  const t = tablesOf(db)
  return await prepared(db, 'tag.slugs', () =>
    db
      .select({ language: t.tagTexts.language, slug: t.tagTexts.slug })
      .from(t.tagTexts)
      .where(eq(t.tagTexts.tagId, sql.placeholder('tagId')))
      .prepare(),
  ).execute({ tagId })
}

export async function listTags(db: Db, language: string) {
  const t = tablesOf(db)
  return await prepared(db, 'tags', () =>
    db
      .select({
        id: t.tags.id,
        key: t.tags.key,
        category: t.tags.category,
        name: t.tagTexts.name,
        slug: t.tagTexts.slug,
        popularity: t.tags.popularity,
      })
      .from(t.tags)
      .innerJoin(t.tagTexts, and(eq(t.tagTexts.tagId, t.tags.id), eq(t.tagTexts.language, P.language)))
      .orderBy(asc(t.tagTexts.name))
      .prepare(),
  ).execute({ language })
}

export async function getLandingBySlug(db: Db, language: string, slug: string) {
  const t = tablesOf(db)
  return (
    await prepared(db, 'landing.bySlug', () =>
      db
        .select({
          id: t.landings.id,
          key: t.landings.key,
          listMode: t.landings.listMode,
          tagId: t.landings.tagId,
          articleId: t.landings.articleId,
          title: t.landingTexts.title,
          intro: t.landingTexts.intro,
          body: t.landingTexts.body,
          slug: t.landingTexts.slug,
        })
        .from(t.landingTexts)
        .innerJoin(t.landings, eq(t.landings.id, t.landingTexts.landingId))
        .where(and(eq(t.landingTexts.language, P.language), eq(t.landingTexts.slug, sql.placeholder('slug'))))
        .prepare(),
    ).execute({ language, slug })
  )[0]
}

export async function landingSlugs(db: Db, landingId: number) {
  const t = tablesOf(db)
  return await prepared(db, 'landing.slugs', () =>
    db
      .select({ language: t.landingTexts.language, slug: t.landingTexts.slug })
      .from(t.landingTexts)
      .where(eq(t.landingTexts.landingId, sql.placeholder('landingId')))
      .prepare(),
  ).execute({ landingId })
}

export async function listLandings(db: Db, language: string) {
  const t = tablesOf(db)
  return await db
    .select({
      id: t.landings.id,
      key: t.landings.key,
      listMode: t.landings.listMode,
      articleId: t.landings.articleId,
      title: t.landingTexts.title,
      intro: t.landingTexts.intro,
      slug: t.landingTexts.slug,
    })
    .from(t.landings)
    .innerJoin(t.landingTexts, and(eq(t.landingTexts.landingId, t.landings.id), eq(t.landingTexts.language, language)))
    .orderBy(asc(t.landings.position))
}

export async function listBanners(db: Db, language: string) {
  const t = tablesOf(db)
  return await prepared(db, 'banners', () =>
    db
      .select({
        id: t.banners.id,
        key: t.banners.key,
        hue: t.banners.hue,
        title: t.bannerTexts.title,
        subtitle: t.bannerTexts.subtitle,
        cta: t.bannerTexts.cta,
        landingSlug: t.landingTexts.slug,
      })
      .from(t.banners)
      .innerJoin(t.bannerTexts, and(eq(t.bannerTexts.bannerId, t.banners.id), eq(t.bannerTexts.language, P.language)))
      .innerJoin(
        t.landingTexts,
        and(eq(t.landingTexts.landingId, t.banners.landingId), eq(t.landingTexts.language, P.language)),
      )
      .orderBy(asc(t.banners.position))
      .prepare(),
  ).execute({ language })
}

/** Every offer (the page keeps those valid now, after the brand's own changes to dates and discounts). */
/** Published reviews of a brand in one language; with `designId`, only the reviews about that design. */
function publishedReviews(brandSlug: string, language: string, designId?: number) {
  return and(
    eq(t.reviews.brandSlug, brandSlug),
    eq(t.reviews.language, language),
    eq(t.reviews.status, 'PUBLISHED'),
    designId === undefined ? undefined : eq(t.reviews.designId, designId),
  )
}

export async function reviewSummary(
  db: Db,
  brandSlug: string,
  language: string,
  designId?: number,
): Promise<{ count: number; average: number | null }> {
  const t = tablesOf(db)
  const forDesign = designId !== undefined
  const row = (
    await prepared(db, `reviews.summary:${forDesign ? 'design' : 'brand'}`, () =>
      db
        .select({ n: count(), avg: avg(t.reviews.rating) })
        .from(t.reviews)
        .where(
          publishedReviews(
            P.brandSlug as unknown as string,
            P.language as unknown as string,
            forDesign ? (sql.placeholder('designId') as unknown as number) : undefined,
          ),
        )
        .prepare(),
    ).execute({ brandSlug, language, ...(forDesign ? { designId } : {}) })
  )[0]
  return { count: row?.n ?? 0, average: row?.avg === null || row?.avg === undefined ? null : Number(row.avg) }
}

/** Newest first; each with the design it is about (name and slug in the same language), if it is about one. */
export async function listReviews(
  db: Db,
  brandSlug: string,
  language: string,
  opts: { limit: number; offset: number; designId?: number },
) {
  const t = tablesOf(db)
  return await db
    .select({
      id: t.reviews.id,
      rating: t.reviews.rating,
      text: t.reviews.text,
      authorFirstName: t.reviews.authorFirstName,
      createdAt: t.reviews.createdAt,
      designId: t.reviews.designId,
      designName: t.designTexts.name,
      designSlug: t.designTexts.slug,
    })
    .from(t.reviews)
    .leftJoin(
      t.designTexts,
      and(eq(t.designTexts.designId, t.reviews.designId), eq(t.designTexts.language, t.reviews.language)),
    )
    .where(publishedReviews(brandSlug, language, opts.designId))
    .orderBy(desc(t.reviews.createdAt), desc(t.reviews.id))
    .limit(opts.limit)
    .offset(opts.offset)
}

/** Every language's slug of many designs in one query (sitemaps list them all). */
export async function designSlugsByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, { language: string; slug: string }[]>> {
  const t = tablesOf(db)
  const out = new Map<number, { language: string; slug: string }[]>()
  if (!ids.length) return out
  const rows = await db
    .select({ id: t.designTexts.designId, language: t.designTexts.language, slug: t.designTexts.slug })
    .from(t.designTexts)
    .where(inArray(t.designTexts.designId, ids))
  for (const r of rows) {
    const list = out.get(r.id) ?? []
    list.push({ language: r.language, slug: r.slug })
    out.set(r.id, list)
  }
  return out
}

/** What the image generator needs to draw a catalog item (null when the item does not exist). */
export async function designArt(db: Db, id: number) {
  const t = tablesOf(db)
  return (
    await db
      .select({ motif: t.designs.motif, hue: t.designs.hue, articleKind: t.articles.kind })
      .from(t.designs)
      .innerJoin(t.articles, eq(t.articles.id, t.designs.articleId))
      .where(eq(t.designs.id, id))
  )[0]
}

export async function articleArt(db: Db, id: number) {
  const t = tablesOf(db)
  return (
    await db.select({ kind: t.articles.kind, code: t.articles.code }).from(t.articles).where(eq(t.articles.id, id))
  )[0]
}

export async function bannerArt(db: Db, id: number) {
  const t = tablesOf(db)
  return (await db.select({ hue: t.banners.hue, key: t.banners.key }).from(t.banners).where(eq(t.banners.id, id)))[0]
}
