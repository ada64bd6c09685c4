import { offerText, revisionWindow } from '../../domain/promotions/offer-period.js'
import type { OfferRule } from '../../domain/promotions/offer-types.js'
import { siteClock, siteOfferRevisions } from '../promotions/brand-offers.js'
import { siteTimeZone } from '../../domain/tenancy/time-zones.js'
import type { Db } from '../../../db/client.js'
import * as q from '../../../db/queries/catalog.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import type { TagCategory } from '../../domain/vocabulary/shop-enums.js'
import { PAGE_SIZE, pageCount, pastLastPage, type ListQuery } from '../../domain/catalog/catalog-query.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { overlayBanners, overlayLanding, overlayTag, overlayTags } from '../../domain/tenancy/brand-content.js'
import { emptyOverrides } from '../../domain/tenancy/content-schema.js'
import { reviewableOrders } from '../support/reviews.js'
import { heroProducts } from '../../domain/catalog/hero-products.js'
import { heroId, mediaUrl } from '../../images/media-sizes.js'
import { keptRead } from './catalog-read-cache.js'
import { articleRange, soldVariants } from './article-range.js'
import { shownPricesOf, type PricedItem, type ShownPrice } from '../promotions/shown-prices.js'
import { designTagKeys } from '../../../db/queries/offers.js'
import type { Tenant } from '../../domain/tenancy/tenant.js'

/** Use cases behind the catalog pages: each returns exactly what its page renders, or null for "no such page". */

export type { ArticleCard, Storefront } from '../../../db/queries/catalog.js'

/**
 * A design card as the lists show it: the lowest price of its product, and when an automatic offer reduces one copy
 * now, the reduced figure of the variant that gives the lowest price, that variant's regular price and its 30-day
 * prior price (decision 041).
 */
export type DesignCard = q.DesignCard & {
  reduced: { reducedMinor: number; regularMinor: number; priorMinor: number | null } | null
}

export type SlugMap = Partial<Record<ShopLanguage, string>>

const slugMap = (rows: { language: string; slug: string }[]): SlugMap =>
  Object.fromEntries(rows.map((r) => [r.language, r.slug]))
const HOME_LIST = 8

/** The brand's own texts over the shared catalog (none outside a request with a tenant). */
const own = (sf: Storefront) => sf.overrides ?? emptyOverrides()

/**
 * Shared-catalog reads, kept between requests under the storefront's registry generation (catalog-read-cache.ts).
 * The key holds everything of the storefront the queries read; the brand's texts (overrides, preview promotions) are
 * laid over the kept rows afterwards, so they are not part of it.
 */
function kept<T>(db: Db, sf: Storefront, key: string, read: () => T): T {
  return keptRead(
    db,
    sf.generation,
    `${key}|${sf.language}|${sf.brandSlug}|${sf.siteCode}|${sf.currency}|${sf.allowDecimals}`,
    read,
  )
}
const articlesOf = (db: Db, sf: Storefront) => kept(db, sf, 'articles', () => q.listArticles(db, sf))
/** The variants sold on the site (kept per registry generation by soldVariants itself). */
const soldOf = async (db: Db, sf: Storefront) => [...(await soldVariants(db, sf)).values()]

/**
 * The cards with their shown prices at `now` (computed here, after the kept reads: a kept card is the same at any
 * time, its reduction is not). Among the variants of a card's product the lowest price shown wins, reduced or not.
 */
export async function pricedCards(db: Db, sf: Storefront, now: number, cards: readonly q.DesignCard[]) {
  if (cards.length === 0) return []
  const [articles, sold, revisions] = [await articlesOf(db, sf), await soldOf(db, sf), await siteOfferRevisions(db, sf)]
  const tagScoped = revisions.some((o) => o.scope.tags.length > 0)
  const tags = tagScoped ? await designTagKeys(db, [...new Set(cards.map((c) => c.id))]) : new Map<number, string[]>()
  const items: PricedItem[][] = cards.map((card) => {
    const code = articles.find((a) => a.id === card.articleId)?.code ?? ''
    return sold
      .filter((v) => v.articleId === card.articleId)
      .map((v) => ({
        variantId: v.id,
        sku: v.sku,
        articleCode: code,
        articleKind: card.articleKind,
        tags: tags.get(card.id) ?? [],
        regularMinor: v.ladder.steps[0]!.amountMinor,
      }))
  })
  const shown = await shownPricesOf(db, sf, now, items.flat())
  let at = 0
  return cards.map((card, i): DesignCard => {
    const own = shown.slice(at, (at += items[i]!.length))
    let best: ShownPrice | null = null
    for (const s of own)
      if (!best || (s.reducedMinor ?? s.regularMinor) < (best.reducedMinor ?? best.regularMinor)) best = s
    const reduced =
      best && best.reducedMinor !== null
        ? { reducedMinor: best.reducedMinor, regularMinor: best.regularMinor, priorMinor: best.priorMinor }
        : null
    return { ...card, reduced }
  })
}
const cardsOf = (db: Db, sf: Storefront, filter: q.DesignFilter, opts: Parameters<typeof q.designCards>[3]) =>
  kept(db, sf, `cards|${JSON.stringify(filter)}|${opts.sort}|${opts.limit}|${opts.offset}`, () =>
    q.designCards(db, sf, filter, opts),
  )

