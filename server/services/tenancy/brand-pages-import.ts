import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as q from '../../../db/queries/brand-pages.js'
import { brandPagesFileSchema, type BrandPagesFile } from '../../domain/tenancy/brand-pages.js'
import { formatPath } from '../../domain/tenancy/tenant-edit.js'

export type BrandPagesImport =
  { ok: true; pages: string[]; posts: string[] } | { ok: false; issues: { path: string; message: string }[] }

/**
 * `npm run ops -- brand-pages import <BRAND> <file.json>` (decision 045): a brand's legal and editorial pages and blog
 * posts from a file, so ops can load a live brand's real texts. Each page and post text it names replaces the stored
 * one; what it leaves out stays. Nothing is written unless the whole file is valid; issues name the field.
 */
export async function importBrandPages(db: Db, brandSlug: string, json: unknown): Promise<BrandPagesImport> {
  const parsed = brandPagesFileSchema.safeParse(json)
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })),
    }
  return { ok: true, ...(await writeBrandPages(db, brandSlug, parsed.data)) }
}

/** Writes every page and post text of a checked file in one transaction; lists them as `key/language`. */
async function writeBrandPages(db: Db, brandSlug: string, file: BrandPagesFile) {
  const pages: string[] = []
  const posts: string[] = []
  await transaction(db, async (tx) => {
    for (const [pageKey, texts] of Object.entries(file.pages))
      for (const [language, text] of Object.entries(texts ?? {})) {
        await q.saveBrandPage(tx, { brandSlug, pageKey, language, ...text })
        pages.push(`${pageKey}/${language}`)
      }
    for (const [postKey, post] of Object.entries(file.blog))
      for (const [language, text] of Object.entries(post.texts)) {
        await q.saveBlogPost(tx, { brandSlug, postKey, language, date: post.date, ...text! })
        posts.push(`${postKey}/${language}`)
      }
  })
  return { pages, posts }
}
