import { z } from 'zod'
import type { PrintFit } from './print-layout.js'

/** One photo of a prints order: which paper (the variant: size and finish), how many copies, filled or fitted. */
export interface PrintPhoto {
  uploadId: string
  variantId: number
  copies: number
  fit: PrintFit
}

/** A shop session's prints in progress, kept on the server so a reload (or another tab) finds them again. */
export interface PrintsDraft {
  photos: PrintPhoto[]
  /**
   * The cart lines reopened into this draft for changes (their photos were put back here): adding the draft to the
   * cart replaces them rather than adding the same photos a second time.
   */
  replaces?: string[]
}

/** The article kind sold as prints: only its articles have a prints page. */
export const PRINTS_KIND = 'PHOTO_PRINT'

/** Copies of one photo; a line's quantity is the sum over its photos. */
export const MAX_COPIES = 99
/** Photos one form post (the page without JS) may carry; the page's script sends one per request, three at a time. */
export const FORM_UPLOAD_FILES = 20
/** The session's upload budget (decision 047) is 500 files: a draft holds at most that many photos. */
export const MAX_DRAFT_PHOTOS = 500

const photoSchema = z.strictObject({
  uploadId: z.string().regex(/^[\w-]{1,40}$/),
  variantId: z.number().int().positive(),
  copies: z.number().int().min(1).max(MAX_COPIES),
  fit: z.enum(['fill', 'fit']),
})

/** Cart lines one draft may replace: a prints line per size and finish, a handful in practice. */
const MAX_REPLACED_LINES = 50

export const printsDraftSchema = z.strictObject({
  photos: z
    .array(photoSchema)
    .max(MAX_DRAFT_PHOTOS)
    .refine((ps) => new Set(ps.map((p) => p.uploadId)).size === ps.length, 'each photo once'),
  replaces: z
    .array(z.string().regex(/^[a-z2-7]{10,40}$/))
    .max(MAX_REPLACED_LINES)
    .optional(),
})

export function parsePrintsDraft(raw: unknown): PrintsDraft | null {
  const parsed = printsDraftSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** What the shopper changes: every photo (`uploadIds` absent) or the named ones. */
export interface PhotoChange {
  uploadIds?: string[]
  variantId?: number
  copies?: number
  fit?: PrintFit
  /** Drops the photos from the prints (the upload itself stays the session's). */
  remove?: boolean
}

export function changePhotos(draft: PrintsDraft, change: PhotoChange): PrintsDraft {
  const targets = change.uploadIds ? new Set(change.uploadIds) : null
  const hit = (p: PrintPhoto) => targets === null || targets.has(p.uploadId)
  if (change.remove) return { ...draft, photos: draft.photos.filter((p) => !hit(p)) }
  return {
    ...draft,
    photos: draft.photos.map((p) =>
      hit(p)
        ? {
            ...p,
            ...(change.variantId === undefined ? {} : { variantId: change.variantId }),
            ...(change.copies === undefined ? {} : { copies: change.copies }),
            ...(change.fit === undefined ? {} : { fit: change.fit }),
          }
        : p,
    ),
  }
}

/** New uploads join at the end with the given settings; a photo already there is not added twice. */
export function addPhotos(
  draft: PrintsDraft,
  uploadIds: readonly string[],
  settings: Omit<PrintPhoto, 'uploadId'>,
): PrintsDraft {
  return joinPhotos(
    draft,
    [...new Set(uploadIds)].map((uploadId) => ({ uploadId, ...settings })),
  )
}

/**
 * Photos from elsewhere (new uploads, a guest's draft at sign-in, a reopened cart line) join at the end with their
 * own settings; a photo already in the draft keeps the draft's settings and its place. `replaces` names cart lines
 * whose photos these are. The caller checks MAX_DRAFT_PHOTOS.
 */
export function joinPhotos(
  draft: PrintsDraft,
  incoming: readonly PrintPhoto[],
  replaces: readonly string[] = [],
): PrintsDraft {
  const known = new Set(draft.photos.map((p) => p.uploadId))
  const fresh: PrintPhoto[] = []
  for (const p of incoming) {
    if (known.has(p.uploadId)) continue
    known.add(p.uploadId)
    fresh.push(p)
  }
  const lines = [...new Set([...(draft.replaces ?? []), ...replaces])].slice(-MAX_REPLACED_LINES)
  return { photos: [...draft.photos, ...fresh], ...(lines.length ? { replaces: lines } : {}) }
}

export interface PrintLineGroup {
  variantId: number
  /** The line's quantity: every copy of every photo on this paper. */
  copies: number
  photos: PrintPhoto[]
}

/** One cart line per size and finish (a variant), in the order the variants first appear among the photos. */
export function groupIntoLines(photos: readonly PrintPhoto[]): PrintLineGroup[] {
  const groups = new Map<number, PrintLineGroup>()
  for (const p of photos) {
    const g = groups.get(p.variantId) ?? { variantId: p.variantId, copies: 0, photos: [] }
    g.copies += p.copies
    g.photos.push(p)
    groups.set(p.variantId, g)
  }
  return [...groups.values()]
}

/**
 * The frozen document of a prints cart line (a personalised design row, as a book's): its photos on one variant. The
 * `kind` tells it apart from the editor's documents, which have a `version` instead.
 */
export interface PrintLineDocument {
  kind: 'prints'
  variantId: number
  photos: PrintPhoto[]
}

const printLineSchema = z.strictObject({
  kind: z.literal('prints'),
  variantId: z.number().int().positive(),
  photos: z.array(photoSchema).min(1).max(MAX_DRAFT_PHOTOS),
})

export function parsePrintLine(raw: unknown): PrintLineDocument | null {
  const parsed = printLineSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}
