import type { Db } from '../../../db/client.js'
import * as q from '../../../db/queries/catalog.js'
import type { Storefront } from '../../../db/queries/catalog.js'
import { PAGE_SIZE, pageCount } from '../../domain/catalog/catalog-query.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { helpBlockTopics } from '../help/help-center.js'
import { brandTags, pricedCards } from './catalog-pages.js'
import {
  MAX_SEARCH_LIMIT,
  searchCatalog,
  suggestSearchTerms,
  type SearchHit,
  type SearchSuggestion,
} from './catalog-search.js'

/** The /search page: what the shopper can buy that matches, and what to offer when nothing does. */

const SEARCH_DESIGN_CAP = 1000

/**
 * Search results per kind. Designs are filtered by what this site sells after ranking, so the count and
 * pages shown match what the shopper can buy; articles and tags are short lists beside them.
 */
export async function searchPage(db: Db, sf: Storefront, query: string, page: number, now: number) {
  const language = sf.language as ShopLanguage
  const hits: SearchHit[] = []
  for (let offset = 0; offset < SEARCH_DESIGN_CAP; offset += MAX_SEARCH_LIMIT) {
    const batch = await searchCatalog(db, { query, language, kinds: ['design'], limit: MAX_SEARCH_LIMIT, offset })
    hits.push(...batch.hits)
    if (hits.length >= batch.total) break
  }
  const available = await q.designCardsByIds(
    db,
    sf,
    hits.map((h) => h.id),
  )
  const articleIds = (await searchCatalog(db, { query, language, kinds: ['article'], limit: 6, offset: 0 })).hits.map(
    (h) => h.id,
  )
  const articles = (await q.listArticles(db, sf, articleIds)).sort(
    (a, b) => articleIds.indexOf(a.id) - articleIds.indexOf(b.id),
  )
  const tagIds = new Set(
    (await searchCatalog(db, { query, language, kinds: ['tag'], limit: 8, offset: 0 })).hits.map((h) => h.id),
  )
  const tags = (await brandTags(db, sf)).filter((t) => tagIds.has(t.id))
  const total = available.length
  const designs = await pricedCards(db, sf, now, available.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE))
  const empty = total === 0 && articles.length === 0 && tags.length === 0
  return {
    query,
    page,
    total,
    designs,
    articles,
    tags,
    suggestions: empty
      ? await suggestionNames(db, sf, await suggestSearchTerms(db, { query, language, limit: 6 }))
      : [],
    pages: pageCount(total),
    // The SEARCH_PAGE help block shows only when nothing was found.
    helpTopics: empty
      ? await helpBlockTopics(db, { brandSlug: sf.brandSlug, language: sf.language }, 'SEARCH_PAGE')
      : [],
  }
}

/** Suggestions come back folded (lowercase, unaccented); show the catalog's own names instead. */
async function suggestionNames(db: Db, sf: Storefront, suggestions: SearchSuggestion[]): Promise<string[]> {
  const designNames = new Map(
    (
      await q.designCardsByIds(
        db,
        sf,
        suggestions.filter((s) => s.kind === 'design').map((s) => s.id),
      )
    ).map((d) => [d.id, d.name]),
  )
  const articleNames = new Map(
    (
      await q.listArticles(
        db,
        sf,
        suggestions.filter((s) => s.kind === 'article').map((s) => s.id),
      )
    ).map((a) => [a.id, a.name]),
  )
  const tagNames = new Map((await brandTags(db, sf)).map((t) => [t.id, t.name]))
  const names = suggestions.map((s) =>
    (s.kind === 'design' ? designNames : s.kind === 'article' ? articleNames : tagNames).get(s.id),
  )
  return [...new Set(names.filter((n): n is string => n !== undefined))]
}
