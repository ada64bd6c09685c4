import { describe, expect, it } from 'vitest'
import { blankMultiPageDocument, type MultiPageDocument } from './book-document.js'
import { blankDocument, type EditorDocument } from './editor-document.js'
import { pageRuleFor } from './page-count.js'
import { coverSurface, documentForArticle, fitPageCount } from './multi-page-start.js'

const book24 = pageRuleFor('PHOTO_BOOK', { pages: '24' })!
const book24to28 = pageRuleFor('PHOTO_BOOK', { pages: '24-28' })!
const text = {
  type: 'text',
  id: 't1',
  text: 'Hi',
  fontId: 'sans',
  sizeMm: 8,
  color: '#000000',
  align: 'center',
  x: 10,
  y: 10,
  rotation: 0,
} as const

describe('the document the editor opens', () => {
  it('turns a version-1 draft of a book into the cover of a book with the variant’s pages', () => {
    const v1: EditorDocument = { ...blankDocument(112, 5), variantId: 9, items: [text] }
    const doc = documentForArticle(v1, book24) as MultiPageDocument
    expect(doc.version).toBe(2)
    expect(doc.variantId).toBe(9)
    expect(doc.cover.items).toEqual([text])
    expect(doc.cover.background.designId).toBe(5)
    expect(doc.pages).toHaveLength(24)
  })

  it('keeps a version-2 document whose page count the variant allows, unchanged', () => {
    const doc = blankMultiPageDocument(112, book24to28)
    expect(documentForArticle(doc, book24to28)).toBe(doc)
  })

  it('fits another page count: empty pages go first, blank ones are added at the end', () => {
    const doc = blankMultiPageDocument(112, pageRuleFor('PHOTO_BOOK', { pages: '28' })!)
    const withText = { ...doc, pages: doc.pages.map((p, i) => (i >= 24 ? { ...p, items: [text] } : p)) }
    const fitted = fitPageCount(withText, book24)
    expect(fitted.pages).toHaveLength(24)
    expect(fitted.pages.slice(-4).every((p) => p.items.length === 1)).toBe(true)
    const grown = fitPageCount(fitted, pageRuleFor('PHOTO_BOOK', { pages: '26' })!)
    expect(grown.pages).toHaveLength(26)
    expect(new Set([grown.cover.id, ...grown.pages.map((p) => p.id)]).size).toBe(27)
  })

  it('gives a single-surface article a version-1 document (a stray version-2 one keeps its cover)', () => {
    const v1 = blankDocument(102)
    expect(documentForArticle(v1, null)).toBe(v1)
    const v2 = blankMultiPageDocument(102, book24)
    expect(documentForArticle(v2, null)).toEqual(coverSurface(v2))
  })
})
