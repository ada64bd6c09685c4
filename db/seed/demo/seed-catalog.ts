import { tablesOf } from '../../client.js'
import { transaction } from '../../transaction.js'
import { asc, count, desc, eq as eqCol } from 'drizzle-orm'
import type { Db } from '../../client.js'
import type {
  ArticleSeed,
  BannerSeed,
  L,
  LandingSeed,
  MotifSeed,
  OfferSeed,
  StyleSeed,
  TagSeed,
} from './content-types.js'
import { SHOP_LANGUAGES, type ArticleKind, type ShopLanguage } from '../../../server/domain/vocabulary/shop-enums.js'
import { slugify } from '../../../server/domain/catalog/slug.js'
import { seedVariants } from './seed-variants.js'
import { hashString, pick, seededRandom } from '../../../server/domain/catalog/seeded-random.js'
import type { SeedDerivations } from '../seed-derivations.js'

export interface CatalogContent {
  articles: ArticleSeed[]
  tags: TagSeed[]
  motifs: MotifSeed[]
  styles: StyleSeed[]
  designNamePattern: L
  landings: LandingSeed[]
  banners: BannerSeed[]
  offers: OfferSeed[]
  reviewTemplates: Record<ShopLanguage, { rating: number; text: string }[]>
  /** Per template position: the article kind the review is about, or null for a review of the shop. */
  reviewTemplateSubjects: readonly (ArticleKind | null)[]
  firstNames: Record<ShopLanguage, string[]>
}

export interface ReviewTarget {
  brandSlug: string
  languages: ShopLanguage[]
}

const DAY = 86_400_000
const REVIEWS_PER_LANGUAGE = 100
/** The demo's offers were published this long before the seed date, before the earliest of them starts. */
const OFFERS_PUBLISHED_DAYS_BEFORE = 60

/** The calendar day of `at` (UTC) as a local midnight, 'YYYY-MM-DDT00:00'. */
const localMidnight = (at: number) => `${new Date(at).toISOString().slice(0, 10)}T00:00`

/**
 * Writes the demo catalog into an empty database in one transaction: every article, tag, design,
 * landing, banner and offer with its texts and slugs in all 12 languages, and the search index; with
 * `demoExtras` also made-up reviews per brand and language and the demo promotion codes of the README.
 * Deterministic: the same content and date give the same shop.
 */
