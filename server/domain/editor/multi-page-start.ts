/**
 * The document the editor opens for an article, whatever version was stored (decision 046): a photo book or calendar
 * always edits a version-2 document, so a version-1 draft or saved design of one (made before the page strip) becomes
 * its cover, and a version-2 one stored for another page count (the shopper chose another variant) is fitted to the
 * variant. A single-surface article keeps the version-1 document (a stray version-2 one keeps its cover).
 */
import type { AnyDocument } from './book-document-schema.js'
import { blankMultiPageDocument, blankPage, MULTI_PAGE_VERSION, type MultiPageDocument } from './book-document.js'
import type { EditorDocument } from './editor-document.js'
import { initialInnerPages, innerPagesAllowed, type PageRule } from './page-count.js'

/** A version-2 document seen as one surface: its cover. */
export function coverSurface(doc: MultiPageDocument): EditorDocument {
  return {
    version: 1,
    articleId: doc.articleId,
    variantId: doc.variantId,
    background: doc.cover.background,
    items: doc.cover.items,
  }
}

/**
 * The page count brought into the variant's range: blank pages are added at the end, or pages removed from the end
 * (empty ones first, so a shorter variant loses as little work as it can).
 */
export function fitPageCount(doc: MultiPageDocument, rule: PageRule): MultiPageDocument {
  if (innerPagesAllowed(rule, doc.pages.length)) return doc
  let pages = [...doc.pages]
  const target = (n: number) => innerPagesAllowed(rule, n)
  // The nearest allowed count at or below the current one, else the smallest allowed.
  let want = pages.length
  while (want > 0 && !target(want)) want--
  if (want === 0) want = initialInnerPages(rule)
  while (pages.length > want) {
    const lastEmpty = pages.findLastIndex((p) => p.items.length === 0 && p.background.designId === null)
    pages.splice(lastEmpty >= 0 ? lastEmpty : pages.length - 1, 1)
  }
  const used = new Set([doc.cover.id, ...pages.map((p) => p.id)])
  for (let i = 1; pages.length < want; i++) if (!used.has(`p${i}`)) pages = [...pages, blankPage(`p${i}`)]
  return { ...doc, pages }
}

export function documentForArticle(doc: AnyDocument, rule: PageRule | null): AnyDocument {
  if (!rule) return doc.version === MULTI_PAGE_VERSION ? coverSurface(doc) : doc
  if (doc.version === MULTI_PAGE_VERSION) return fitPageCount(doc, rule)
  const blank = blankMultiPageDocument(doc.articleId, rule, doc.variantId ?? null)
  return { ...blank, cover: { ...blank.cover, background: doc.background, items: doc.items } }
}
