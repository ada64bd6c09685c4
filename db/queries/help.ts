import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.js'
import * as t from '../schema/index.js'

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

const categoryTextOf = (s: HelpScope) =>
  and(
    eq(t.helpCategoryTexts.categoryId, t.helpCategories.id),
    eq(t.helpCategoryTexts.brandSlug, s.brandSlug),
    eq(t.helpCategoryTexts.language, s.language),
  )
const topicTextOf = (s: HelpScope) =>
  and(
    eq(t.helpTopicTexts.topicId, t.helpTopics.id),
    eq(t.helpTopicTexts.brandSlug, s.brandSlug),
    eq(t.helpTopicTexts.language, s.language),
  )

const categoryColumns = {
  id: t.helpCategories.id,
  name: t.helpCategoryTexts.name,
  slug: t.helpCategoryTexts.slug,
  description: t.helpCategoryTexts.description,
}
const topicLinkColumns = {
  id: t.helpTopics.id,
  categoryId: t.helpTopics.categoryId,
  title: t.helpTopicTexts.title,
  slug: t.helpTopicTexts.slug,
}

export function countHelpCategories(db: Db): number {
  return db.select({ n: count() }).from(t.helpCategories).get()?.n ?? 0
}

/** Categories that have texts in this scope, in display order. */
export function listHelpCategories(db: Db, s: HelpScope): HelpCategoryRow[] {
  return db
    .select(categoryColumns)
    .from(t.helpCategories)
    .innerJoin(t.helpCategoryTexts, categoryTextOf(s))
    .orderBy(asc(t.helpCategories.position))
    .all()
}

export function getHelpCategory(db: Db, s: HelpScope, id: number): HelpCategoryRow | undefined {
  return db
    .select(categoryColumns)
    .from(t.helpCategories)
    .innerJoin(t.helpCategoryTexts, categoryTextOf(s))
    .where(eq(t.helpCategories.id, id))
    .get()
}

export interface HelpTopicFilter {
  categoryId?: number
  ids?: readonly number[]
}

const topicFullColumns = { ...topicLinkColumns, body: t.helpTopicTexts.body, keywords: t.helpTopicTexts.keywords }

// Column sets differ per caller (links, full rows); the joins and order are the same.
function topicQuery(
  db: Db,
  s: HelpScope,
  columns: typeof topicLinkColumns | typeof topicFullColumns,
  filter: HelpTopicFilter,
) {
  return db
    .select(columns as typeof topicFullColumns)
    .from(t.helpTopics)
    .innerJoin(t.helpTopicTexts, topicTextOf(s))
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
export function listHelpTopics(db: Db, s: HelpScope, filter: HelpTopicFilter = {}): HelpTopicLink[] {
  if (filter.ids && filter.ids.length === 0) return []
  return topicQuery(db, s, topicLinkColumns, filter).all()
}

/** The same list with bodies and keywords (search results and category pages show an excerpt). */
export function listHelpTopicsWithBody(db: Db, s: HelpScope, filter: HelpTopicFilter = {}): HelpTopicRow[] {
  if (filter.ids && filter.ids.length === 0) return []
  return topicQuery(db, s, topicFullColumns, filter).all()
}

export function getHelpTopic(db: Db, s: HelpScope, id: number): HelpTopicRow | undefined {
  return db
    .select(topicFullColumns)
    .from(t.helpTopics)
    .innerJoin(t.helpTopicTexts, topicTextOf(s))
    .where(eq(t.helpTopics.id, id))
    .get()
}

/** Every language's slug of one category or topic of a brand (hreflang alternates). */
export function helpCategorySlugs(db: Db, brandSlug: string, id: number): { language: string; slug: string }[] {
  return db
    .select({ language: t.helpCategoryTexts.language, slug: t.helpCategoryTexts.slug })
    .from(t.helpCategoryTexts)
    .where(and(eq(t.helpCategoryTexts.categoryId, id), eq(t.helpCategoryTexts.brandSlug, brandSlug)))
    .all()
}

export function helpTopicSlugs(db: Db, brandSlug: string, id: number): { language: string; slug: string }[] {
  return db
    .select({ language: t.helpTopicTexts.language, slug: t.helpTopicTexts.slug })
    .from(t.helpTopicTexts)
    .where(and(eq(t.helpTopicTexts.topicId, id), eq(t.helpTopicTexts.brandSlug, brandSlug)))
    .all()
}

/** Every topic text of every brand and language, for (re)building the search index. */
export function allHelpTopicTexts(db: Db) {
  return db
    .select({
      topicId: t.helpTopicTexts.topicId,
      brandSlug: t.helpTopicTexts.brandSlug,
      language: t.helpTopicTexts.language,
      title: t.helpTopicTexts.title,
      body: t.helpTopicTexts.body,
      keywords: t.helpTopicTexts.keywords,
    })
    .from(t.helpTopicTexts)
    .all()
}

export type NewHelpCategoryText = typeof t.helpCategoryTexts.$inferInsert
export type NewHelpTopicText = typeof t.helpTopicTexts.$inferInsert

export function insertHelpCategory(db: Db, row: { id: number; position: number }, texts: NewHelpCategoryText[]): void {
  db.insert(t.helpCategories).values(row).run()
  if (texts.length) db.insert(t.helpCategoryTexts).values(texts).run()
}

export function insertHelpTopic(
  db: Db,
  row: { id: number; categoryId: number; position: number },
  texts: NewHelpTopicText[],
): void {
  db.insert(t.helpTopics).values(row).run()
  if (texts.length) db.insert(t.helpTopicTexts).values(texts).run()
}

/** Languages in which a brand has help topics, with how many (the readiness check and the help commands). */
export function helpTopicCountsByLanguage(db: Db, brandSlug: string): Map<string, number> {
  const rows = db
    .select({ language: t.helpTopicTexts.language, n: count() })
    .from(t.helpTopicTexts)
    .where(eq(t.helpTopicTexts.brandSlug, brandSlug))
    .groupBy(t.helpTopicTexts.language)
    .all()
  return new Map(rows.map((r) => [r.language, r.n]))
}

/** One brand's help texts in some languages, as rows to write for another brand. */
export function helpTextsOf(db: Db, brandSlug: string, languages: readonly string[]) {
  if (languages.length === 0) return { categories: [], topics: [] }
  return {
    categories: db
      .select()
      .from(t.helpCategoryTexts)
      .where(and(eq(t.helpCategoryTexts.brandSlug, brandSlug), inArray(t.helpCategoryTexts.language, [...languages])))
      .all(),
    topics: db
      .select()
      .from(t.helpTopicTexts)
      .where(and(eq(t.helpTopicTexts.brandSlug, brandSlug), inArray(t.helpTopicTexts.language, [...languages])))
      .all(),
  }
}

export function insertHelpTexts(db: Db, categories: NewHelpCategoryText[], topics: NewHelpTopicText[]): void {
  // In slices: SQLite caps the variables of one statement.
  for (let i = 0; i < categories.length; i += 100)
    db.insert(t.helpCategoryTexts)
      .values(categories.slice(i, i + 100))
      .run()
  for (let i = 0; i < topics.length; i += 100)
    db.insert(t.helpTopicTexts)
      .values(topics.slice(i, i + 100))
      .run()
}