export async function seedCatalogIfEmpty(
  db: Db,
  content: CatalogContent,
  targets: ReviewTarget[],
  now: number,
  derive: Pick<SeedDerivations, 'rebuildSearchIndex'>,
  opts: { demoExtras: boolean } = { demoExtras: true },
): Promise<boolean> {
  const t = tablesOf(db)
  if (((await db.select({ n: count() }).from(t.articles))[0]?.n ?? 0) > 0) return false
  const random = seededRandom(20261123)
  await transaction(db, async (tx) => {
    for (const a of content.articles) {
      await tx.insert(t.articles).values({
        id: a.id,
        code: a.code,
        kind: a.kind,
        attributes: a.attributes,
        popularity: a.popularity,
        createdAt: now - 400 * DAY,
      })
      await tx.insert(t.articleTexts).values(
        SHOP_LANGUAGES.map((lang) => ({
          articleId: a.id,
          language: lang,
          name: a.name[lang],
          namePlural: a.namePlural[lang],
          description: a.description[lang],
          slug: slugify(a.namePlural[lang]),
        })),
      )
      const brands = a.brands === 'all' ? targets.map((r) => r.brandSlug) : a.brands
      await seedVariants(tx, a, brands)
    }

    const tagIds = new Map<string, number>()
    for (const tag of content.tags) {
      const id = (
        await tx
          .insert(t.tags)
          .values({ key: tag.key, category: tag.category, popularity: 1 + Math.floor(random() * 1000) })
          .returning({ id: t.tags.id })
      )[0]!.id
      tagIds.set(tag.key, id)
      await tx.insert(t.tagTexts).values(
        SHOP_LANGUAGES.map((lang) => ({
          tagId: id,
          language: lang,
          name: tag.name[lang],
          description: tag.description[lang],
          slug: slugify(tag.name[lang]),
        })),
      )
    }

    const landingIds = new Map<string, number>()
    for (const [position, l] of content.landings.entries()) {
      const articleId = l.articleCode ? content.articles.find((a) => a.code === l.articleCode)!.id : null
      const id = (
        await tx
          .insert(t.landings)
          .values({
            key: l.key,
            listMode: l.listMode,
            tagId: l.tagKey ? tagIds.get(l.tagKey)! : null,
            articleId,
            position,
          })
          .returning({ id: t.landings.id })
      )[0]!.id
      landingIds.set(l.key, id)
      await tx.insert(t.landingTexts).values(
        SHOP_LANGUAGES.map((lang) => ({
          landingId: id,
          language: lang,
          title: l.title[lang],
          intro: l.intro[lang],
          body: l.body?.[lang] ?? '',
          slug: slugify(l.title[lang]),
        })),
      )
    }

    for (const [position, b] of content.banners.entries()) {
      const id = (
        await tx
          .insert(t.banners)
          .values({ key: b.key, landingId: landingIds.get(b.landingKey)!, hue: hashString(b.key) % 360, position })
          .returning({ id: t.banners.id })
      )[0]!.id
      await tx.insert(t.bannerTexts).values(
        SHOP_LANGUAGES.map((lang) => ({
          bannerId: id,
          language: lang,
          title: b.title[lang],
          subtitle: b.subtitle[lang],
          cta: b.cta[lang],
        })),
      )
    }

    // Offers are a brand's own (decision 041): each brand starts with the same ones, published well before they start
    // (a publish never reaches back), their days as local midnights of each site.
    for (const brandSlug of new Set(targets.map((r) => r.brandSlug)))
      for (const o of content.offers)
        await tx.insert(t.brandOffers).values({
          brandSlug,
          key: o.key,
          texts: Object.fromEntries(
            SHOP_LANGUAGES.map((lang) => [lang, { title: o.title[lang], description: o.description[lang] }]),
          ),
          rule: o.rule,
          scope: o.scope,
          sites: [],
          startsAt: localMidnight(now + o.startDay * DAY),
          endsAt: localMidnight(now + o.endDay * DAY),
          landingKey: o.landingKey,
          publishedAt: now - OFFERS_PUBLISHED_DAYS_BEFORE * DAY,
          supersededAt: null,
        })

    for (const brandSlug of opts.demoExtras ? targets.map((r) => r.brandSlug) : []) {
      // Demo promotion codes: one open percentage, one fixed amount with a minimum, one expired.
      await tx.insert(t.promotions).values({
        code: 'WELCOME10',
        brandSlug,
        kind: 'PERCENT',
        value: 10,
        currency: null,
        minSubtotalMinor: 0,
        validFrom: now - 30 * DAY,
        validTo: now + 365 * DAY,
      })
      await tx.insert(t.promotions).values({
        code: 'SAVE5',
        brandSlug,
        kind: 'FIXED',
        value: 500,
        currency: 'EUR',
        minSubtotalMinor: 3000,
        validFrom: now - 30 * DAY,
        validTo: now + 365 * DAY,
      })
      await tx.insert(t.promotions).values({
        code: 'SUMMER20',
        brandSlug,
        kind: 'PERCENT',
        value: 20,
        currency: null,
        minSubtotalMinor: 0,
        validFrom: now - 200 * DAY,
        validTo: now - 100 * DAY,
      })
    }

    await seedDesigns(tx, content, tagIds, random, now)
    // Made-up reviews by made-up customers belong to the demo shop only.
    if (opts.demoExtras) await seedReviews(tx, content, targets, random, now)
  })
  await derive.rebuildSearchIndex(db)
  return true
}

