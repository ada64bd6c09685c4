import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import { helpTextsOf, helpTopicCountsByLanguage, insertHelpTexts } from '../../../db/queries/help.js'
import { slugify } from '../../domain/catalog/slug.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { rebuildHelpSearchIndex } from './help-search.js'

/**
 * `npm run ops -- help-center copy <BRAND> --from <BRAND>`: a new brand's help center from another brand's texts (with that
 * brand's own edits), in each language of the new brand that has none yet; the other brand's name in the texts
 * becomes the new brand's. Languages the brand already has are kept as they are.
 */
export interface HelpCopyOutcome {
  copied: string[]
  /** Languages the brand already had help texts in (left untouched). */
  kept: string[]
  /** Languages the source brand has no texts in either (still missing). */
  unavailable: string[]
  topics: number
}

export function brandLanguages(brand: TenantFile): string[] {
  return [...new Set(brand.sites.flatMap((s) => s.languages.map((l) => l.language)))]
}

export async function copyHelpTexts(
  db: Db,
  target: TenantFile,
  source: TenantFile,
): Promise<{ ok: true; value: HelpCopyOutcome } | { ok: false; error: string }> {
  try {
    return await copy(db, target, source)
  } catch (error) {
    // Two copies into one brand at once: the texts' primary key (brand, language, id) stops the second, which runs
    // again and finds those languages there (kept).
    if (!isUniqueViolation(error)) throw error
    return copy(db, target, source)
  }
}

async function copy(
  db: Db,
  target: TenantFile,
  source: TenantFile,
): Promise<{ ok: true; value: HelpCopyOutcome } | { ok: false; error: string }> {
  if (source.slug === target.slug) return { ok: false, error: '--from: name another brand' }
  const have = await helpTopicCountsByLanguage(db, target.slug)
  const sourceHas = await helpTopicCountsByLanguage(db, source.slug)
  const wanted = brandLanguages(target).filter((l) => !have.get(l))
  const copied = wanted.filter((l) => sourceHas.get(l))
  const unavailable = wanted.filter((l) => !sourceHas.get(l))
  const kept = brandLanguages(target).filter((l) => have.get(l))
  if (wanted.length && copied.length === 0)
    return {
      ok: false,
      error: `--from: ${source.slug} has no help texts in ${unavailable.join(', ')} (it has: ${[...sourceHas.keys()].join(', ') || 'none'}); try help-center load ${target.slug}`,
    }
  const rename = (text: string) => text.replaceAll(source.displayName, target.displayName)
  const { categories, topics } = await helpTextsOf(db, source.slug, copied)
  await transaction(db, async (tx) =>
    insertHelpTexts(
      tx,
      categories.map((c) => {
        const name = rename(c.name)
        return { ...c, brandSlug: target.slug, name, slug: slugify(name), description: rename(c.description) }
      }),
      topics.map((t) => {
        const title = rename(t.title)
        return {
          ...t,
          brandSlug: target.slug,
          title,
          slug: slugify(title),
          body: rename(t.body),
          keywords: rename(t.keywords),
        }
      }),
    ),
  )
  if (copied.length) await rebuildHelpSearchIndex(db)
  return { ok: true, value: { copied, kept, unavailable, topics: topics.length } }
}
