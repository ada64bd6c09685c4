import type { Db } from '../../../db/client.js'
import * as q from '../../../db/queries/brand-pages.js'
import { sameValue } from '../../domain/console/console-diff.js'
import type { BlogPosts, BrandPages } from '../../domain/tenancy/brand-pages.js'

/**
 * A brand's pages and blog posts as the console's document holds them (`content.pages.<key>.<language>`,
 * `content.blog.<key>.date` and `.texts.<language>`; decision 045), read from and written to their tables.
 */

export async function readBrandPagesDoc(db: Db, brandSlug: string): Promise<{ pages: BrandPages; blog: BlogPosts }> {
  const pages: Record<string, Record<string, unknown>> = {}
  for (const r of await q.listBrandPages(db, brandSlug))
    (pages[r.pageKey] ??= {})[r.language] = { title: r.title, intro: r.intro, sections: r.sections }
  const blog: Record<string, { date: string; texts: Record<string, unknown> }> = {}
  for (const r of await q.listBlogPosts(db, brandSlug))
    (blog[r.postKey] ??= { date: r.date, texts: {} }).texts[r.language] = {
      title: r.title,
      summary: r.summary,
      body: r.body,
    }
  return { pages: pages as BrandPages, blog: blog as BlogPosts }
}

/** Writes the texts that differ between `before` and `after` (both checked), deletes the ones `after` leaves out. */
export async function writeBrandPagesDoc(
  db: Db,
  brandSlug: string,
  before: { pages?: BrandPages | undefined; blog?: BlogPosts | undefined },
  after: { pages?: BrandPages | undefined; blog?: BlogPosts | undefined },
): Promise<void> {
  for (const [pageKey, language, was, now] of pairs(before.pages ?? {}, after.pages ?? {}, (v) => v ?? {}))
    if (now === undefined) await q.deleteBrandPage(db, brandSlug, pageKey, language)
    else if (!sameValue(was, now)) await q.saveBrandPage(db, { brandSlug, pageKey, language, ...now })
  const postsBefore = before.blog ?? {}
  const postsAfter = after.blog ?? {}
  for (const [postKey, language, was, now] of pairs(postsBefore, postsAfter, (p) => p?.texts ?? {})) {
    const date = postsAfter[postKey]?.date
    if (now === undefined || date === undefined) await q.deleteBlogPost(db, brandSlug, postKey, language)
    else if (!sameValue(was, now) || postsBefore[postKey]?.date !== date)
      await q.saveBlogPost(db, { brandSlug, postKey, language, date, ...now })
  }
}

/** Every (key, language) of either side with its text before and after. */
function pairs<O, T>(
  before: Partial<Record<string, O>>,
  after: Partial<Record<string, O>>,
  texts: (o: O | undefined) => Partial<Record<string, T>>,
): [string, string, T | undefined, T | undefined][] {
  const out: [string, string, T | undefined, T | undefined][] = []
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = texts(before[key])
    const now = texts(after[key])
    for (const language of new Set([...Object.keys(was), ...Object.keys(now)]))
      out.push([key, language, was[language], now[language]])
  }
  return out
}
