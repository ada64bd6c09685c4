import { eq as eqCol } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import type { SearchKind } from './search-index.js'

/**
 * A catalogue text as written, before the search service folds it into an index row (SearchIndexRow); the search
 * service indexes it as its SearchDocument.
 */
export interface CatalogueSearchText {
  kind: SearchKind
  /** 0 .. 2^32-1; one document per (kind, id, language). */
  id: number
  language: ShopLanguage
  title: string
  body: string
  /** Higher first among equally good matches; ordering distinguishes 0 .. 33,554,431 (see rowid layout). */
  popularity: number
}

/** Every design, article and tag text of the catalogue as a search document. */
export async function catalogueSearchTexts(db: Db): Promise<CatalogueSearchText[]> {
  const t = tablesOf(db)
  const docs: CatalogueSearchText[] = []
  const designRows = await db
    .select({
      id: t.designTexts.designId,
      language: t.designTexts.language,
      name: t.designTexts.name,
      description: t.designTexts.description,
      popularity: t.designs.popularity,
    })
    .from(t.designTexts)
    .innerJoin(t.designs, eqCol(t.designs.id, t.designTexts.designId))
  for (const r of designRows)
    docs.push({
      kind: 'design',
      id: r.id,
      language: r.language as ShopLanguage,
      title: r.name,
      body: r.description,
      popularity: r.popularity,
    })
  const articleRows = await db
    .select({
      id: t.articleTexts.articleId,
      language: t.articleTexts.language,
      name: t.articleTexts.name,
      plural: t.articleTexts.namePlural,
      description: t.articleTexts.description,
      popularity: t.articles.popularity,
    })
    .from(t.articleTexts)
    .innerJoin(t.articles, eqCol(t.articles.id, t.articleTexts.articleId))
  for (const r of articleRows)
    docs.push({
      kind: 'article',
      id: r.id,
      language: r.language as ShopLanguage,
      title: `${r.name} ${r.plural}`,
      body: r.description,
      popularity: r.popularity * 10,
    })
  const tagRows = await db
    .select({
      id: t.tagTexts.tagId,
      language: t.tagTexts.language,
      name: t.tagTexts.name,
      description: t.tagTexts.description,
      popularity: t.tags.popularity,
    })
    .from(t.tagTexts)
    .innerJoin(t.tags, eqCol(t.tags.id, t.tagTexts.tagId))
  for (const r of tagRows)
    docs.push({
      kind: 'tag',
      id: r.id,
      language: r.language as ShopLanguage,
      title: r.name,
      body: r.description,
      popularity: r.popularity,
    })
  return docs
}
