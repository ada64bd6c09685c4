import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { tablesOf, type Db, type Tables } from '../client.js'

/** Which help texts a shopper reads: the brand's own wording in one language. */
export interface HelpScope {
  brandSlug: string
  language: string
}

export interface HelpCategoryRow {
  id: number
  name: string
  slug: string
  description: string
}

export interface HelpTopicLink {
  id: number
  categoryId: number
  title: string
  slug: string
}

export interface HelpTopicRow extends HelpTopicLink {
  body: string
  keywords: string
}

// Join conditions and column sets are built from the tables of the database at hand (tablesOf).
const categoryTextOf = (t: Tables, s: HelpScope) =>
  and(
    eq(t.helpCategoryTexts.categoryId, t.helpCategories.id),
    eq(t.helpCategoryTexts.brandSlug, s.brandSlug),
    eq(t.helpCategoryTexts.language, s.language),
  )
const topicTextOf = (t: Tables, s: HelpScope) =>
  and(
    eq(t.helpTopicTexts.topicId, t.helpTopics.id),
    eq(t.helpTopicTexts.brandSlug, s.brandSlug),
    eq(t.helpTopicTexts.language, s.language),
  )

const categoryColumns = (t: Tables) => ({
  id: t.helpCategories.id,
  name: t.helpCategoryTexts.name,
  slug: t.helpCategoryTexts.slug,
  description: t.helpCategoryTexts.description,
})
const topicLinkColumns = (t: Tables) => ({
  id: t.helpTopics.id,
  categoryId: t.helpTopics.categoryId,
  title: t.helpTopicTexts.title,
  slug: t.helpTopicTexts.slug,
})

export async function countHelpCategories(db: Db): Promise<number> {
  const t = tablesOf(db)
  return (await db.select({ n: count() }).from(t.helpCategories))[0]?.n ?? 0
}

/** Categories that have texts in this scope, in display order. */
export async function listHelpCategories(db: Db, s: HelpScope): Promise<HelpCategoryRow[]> {
  const t = tablesOf(db)
  return await db
    .select(categoryColumns(t))
    .from(t.helpCategories)
    .innerJoin(t.helpCategoryTexts, categoryTextOf(t, s))
    .orderBy(asc(t.helpCategories.position))
}

export async function getHelpCategory(db: Db, s: HelpScope, id: number): Promise<HelpCategoryRow | undefined> {
  const t = tablesOf(db)
  return (
    await db
      .select(categoryColumns(t))
      .from(t.helpCategories)
      .innerJoin(t.helpCategoryTexts, categoryTextOf(t, s))
      .where(eq(t.helpCategories.id, id))
  )[0]
}

export interface HelpTopicFilter {
  categoryId?: number
  ids?: readonly number[]
}

const topicFullColumns = (t: Tables) => ({
  ...topicLinkColumns(t),
  body: t.helpTopicTexts.body,
  keywords: t.helpTopicTexts.keywords,
})

// Column sets differ per caller (links, full rows); the joins and order are the same.
function topicQuery(
  db: Db,
  s: HelpScope,
  columns: typeof topicLinkColumns | typeof topicFullColumns,
  filter: HelpTopicFilter,
) {
  const t = tablesOf(db)
  return db
    .select(columns(t) as ReturnType<typeof topicFullColumns>)
    .from(t.helpTopics)
    .innerJoin(t.helpTopicTexts, topicTextOf(t, s))
    .innerJoin(t.helpCategories, eq(t.helpCategories.id, t.helpTopics.categoryId))
    .where(
      and(
        filter.categoryId === undefined ? undefined : eq(t.helpTopics.categoryId, filter.categoryId),
        filter.ids === undefined ? undefined : inArray(t.helpTopics.id, [...filter.ids]),
      ),
    )
    .orderBy(asc(t.helpCategories.position), asc(t.helpTopics.position))
}

/** Topic titles and slugs in display order (category order, then topic order); optionally one category or some ids. */
export async function listHelpTopics(db: Db, s: HelpScope, filter: HelpTopicFilter = {}): Promise<HelpTopicLink[]> {
  if (filter.ids && filter.ids.length === 0) return []
  return await topicQuery(db, s, topicLinkColumns, filter)
}

/** The same list with bodies and keywords (search results and category pages show an excerpt). */
export async function listHelpTopicsWithBody(
  db: Db,
  s: HelpScope,
  filter: HelpTopicFilter = {},
): Promise<HelpTopicRow[]> {
  if (filter.ids && filter.ids.length === 0) return []
  return await topicQuery(db, s, topicFullColumns, filter)
}

