import type { Db } from '../../../db/client.js'
import { allHelpTopicTexts } from '../../../db/queries/help.js'
import {
  matchHelpTopics,
  prepareHelpSearchIndex,
  replaceHelpSearchRows,
} from '../../../db/queries/help-search-index.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { helpBodyText } from '../../domain/help/help-markup.js'
import { buildMatchQuery, indexText } from '../../domain/catalog/search-text.js'

/**
 * Full-text search of help topics with the catalog search's folding, stemming and MATCH building
 * (domain/search-text.ts), so "envio" finds "envío" and "muenchen" finds "München" here too.
 *
 * The index (db/queries/help-search-index.ts) is rebuilt from help_topic_texts after seeding, and built on first use
 * in a database that lacks it.
 */
export const HELP_SEARCH_LIMIT = 20

/** Replaces the whole index with the current topic texts (after seeding or editing help content). */
export async function rebuildHelpSearchIndex(db: Db): Promise<number> {
  await prepareHelpSearchIndex(db)
  return replaceHelpSearchRows(db, async (tx) =>
    (await allHelpTopicTexts(tx)).map((r) => {
      const language = r.language as ShopLanguage
      return {
        title: indexText(r.title, language),
        keywords: indexText(r.keywords, language),
        body: indexText(helpBodyText(r.body), language),
        topicId: r.topicId,
        brandSlug: r.brandSlug,
        language: r.language,
      }
    }),
  )
}

/** Topic ids of one brand and language matching every typed word (as a prefix), best first; [] for an empty query. */
export async function searchHelpTopics(
  db: Db,
  params: { brandSlug: string; language: ShopLanguage; query: string; limit?: number },
): Promise<number[]> {
  const match = buildMatchQuery(params.query, params.language)
  if (match === null) return []
  // A database without the index (older copy, or never seeded help) gets it built on first use.
  if (await prepareHelpSearchIndex(db)) await rebuildHelpSearchIndex(db)
  return matchHelpTopics(db, {
    match,
    brandSlug: params.brandSlug,
    language: params.language,
    limit: params.limit ?? HELP_SEARCH_LIMIT,
  })
}