/** Tags of the shared catalog with the brand's own names and descriptions. */
export const brandTags = async (db: Db, sf: Storefront) =>
  overlayTags(await kept(db, sf, 'tags', () => q.listTags(db, sf.language)), own(sf), sf.language)

/** Tag category -> the brand's name for it, for the category filter of the list pages. */
async function categoryNames(db: Db, sf: Storefront): Promise<Partial<Record<TagCategory, string>>> {
  return Object.fromEntries((await brandTags(db, sf)).filter((t) => t.category).map((t) => [t.category, t.name]))
}

/** A list page as found, with its category filter's names. */
const withCategoryNames = async <T extends object>(db: Db, sf: Storefront, page: T) => ({
  ...page,
  categoryNames: await categoryNames(db, sf),
})

/**
 * Where the shopper is, as the catalogue services take it: the tenant's brand and site in one of its languages, its
 * own texts and (while previewing a draft) promotions, under the registry generation it was resolved with.
 */
export function storefrontOf(tenant: Tenant, language: string, generation: number | undefined): Storefront {
  return {
    language,
    brandSlug: tenant.brand.slug,
    siteCode: tenant.site.code,
    currency: tenant.site.currency,
    allowDecimals: tenant.brand.allowDecimals,
    overrides: tenant.content,
    timeZone: siteTimeZone(tenant.site.country),
    previewPromotions: tenant.previewPromotions,
    previewOffers: tenant.previewOffers,
    previewProductSafety: tenant.previewProductSafety,
    generation,
  }
}

/** The picture a page of the site is shared with when it has none of its own: the home page's (a JPEG, 1280 px). */
export async function siteShareImagePath(db: Db, sf: Storefront): Promise<string | null> {
  const id = heroId(heroProducts(await articlesOf(db, sf)))
  return id === null ? null : mediaUrl('hero', id, 1280, 'jpeg')
}

export async function homePage(db: Db, sf: Storefront, now: number) {
  const tags = await brandTags(db, sf)
  const articles = await articlesOf(db, sf)
  return {
    /** The picture at the top: the site's products on a table (null when it sells nothing). */
    heroId: heroId(heroProducts(articles)),
    banners: overlayBanners(await kept(db, sf, 'banners', () => q.listBanners(db, sf.language)), own(sf), sf.language),
    // Cards only: the home page shows no totals, so no count queries.
    topSales: await pricedCards(
      db,
      sf,
      now,
      await cardsOf(db, sf, { category: 'TOP_SALES' }, { sort: 'POPULARITY', limit: HOME_LIST, offset: 0 }),
    ),
    novelties: await pricedCards(
      db,
      sf,
      now,
      await cardsOf(db, sf, {}, { sort: 'DATE_CREATION', limit: HOME_LIST, offset: 0 }),
    ),
    categories: tags.filter((t) => t.category !== null),
    themes: [...tags]
      .filter((t) => t.category === null)
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 12),
    articles,
  }
}

/** One page of a design list; null when the page is past the last one (the page service then answers "no such page"). */
async function designList(db: Db, sf: Storefront, now: number, filter: q.DesignFilter, list: ListQuery) {
  const f = { ...filter, category: list.category }
  const opts = { sort: list.sort, limit: PAGE_SIZE, offset: (list.page - 1) * PAGE_SIZE }
  const { total, items } = await kept(db, sf, `designs|${JSON.stringify(f)}|${opts.sort}|${opts.offset}`, () =>
    q.listDesigns(db, sf, f, opts),
  )
  return pastLastPage(list.page, total) ? null : { total, items: await pricedCards(db, sf, now, items), list }
}