export async function getHelpTopic(db: Db, s: HelpScope, id: number): Promise<HelpTopicRow | undefined> {
  const t = tablesOf(db)
  return (
    await db
      .select(topicFullColumns(t))
      .from(t.helpTopics)
      .innerJoin(t.helpTopicTexts, topicTextOf(t, s))
      .where(eq(t.helpTopics.id, id))
  )[0]
}

/** Every language's slug of one category or topic of a brand (hreflang alternates). */
export async function helpCategorySlugs(
  db: Db,
  brandSlug: string,
  id: number,
): Promise<{ language: string; slug: string }[]> {
  const t = tablesOf(db)
  return await db
    .select({ language: t.helpCategoryTexts.language, slug: t.helpCategoryTexts.slug })
    .from(t.helpCategoryTexts)
    .where(and(eq(t.helpCategoryTexts.categoryId, id), eq(t.helpCategoryTexts.brandSlug, brandSlug)))
}

export async function helpTopicSlugs(
  db: Db,
  brandSlug: string,
  id: number,
): Promise<{ language: string; slug: string }[]> {
  const t = tablesOf(db)
  return await db
    .select({ language: t.helpTopicTexts.language, slug: t.helpTopicTexts.slug })
    .from(t.helpTopicTexts)
    .where(and(eq(t.helpTopicTexts.topicId, id), eq(t.helpTopicTexts.brandSlug, brandSlug)))
}

/** Every topic text of every brand and language, for (re)building the search index. */
export async function allHelpTopicTexts(db: Db) {
  const t = tablesOf(db)
  return await db
    .select({
      topicId: t.helpTopicTexts.topicId,
      brandSlug: t.helpTopicTexts.brandSlug,
      language: t.helpTopicTexts.language,
      title: t.helpTopicTexts.title,
      body: t.helpTopicTexts.body,
      keywords: t.helpTopicTexts.keywords,
    })
    .from(t.helpTopicTexts)
}

export type NewHelpCategoryText = Tables['helpCategoryTexts']['$inferInsert']
export type NewHelpTopicText = Tables['helpTopicTexts']['$inferInsert']

export async function insertHelpCategory(
  db: Db,
  row: { id: number; position: number },
  texts: NewHelpCategoryText[],
): Promise<void> {
  const t = tablesOf(db)
  await db.insert(t.helpCategories).values(row)
  if (texts.length) await db.insert(t.helpCategoryTexts).values(texts)
}

export async function insertHelpTopic(
  db: Db,
  row: { id: number; categoryId: number; position: number },
  texts: NewHelpTopicText[],
): Promise<void> {
  const t = tablesOf(db)
  await db.insert(t.helpTopics).values(row)
  if (texts.length) await db.insert(t.helpTopicTexts).values(texts)
}

/** Languages in which a brand has help topics, with how many (the readiness check and the help commands). */
export async function helpTopicCountsByLanguage(db: Db, brandSlug: string): Promise<Map<string, number>> {
  const t = tablesOf(db)
  const rows = await db
    .select({ language: t.helpTopicTexts.language, n: count() })
    .from(t.helpTopicTexts)
    .where(eq(t.helpTopicTexts.brandSlug, brandSlug))
    .groupBy(t.helpTopicTexts.language)
  return new Map(rows.map((r) => [r.language, r.n]))
}

/** One brand's help texts in some languages, as rows to write for another brand. */
export async function helpTextsOf(db: Db, brandSlug: string, languages: readonly string[]) {
  const t = tablesOf(db)
  if (languages.length === 0) return { categories: [], topics: [] }
  return {
    categories: await db
      .select()
      .from(t.helpCategoryTexts)
      .where(and(eq(t.helpCategoryTexts.brandSlug, brandSlug), inArray(t.helpCategoryTexts.language, [...languages]))),
    topics: await db
      .select()
      .from(t.helpTopicTexts)
      .where(and(eq(t.helpTopicTexts.brandSlug, brandSlug), inArray(t.helpTopicTexts.language, [...languages]))),
  }
}

export async function insertHelpTexts(
  db: Db,
  categories: NewHelpCategoryText[],
  topics: NewHelpTopicText[],
): Promise<void> {
  const t = tablesOf(db)
  // In slices: SQLite caps the variables of one statement.
  for (let i = 0; i < categories.length; i += 100)
    await db.insert(t.helpCategoryTexts).values(categories.slice(i, i + 100))
  for (let i = 0; i < topics.length; i += 100) await db.insert(t.helpTopicTexts).values(topics.slice(i, i + 100))
}
