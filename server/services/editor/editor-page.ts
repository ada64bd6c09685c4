import type { Storefront } from '../../../db/queries/catalog.js'
import { canvasMm } from '../../domain/editor/print-spec.js'
import { choiceFromFields, closestVariant } from '../../domain/catalog/variant-choice.js'
import { articleRange } from '../catalog/article-range.js'
import { backgroundDesignOf, designArtFor, editorArticle, editorStart } from './designs.js'
import { documentForArticle } from '../../domain/editor/multi-page-start.js'
import { allPages } from '../../domain/editor/book-document.js'
import { productSafetyOf } from '../catalog/product-safety.js'
import type { EditorDeps, OwnerKey } from './storage.js'

/**
 * /create/{article_id}: the article's print spec and the document the editor opens with (saved design, autosaved
 * draft, catalog design from ?design=, or blank); null when the article is not sold on this site. The variant laid out
 * on: the one `?opt-*` fields name (the editor's size and finish choice reloads the page with them), else the
 * document's own, else the article's default (decision 040).
 */
export async function editorPage(
  deps: Pick<EditorDeps, 'db'>,
  key: OwnerKey,
  sf: Storefront,
  q: {
    articleId: number
    designId: number | null
    savedId: number | null
    customerId: number | null
    fresh: boolean
    fields: Record<string, unknown>
  },
) {
  const range = await articleRange(deps.db, sf, q.articleId)
  if (!range) return null
  const start = await editorStart(deps, key, sf, q)
  const { choice } = choiceFromFields(range, q.fields)
  const chosen = Object.keys(choice).length
    ? closestVariant(range, choice)
    : (range.variants.find((v) => v.id === start.doc.variantId) ?? range.variants[0])
  const article = await editorArticle(deps, sf, q.articleId, chosen?.id ?? null)
  if (!article) return null
  // A book or calendar edits its pages (a version-1 draft of one becomes its cover), as many as the variant has.
  start.doc = documentForArticle({ ...start.doc, variantId: article.variantId }, article.pageRule)
  // A book offers its design for any page: the first page that has one (the cover's, unless it was removed there).
  const designId =
    start.doc.version === 2
      ? (allPages(start.doc).find((p) => p.background.designId !== null)?.background.designId ?? null)
      : backgroundDesignOf(start.doc)
  const design = designId === null ? null : await designArtFor(deps, sf, designId)
  return {
    article: { id: article.id, name: article.name, priceMinor: article.priceMinor },
    range: article.range,
    variantId: article.variantId,
    spec: article.spec,
    /** Photo books and calendars: the variant's page count rule (decision 046); null for one surface. */
    pageRule: article.pageRule,
    canvas: canvasMm(article.spec),
    start,
    design: design ? { id: design.seed, name: design.name } : null,
    safety: await productSafetyOf(deps.db, sf, article.code),
  }
}

/**
 * What the /create page hands the editor: the page above with the shop session the editor's uploads and autosaves go
 * to and whether a customer is signed in. Here, not in the page's +data, so the editor's components may name it
 * (components never import pages).
 */
export type EditorPageData = NonNullable<Awaited<ReturnType<typeof editorPage>>> & {
  extSessionId: string
  signedIn: boolean
  /** The site's country: a calendar's public holidays and first day of the week. */
  country: string
}