export async function landingPage(db: Db, sf: Storefront, slug: string, list: ListQuery, now: number) {
  const found = await kept(db, sf, `landing|${slug}`, () => q.getLandingBySlug(db, sf.language, slug))
  if (!found) return null
  const landing = overlayLanding(found, own(sf), sf.language)
  const slugs = slugMap(await kept(db, sf, `landing-slugs|${landing.id}`, () => q.landingSlugs(db, landing.id)))
  if (landing.listMode === 'LANDING') {
    // Editorial landing: its text, then the most popular designs as inspiration (no list controls, one page only).
    if (list.page > 1) return null
    const featured = await pricedCards(
      db,
      sf,
      now,
      await cardsOf(db, sf, {}, { sort: 'POPULARITY', limit: HOME_LIST, offset: 0 }),
    )
    return withCategoryNames(db, sf, { landing, slugs, designs: null, featured, articles: null })
  }
  if (landing.listMode === 'LIST') {
    // A landing of one product exists only where the brand sells it: Tazzia has no canvas page (issue 32 item 10).
    if (landing.articleId !== null && !(await articlesOf(db, sf)).some((a) => a.id === landing.articleId)) return null
    const filter = landing.articleId !== null ? { articleId: landing.articleId } : {}
    const designs = await designList(db, sf, now, filter, list)
    if (!designs) return null
    return withCategoryNames(db, sf, { landing, slugs, designs, featured: null, articles: await articlesOf(db, sf) })
  }
  const filter = landing.tagId !== null ? { tagId: landing.tagId } : {}
  const designs = await designList(db, sf, now, filter, list)
  if (!designs) return null
  return withCategoryNames(db, sf, { landing, slugs, designs, featured: null, articles: null })
}

export async function tagPage(db: Db, sf: Storefront, slug: string, list: ListQuery, now: number) {
  const found = await kept(db, sf, `tag|${slug}`, () => q.getTagBySlug(db, sf.language, slug))
  if (!found) return null
  const tag = overlayTag(found, own(sf), sf.language)
  const designs = await designList(db, sf, now, { tagId: tag.id }, list)
  if (!designs) return null
  const slugs = slugMap(await kept(db, sf, `tag-slugs|${tag.id}`, () => q.tagSlugs(db, tag.id)))
  return withCategoryNames(db, sf, { tag, slugs, designs })
}

export async function tagsListPage(db: Db, sf: Storefront) {
  const tags = await brandTags(db, sf)
  return { categories: tags.filter((t) => t.category !== null), themes: tags.filter((t) => t.category === null) }
}

/**
 * The offers live on the site now, biggest headline reduction first, each with the last instant it applies (its end in
 * the site's time zone) and the landing page it links to, if that page exists in the language.
 */
export async function offersPage(db: Db, sf: Storefront, now: number) {
  const revisions = await siteOfferRevisions(db, sf)
  const landings = await kept(db, sf, 'landings', () => q.listLandings(db, sf.language))
  const examples = await offerExamples(db, sf, now)
  const offers = revisions
    .flatMap((o) => {
      const window = revisionWindow(o, siteClock(sf))
      if (!window || now < window.fromMs || now >= window.toMs) return []
      const text = offerText(o.texts, sf.language)
      return [
        {
          id: o.id,
          key: o.key,
          title: text?.title ?? o.key,
          description: text?.description ?? '',
          rule: o.rule,
          headlinePercent: headlinePercent(o.rule),
          lastInstant: window.toMs - 1,
          landingSlug: landings.find((l) => l.key === o.landingKey)?.slug ?? null,
          example: examples.get(o.id) ?? null,
        },
      ]
    })
    .sort((a, b) => b.headlinePercent - a.headlinePercent || a.id - b.id)
  return {
    offers,
    timeZone: sf.timeZone,
    promoted: await pricedCards(
      db,
      sf,
      now,
      await cardsOf(db, sf, { category: 'PROMOTION' }, { sort: 'POPULARITY', limit: HOME_LIST, offset: 0 }),
    ),
  }
}

/**
 * Per offer that reduces one copy now: the lowest price it gives among the products it covers on the site (the one
 * it reduces most cheaply, as "from" when they differ), with that product's regular and 30-day prior prices. Offers
 * scoped to design tags have no such product (they reduce designs, shown on their cards).
 */
async function offerExamples(db: Db, sf: Storefront, now: number) {
  const [articles, sold] = [await articlesOf(db, sf), await soldOf(db, sf)]
  const items = sold.flatMap((v): PricedItem[] => {
    const article = articles.find((a) => a.id === v.articleId)
    if (!article) return []
    const regularMinor = v.ladder.steps[0]!.amountMinor
    return [
      { variantId: v.id, sku: v.sku, articleCode: article.code, articleKind: article.kind, tags: [], regularMinor },
    ]
  })
  const byOffer = new Map<
    number,
    { reducedMinor: number; regularMinor: number; priorMinor: number | null; from: boolean }
  >()
  for (const s of await shownPricesOf(db, sf, now, items)) {
    if (s.offerId === null || s.reducedMinor === null) continue
    const known = byOffer.get(s.offerId)
    if (!known) byOffer.set(s.offerId, { ...s, reducedMinor: s.reducedMinor, from: false })
    else if (s.reducedMinor !== known.reducedMinor || s.regularMinor !== known.regularMinor) {
      const lower = s.reducedMinor < known.reducedMinor
      byOffer.set(s.offerId, lower ? { ...s, reducedMinor: s.reducedMinor, from: true } : { ...known, from: true })
    }
  }
  return new Map(
    [...byOffer].map(([id, e]) => [
      id,
      { reducedMinor: e.reducedMinor, regularMinor: e.regularMinor, priorMinor: e.priorMinor, from: e.from },
    ]),
  )
}