async function seedDesigns(
  db: Db,
  content: CatalogContent,
  tagIds: Map<string, number>,
  random: () => number,
  now: number,
) {
  const t = tablesOf(db)
  const category = (key: string) => tagIds.get(key)!
  let n = 0
  for (const motif of content.motifs) {
    for (const style of content.styles) {
      const article = content.articles[n % content.articles.length]!
      n++
      const createdAt = now - Math.floor(random() * 365) * DAY - Math.floor(random() * DAY)
      const updatedAt = Math.min(now, createdAt + Math.floor(random() * 60) * DAY)
      const popularity = Math.floor(random() * 1000)
      // This draw once marked 10 % of the designs as videos that did not exist (decision 021); no design has a
      // video, and the draw stays so that every later draw, and so the seeded catalog, is unchanged.
      random()
      const id = (
        await db
          .insert(t.designs)
          .values({
            articleId: article.id,
            motif: motif.key,
            hue: hashString(`${motif.key}/${style.key}`) % 360,
            mediaKind: 'IMAGE',
            popularity,
            createdAt,
            updatedAt,
          })
          .returning({ id: t.designs.id })
      )[0]!.id
      await db.insert(t.designTexts).values(
        SHOP_LANGUAGES.map((lang) => {
          const name = content.designNamePattern[lang]
            .replace('{motif}', motif.name[lang])
            .replace('{style}', style.name[lang])
          return {
            designId: id,
            language: lang,
            name,
            description: `${name}. ${article.description[lang]}`,
            slug: slugify(name),
          }
        }),
      )
      const tagKeys = new Set(motif.tags)
      if (now - createdAt < 45 * DAY) tagKeys.add('novelty')
      if (popularity > 900) tagKeys.add('top-sales')
      if ((article.prices.EUR ?? 0) < 1500) tagKeys.add('economic')
      if (motif.tags.some((k) => ['baby', 'animals', 'space'].includes(k))) tagKeys.add('infantil')
      if (random() < 0.05) tagKeys.add('outlet')
      if (random() < 0.1) tagKeys.add('promotion')
      const tags = [...tagKeys].filter((key) => tagIds.has(key)).map((key) => ({ designId: id, tagId: category(key) }))
      if (tags.length) await db.insert(t.designTags).values(tags)
    }
  }
}

/** How many of the most popular designs of a kind share the seeded reviews of that kind. */
const REVIEWED_DESIGNS_PER_KIND = 6

/**
 * Reviews per brand and language from the templates. A template about a kind of product becomes a review of one of
 * the most popular designs of that kind (popular designs collect reviews); a template about the shop names no design.
 */
async function seedReviews(
  db: Db,
  content: CatalogContent,
  targets: ReviewTarget[],
  random: () => number,
  now: number,
) {
  const t = tablesOf(db)
  const designs = await db
    .select({ id: t.designs.id, articleId: t.designs.articleId, kind: t.articles.kind })
    .from(t.designs)
    .innerJoin(t.articles, eqCol(t.articles.id, t.designs.articleId))
    .orderBy(desc(t.designs.popularity), asc(t.designs.id))
  const topOfKind = (kind: string) => designs.filter((d) => d.kind === kind).slice(0, REVIEWED_DESIGNS_PER_KIND)
  for (const target of targets) {
    for (const language of target.languages) {
      const templates = content.reviewTemplates[language]
      const rows: (typeof t.reviews.$inferInsert)[] = []
      for (let i = 0; i < REVIEWS_PER_LANGUAGE; i++) {
        const index = Math.floor(random() * templates.length)
        const tpl = templates[index]!
        const kind = content.reviewTemplateSubjects[index] ?? null
        const candidates = kind ? topOfKind(kind) : []
        const design = candidates.length ? pick(random, candidates) : null
        rows.push({
          brandSlug: target.brandSlug,
          language,
          rating: tpl.rating,
          text: tpl.text,
          authorFirstName: pick(random, content.firstNames[language]),
          designId: design?.id ?? null,
          articleId: design?.articleId ?? null,
          createdAt: now - Math.floor(random() * 500 * DAY),
        })
      }
      await db.insert(t.reviews).values(rows)
    }
  }
}
