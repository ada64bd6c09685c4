/**
 * Edits of the editor document as pure functions (document in, new document out), so undo/redo only has to keep
 * old documents and the geometry rules come from server/domain, the same ones the print renderer uses.
 */
import type { EditorDocument, EditorItem, PhotoItem, TextItem } from '../../server/domain/editor/editor-document.js'
import { LIMITS } from '../../server/domain/editor/editor-document.js'
import { canvasMm, safeBox, type PrintSpec } from '../../server/domain/editor/print-spec.js'
import {
  coverCrop,
  effectiveDpi,
  initialPlacement,
  panCrop,
  replaceCrop,
  resizeFrame,
  zoomCrop,
  type Size,
} from '../../server/domain/editor/photo-geometry.js'

export type Dims = Size & { id: string }

export function newItemId(prefix: 'p' | 't'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

const r2 = (n: number) => Math.round(n * 100) / 100

export function findItem(doc: EditorDocument, id: string | null): EditorItem | undefined {
  return id === null ? undefined : doc.items.find((i) => i.id === id)
}

export function updateItem<T extends EditorItem>(doc: EditorDocument, id: string, patch: Partial<T>): EditorDocument {
  return { ...doc, items: doc.items.map((i) => (i.id === id ? ({ ...i, ...patch } as EditorItem) : i)) }
}

export function removeItem(doc: EditorDocument, id: string): EditorDocument {
  return { ...doc, items: doc.items.filter((i) => i.id !== id) }
}

export function canAddItem(doc: EditorDocument): boolean {
  return doc.items.length < LIMITS.items
}

export function addPhoto(doc: EditorDocument, upload: Dims, spec: PrintSpec): { doc: EditorDocument; id: string } {
  const first = !doc.items.some((i) => i.type === 'photo')
  const place = initialPlacement(upload, canvasMm(spec), safeBox(spec), first)
  const item: PhotoItem = { type: 'photo', id: newItemId('p'), uploadId: upload.id, rotation: 0, ...place }
  return { doc: { ...doc, items: [...doc.items, item] }, id: item.id }
}

export function replacePhoto(doc: EditorDocument, id: string, upload: Dims): EditorDocument {
  const item = findItem(doc, id)
  if (item?.type !== 'photo') return doc
  return updateItem<PhotoItem>(doc, id, { uploadId: upload.id, crop: replaceCrop(upload, item) })
}

export function addText(doc: EditorDocument, spec: PrintSpec, text: string): { doc: EditorDocument; id: string } {
  const safe = safeBox(spec)
  const sizeMm = r2(Math.max(LIMITS.textSizeMm.min, Math.min(24, safe.height / 6)))
  const item: TextItem = {
    type: 'text',
    id: newItemId('t'),
    text,
    fontId: 'sans-bold',
    sizeMm,
    color: '#1c2024',
    align: 'center',
    x: r2(safe.x + safe.width / 2),
    y: r2(safe.y + safe.height / 2),
    rotation: 0,
  }
  return { doc: { ...doc, items: [...doc.items, item] }, id: item.id }
}

export function moveItem(doc: EditorDocument, id: string, x: number, y: number): EditorDocument {
  return updateItem(doc, id, { x: r2(x), y: r2(y) })
}

export function rotateItem(doc: EditorDocument, id: string, degrees: number): EditorDocument {
  const item = findItem(doc, id)
  if (!item) return doc
  const rotation = ((((item.rotation + degrees) % 360) + 540) % 360) - 180
  return updateItem(doc, id, { rotation: r2(rotation) })
}

/** Zoom: a photo zooms inside its frame (the crop shrinks); a text grows. */
export function zoomItem(doc: EditorDocument, id: string, factor: number, upload: Size | undefined): EditorDocument {
  const item = findItem(doc, id)
  if (item?.type === 'photo' && upload)
    return updateItem<PhotoItem>(doc, id, { crop: zoomCrop(item.crop, upload, factor) })
  if (item?.type === 'text')
    return updateItem<TextItem>(doc, id, {
      sizeMm: r2(Math.min(LIMITS.textSizeMm.max, Math.max(LIMITS.textSizeMm.min, item.sizeMm * factor))),
    })
  return doc
}

/** Scales the whole item (pinch, or the frame's corner handles): a photo's frame grows, a text's size. */
export function scaleItem(doc: EditorDocument, id: string, factor: number): EditorDocument {
  const item = findItem(doc, id)
  if (item?.type === 'photo')
    return updateItem<PhotoItem>(doc, id, {
      width: r2(Math.max(1, item.width * factor)),
      height: r2(Math.max(1, item.height * factor)),
    })
  if (item?.type === 'text')
    return updateItem<TextItem>(doc, id, {
      sizeMm: r2(Math.min(LIMITS.textSizeMm.max, Math.max(LIMITS.textSizeMm.min, item.sizeMm * factor))),
    })
  return doc
}

/** A new frame size from the transformer: corners scale the photo, edges crop it (see resizeFrame). */
export function resizePhotoFrame(doc: EditorDocument, id: string, frame: Size, upload: Size): EditorDocument {
  const item = findItem(doc, id)
  if (item?.type !== 'photo') return doc
  return updateItem<PhotoItem>(doc, id, {
    width: r2(frame.width),
    height: r2(frame.height),
    crop: resizeFrame(item.crop, upload, item, frame),
  })
}

/** Drags the photo inside its frame: a move on screen (mm, canvas axes) shows another part of the photo. */
export function panPhoto(doc: EditorDocument, id: string, dxMm: number, dyMm: number, upload: Size): EditorDocument {
  const item = findItem(doc, id)
  if (item?.type !== 'photo') return doc
  const r = (item.rotation * Math.PI) / 180
  const lx = dxMm * Math.cos(r) + dyMm * Math.sin(r)
  const ly = -dxMm * Math.sin(r) + dyMm * Math.cos(r)
  // Dragging the photo right reveals its left part: the crop moves the other way.
  return updateItem<PhotoItem>(doc, id, {
    crop: panCrop(item.crop, upload, (-lx * item.crop.width) / item.width, (-ly * item.crop.height) / item.height),
  })
}

export function reorderItem(doc: EditorDocument, id: string, direction: 'forward' | 'backward'): EditorDocument {
  const i = doc.items.findIndex((x) => x.id === id)
  const j = direction === 'forward' ? i + 1 : i - 1
  if (i < 0 || j < 0 || j >= doc.items.length) return doc
  const items = [...doc.items]
  ;[items[i], items[j]] = [items[j]!, items[i]!]
  return { ...doc, items }
}

export function photoDpi(item: PhotoItem): number {
  return effectiveDpi(item.crop, item)
}

/** 100% = the photo just fills its frame; more means zoomed in. */
export function zoomPercent(item: PhotoItem, upload: Size): number {
  return Math.round((100 * coverCrop(upload, item.width / item.height).width) / item.crop.width)
}
