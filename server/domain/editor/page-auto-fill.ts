import type { PhotoItem } from './editor-document.js'
import type { DocumentPage, MultiPageDocument } from './book-document.js'
import { layoutArea, layoutSlots } from './page-layouts.js'
import { coverCrop } from './photo-geometry.js'
import type { BoxMm, PrintSpec } from './print-spec.js'

export interface FillPhoto {
  uploadId: string
  width: number
  height: number
  /** When the upload arrived (epoch ms): the upload order. */
  uploadedAt: number
  /** When the photo was taken (EXIF, epoch ms), if known; date order falls back to the upload time. */
  takenAt?: number | null
}

export type FillOrder = 'upload' | 'date'

/** The photos in the order asked for; equal times keep their given order (the sort is stable). */
export function orderPhotos(photos: readonly FillPhoto[], order: FillOrder): FillPhoto[] {
  const key = (p: FillPhoto) => (order === 'date' ? (p.takenAt ?? p.uploadedAt) : p.uploadedAt)
  return [...photos].sort((a, b) => key(a) - key(b))
}

function photoInSlot(id: string, photo: FillPhoto, slot: BoxMm): PhotoItem {
  return {
    type: 'photo',
    id,
    uploadId: photo.uploadId,
    x: slot.x + slot.width / 2,
    y: slot.y + slot.height / 2,
    width: slot.width,
    height: slot.height,
    rotation: 0,
    crop: coverCrop(photo, slot.width / slot.height),
  }
}

/**
 * Fills the photo slots of the cover and then every page, in order, with the photos (each crop filling its slot;
 * a calendar's month pages have their slots above the month grid).
 * A page's photos are replaced, its texts kept; pages left when the photos run out are emptied of photos. Photos
 * beyond the last slot are returned as `unplaced` (the editor offers a layout with more slots).
 */
export function autoFill(
  doc: MultiPageDocument,
  photos: readonly FillPhoto[],
  order: FillOrder,
  spec: PrintSpec,
): { doc: MultiPageDocument; unplaced: string[] } {
  const queue = orderPhotos(photos, order)
  const fill = (page: DocumentPage): DocumentPage => {
    const slots = layoutSlots(page.layoutId, layoutArea(spec, page === doc.cover ? 'cover' : 'page')).photos
    const placed = slots.flatMap((slot, k) => {
      const photo = queue.shift()
      return photo ? [photoInSlot(`${page.id}-photo-${k + 1}`, photo, slot)] : []
    })
    return { ...page, items: [...placed, ...page.items.filter((i) => i.type !== 'photo')] }
  }
  const cover = fill(doc.cover)
  const pages = doc.pages.map(fill)
  return { doc: { ...doc, cover, pages }, unplaced: queue.map((p) => p.uploadId) }
}
