/**
 * The editor document: everything needed to print a personalised product, and nothing rendered. Stored as JSON
 * (autosave, saved designs, cart lines) and validated by editor-document-schema.ts wherever it enters the server.
 * Lengths are millimetres from the top-left corner of the print file (bleed included); x/y are item centres;
 * rotation is clockwise degrees; a photo's crop is in pixels of the upright uploaded image.
 */
import type { Rect } from './photo-geometry.js'

export const DOCUMENT_VERSION = 1

export interface PhotoItem {
  type: 'photo'
  id: string
  uploadId: string
  x: number
  y: number
  width: number
  height: number
  rotation: number
  crop: Rect
}

export type TextAlign = 'left' | 'center' | 'right'

export interface TextItem {
  type: 'text'
  id: string
  text: string
  fontId: FontId
  sizeMm: number
  color: string
  align: TextAlign
  x: number
  y: number
  rotation: number
}

export type EditorItem = PhotoItem | TextItem

export interface EditorDocument {
  version: typeof DOCUMENT_VERSION
  articleId: number
  /** The variant (size, finish ...) the document is laid out on; absent or null: the article's default. */
  variantId?: number | null
  background: { color: string; designId: number | null }
  items: EditorItem[]
}

export const LIMITS = {
  items: 30,
  textChars: 200,
  textSizeMm: { min: 2, max: 150 },
  /** Serialized document size accepted by the API (a 30-item document is far below it). */
  jsonBytes: 64_000,
} as const

/**
 * Fonts bundled with the shop (DejaVu, free licence; files in server/assets/fonts). The editor registers each file
 * under `family` in the browser; the renderer hands the same file to Pango under its real name `pango`, so the
 * screen and the print use identical glyphs. Line height is the fonts' own (ascent + descent).
 */
export const FONTS = [
  { id: 'sans', label: 'Sans', pango: 'DejaVu Sans', file: 'DejaVuSans.ttf' },
  { id: 'sans-bold', label: 'Sans bold', pango: 'DejaVu Sans Bold', file: 'DejaVuSans-Bold.ttf' },
  { id: 'serif', label: 'Serif', pango: 'DejaVu Serif', file: 'DejaVuSerif.ttf' },
  { id: 'serif-italic', label: 'Serif italic', pango: 'DejaVu Serif Italic', file: 'DejaVuSerif-Italic.ttf' },
  { id: 'mono', label: 'Typewriter', pango: 'DejaVu Sans Mono', file: 'DejaVuSansMono.ttf' },
] as const

export type FontId = (typeof FONTS)[number]['id']
export const FONT_IDS = FONTS.map((f) => f.id) as [FontId, ...FontId[]]
export const TEXT_LINE_HEIGHT = 1.164

export function fontFamily(id: FontId): string {
  return `Editor ${id}`
}

/** A short palette offered for text and backgrounds (any #rrggbb is accepted). */
export const COLOURS = [
  '#ffffff',
  '#000000',
  '#1c2024',
  '#c0392b',
  '#e67e22',
  '#f1c40f',
  '#27ae60',
  '#2a4f8f',
  '#8e44ad',
  '#f5e6d3',
] as const

export function blankDocument(articleId: number, designId: number | null = null): EditorDocument {
  return { version: DOCUMENT_VERSION, articleId, background: { color: '#ffffff', designId }, items: [] }
}

export function uploadIdsOf(doc: EditorDocument): string[] {
  return [...new Set(doc.items.flatMap((i) => (i.type === 'photo' ? [i.uploadId] : [])))]
}

/** Nothing to print: no photo, no text and no design. Such a document is not added to the cart. */
export function isEmptyDocument(doc: EditorDocument): boolean {
  return doc.items.length === 0 && doc.background.designId === null
}