/** The percent an offer's announcement leads with (0 for an amount or free shipping): the offers page's order. */
function headlinePercent(rule: OfferRule): number {
  switch (rule.kind) {
    case 'percent':
    case 'nth':
      return rule.percent
    case 'tiers':
      return Math.max(...rule.tiers.map((t) => t.percent))
    default:
      return 0
  }
}

export async function articleDesignsPage(db: Db, sf: Storefront, articleId: number, list: ListQuery, now: number) {
  const article = (await articlesOf(db, sf)).find((a) => a.id === articleId)
  if (!article) return null
  const designs = await designList(db, sf, now, { articleId }, list)
  if (!designs) return null
  const slugs = slugMap(await kept(db, sf, `article-slugs|${articleId}`, () => q.articleSlugs(db, articleId)))
  return withCategoryNames(db, sf, { article, slugs, designs })
}

export async function designPage(db: Db, sf: Storefront, designId: number, now: number) {
  const found = await kept(db, sf, `design|${designId}`, () => q.getDesign(db, sf, designId))
  if (!found) return null
  const design = { ...found, tags: overlayTags(found.tags, own(sf), sf.language) }
  const reviews = await designReviews(db, sf, design.id)
  const relatedCards = (
    await cardsOf(
      db,
      sf,
      { tagId: design.tags.find((t) => t.category === null)?.id },
      { sort: 'POPULARITY', limit: 5, offset: 0 },
    )
  )
    .filter((d) => d.id !== design.id)
    .slice(0, 4)
  const related = await pricedCards(db, sf, now, relatedCards)
  const articles = await articlesOf(db, sf)
  const range = (await kept(db, sf, `range|${design.articleId}`, () => articleRange(db, sf, design.articleId)))!
  // Every variant's shown price, so the price block follows the variant chosen (with JS, or "Update price").
  const shown = await shownPricesOf(
    db,
    sf,
    now,
    range.variants.map((v) => ({
      variantId: v.id,
      sku: v.sku,
      articleCode: articles.find((a) => a.id === design.articleId)?.code ?? '',
      articleKind: design.articleKind,
      tags: found.tags.map((t) => t.key),
      regularMinor: v.ladder.steps[0]!.amountMinor,
    })),
  )
  const prices: Record<number, ShownPrice> = Object.fromEntries(range.variants.map((v, i) => [v.id, shown[i]!]))
  return { design, slugs: slugMap(design.slugs), articles, range, prices, reviews, related }
}

/** At most this many of a design's reviews are listed on its page (every one, for the demo catalog's numbers). */
export const DESIGN_REVIEWS_SHOWN = 50

/**
 * A design's rating is its own published reviews in the page's language, never the brand's (decision 021): the
 * count, the average and the reviews themselves, which the page shows and marks up. No reviews: nothing to show.
 */
async function designReviews(db: Db, sf: Storefront, designId: number) {
  const summary = await q.reviewSummary(db, sf.brandSlug, sf.language, designId)
  const items =
    summary.count === 0
      ? []
      : await q.listReviews(db, sf.brandSlug, sf.language, { limit: DESIGN_REVIEWS_SHOWN, offset: 0, designId })
  return {
    ...summary,
    items: items.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      authorFirstName: r.authorFirstName,
      createdAt: r.createdAt,
    })),
  }
}

export const REVIEWS_PAGE_SIZE = 20

/**
 * /reviews: one page of published reviews; a signed-in customer also gets the delivered orders they may review. Null
 * for a page past the last.
 */
export async function reviewsPage(db: Db, sf: Storefront, page: number, customerId: number | null) {
  const summary = await q.reviewSummary(db, sf.brandSlug, sf.language)
  if (pastLastPage(page, summary.count, REVIEWS_PAGE_SIZE)) return null
  const reviews = await q.listReviews(db, sf.brandSlug, sf.language, {
    limit: REVIEWS_PAGE_SIZE,
    offset: (page - 1) * REVIEWS_PAGE_SIZE,
  })
  const reviewable =
    customerId === null
      ? []
      : (await reviewableOrders(db, sf.brandSlug, customerId)).map((o) => ({
          publicId: o.publicId,
          number: o.publicId.slice(0, 8).toUpperCase(),
        }))
  return { summary, page, reviews, pages: pageCount(summary.count, REVIEWS_PAGE_SIZE), reviewable }
}
