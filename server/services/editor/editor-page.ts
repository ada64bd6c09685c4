import type { Storefront } from '../../../db/queries/catalog.js'
import { canvasMm } from '../../domain/editor/print-spec.js'
import { designArtFor, editorArticle, editorStart } from './designs.js'
import type { EditorDeps, OwnerKey } from './storage.js'

/**
 * /create/{article_id}: the article's print spec and the document the editor opens with (saved design, autosaved
 * draft, catalog design from ?design=, or blank); null when the article is not sold on this site.
 */
export async function editorPage(
  deps: Pick<EditorDeps, 'db'>,
  key: OwnerKey,
  sf: Storefront,
  q: { articleId: number; designId: number | null; savedId: number | null; customerId: number | null; fresh: boolean },
) {
  const article = await editorArticle(deps, sf, q.articleId)
  if (!article) return null
  const start = await editorStart(deps, key, sf, { ...q, articleId: article.id })
  const design =
    start.doc.background.designId === null ? null : await designArtFor(deps, sf, start.doc.background.designId)
  return {
    article: { id: article.id, name: article.name, priceMinor: article.priceMinor },
    spec: article.spec,
    canvas: canvasMm(article.spec),
    start,
    design: design ? { id: design.seed, name: design.name } : null,
  }
}
