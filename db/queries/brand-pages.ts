import { and, asc, eq } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'

/** A brand's pages and blog posts (db/schema/brand-pages.ts): the shop's reads and the writes of seed, console and ops. */

export interface BrandPageRow {
  brandSlug: string
  pageKey: string
  language: string
  title: string
  intro: string
  sections: { heading: string; body: string }[]
}

export interface BlogPostRow {
  brandSlug: string
  postKey: string
  language: string
  date: string
  title: string
  summary: string
  body: string
}

export async function findBrandPage(
  db: Db,
  brandSlug: string,
  pageKey: string,
  language: string,
): Promise<BrandPageRow | undefined> {
  const { brandPages } = tablesOf(db)
  const row = (
    await db
      .select()
      .from(brandPages)
      .where(
        and(eq(brandPages.brandSlug, brandSlug), eq(brandPages.pageKey, pageKey), eq(brandPages.language, language)),
      )
  )[0]
  return row as BrandPageRow | undefined
}

/** Which pages the brand has in which languages. */
export async function brandPageKeys(db: Db, brandSlug: string): Promise<{ pageKey: string; language: string }[]> {
  const { brandPages } = tablesOf(db)
  return await db
    .select({ pageKey: brandPages.pageKey, language: brandPages.language })
    .from(brandPages)
    .where(eq(brandPages.brandSlug, brandSlug))
}

/** Every blog post of the brand in every language (the service orders them by date). */
export async function listBlogPosts(db: Db, brandSlug: string): Promise<BlogPostRow[]> {
  const { brandBlogPosts } = tablesOf(db)
  return await db
    .select()
    .from(brandBlogPosts)
    .where(eq(brandBlogPosts.brandSlug, brandSlug))
    .orderBy(asc(brandBlogPosts.postKey), asc(brandBlogPosts.language))
}

export async function saveBrandPage(db: Db, row: BrandPageRow): Promise<void> {
  const { brandPages } = tablesOf(db)
  const { title, intro, sections } = row
  await db
    .insert(brandPages)
    .values(row)
    .onConflictDoUpdate({
      target: [brandPages.brandSlug, brandPages.pageKey, brandPages.language],
      set: { title, intro, sections },
    })
}

export async function saveBlogPost(db: Db, row: BlogPostRow): Promise<void> {
  const { brandBlogPosts } = tablesOf(db)
  const { date, title, summary, body } = row
  await db
    .insert(brandBlogPosts)
    .values(row)
    .onConflictDoUpdate({
      target: [brandBlogPosts.brandSlug, brandBlogPosts.postKey, brandBlogPosts.language],
      set: { date, title, summary, body },
    })
}

/** Every page text of the brand (the console's document). */
export async function listBrandPages(db: Db, brandSlug: string): Promise<BrandPageRow[]> {
  const { brandPages } = tablesOf(db)
  return (await db
    .select()
    .from(brandPages)
    .where(eq(brandPages.brandSlug, brandSlug))
    .orderBy(asc(brandPages.pageKey), asc(brandPages.language))) as BrandPageRow[]
}

export async function deleteBrandPage(db: Db, brandSlug: string, pageKey: string, language: string): Promise<void> {
  const { brandPages } = tablesOf(db)
  await db
    .delete(brandPages)
    .where(and(eq(brandPages.brandSlug, brandSlug), eq(brandPages.pageKey, pageKey), eq(brandPages.language, language)))
}

export async function deleteBlogPost(db: Db, brandSlug: string, postKey: string, language: string): Promise<void> {
  const { brandBlogPosts } = tablesOf(db)
  await db
    .delete(brandBlogPosts)
    .where(
      and(
        eq(brandBlogPosts.brandSlug, brandSlug),
        eq(brandBlogPosts.postKey, postKey),
        eq(brandBlogPosts.language, language),
      ),
    )
}
