import type { Storefront } from '../../../db/queries/catalog.js'
import * as edq from '../../../db/queries/editor.js'
import * as pdq from '../../../db/queries/print-drafts.js'
import { transaction } from '../../../db/transaction.js'
import type { RangeVariant } from '../../domain/catalog/variant-choice.js'
import { printSpecFor, type PrintSpec } from '../../domain/editor/print-spec.js'
import { printPlacement } from '../../domain/prints/print-layout.js'
import { isLowResolution } from '../../domain/editor/photo-geometry.js'
import {
  addPhotos,
  changePhotos,
  MAX_COPIES,
  MAX_DRAFT_PHOTOS,
  parsePrintsDraft,
  PRINTS_KIND,
  type PhotoChange,
  type PrintPhoto,
  type PrintsDraft,
} from '../../domain/prints/prints-draft.js'
import { editorArticle, type EditorArticle } from '../editor/designs.js'
import { uploadView, type UploadView } from '../editor/uploads.js'
import type { EditorDeps, OwnerKey } from '../editor/storage.js'

export type PrintsError = { ok: false; status: 400 | 404 | 409; code: string; message: string }

/** The prints article as sold on this site (kind PHOTO_PRINT), or null: the page and the API are a 404 otherwise. */
export async function printsArticle(
  deps: Pick<EditorDeps, 'db'>,
  sf: Storefront,
  articleId: number,
): Promise<EditorArticle | null> {
  const article = await editorArticle(deps, sf, articleId)
  return article?.spec.kind === PRINTS_KIND ? article : null
}

export const variantSpec = (article: EditorArticle, v: RangeVariant): PrintSpec =>
  printSpecFor({ ...v, id: article.id, kind: article.spec.kind })

export interface PrintPhotoView extends PrintPhoto {
  upload: UploadView
  /** Printed pixels per inch as placed, whole; below the variant's minimum the page shows a badge. */
  dpi: number
  lowResolution: boolean
  /** The print's proportions (width / height), turned to the photo, for the crop preview. */
  aspect: number
}

export interface PrintsView {
  version: number
  photos: PrintPhotoView[]
  /** Cart lines reopened into the draft: adding to the cart replaces them. */
  replacing: number
}

const EMPTY: PrintsDraft = { photos: [] }

function draftOf(row: pdq.PrintDraftRow | undefined): PrintsDraft {
  return (row && parsePrintsDraft(row.document)) ?? EMPTY
}

/** The session's prints with their uploads; a photo whose upload is gone (removed as abandoned) is left out. */
export async function readPrints(
  deps: Pick<EditorDeps, 'db'>,
  key: OwnerKey,
  article: EditorArticle,
): Promise<PrintsView> {
  const row = await pdq.findPrintDraft(deps.db, key, article.id)
  const draft = draftOf(row)
  const uploads = new Map(
    (
      await edq.ownUploads(
        deps.db,
        key,
        draft.photos.map((p) => p.uploadId),
      )
    ).map((u) => [u.id, u]),
  )
  const variants = new Map(article.range.variants.map((v) => [v.id, v]))
  const photos = draft.photos.flatMap((p) => {
    const u = uploads.get(p.uploadId)
    const v = variants.get(p.variantId)
    if (!u?.width || !u.height || !v) return []
    const spec = variantSpec(article, v)
    const placed = printPlacement({ width: u.width, height: u.height }, spec, p.fit)
    return [
      {
        ...p,
        upload: uploadView(u),
        dpi: Math.floor(placed.dpi),
        lowResolution: isLowResolution(placed.dpi, spec.minDpi),
        aspect: placed.canvas.width / placed.canvas.height,
      },
    ]
  })
  return { version: row?.version ?? 0, photos, replacing: draft.replaces?.length ?? 0 }
}

/** What a request may ask of the draft: add uploaded photos with their settings, or change (or remove) some or all. */
export type PrintsChange = { add: string[]; settings: Omit<PrintPhoto, 'uploadId'> } | { change: PhotoChange }

function checkSettings(article: EditorArticle, s: { variantId?: number; copies?: number }): PrintsError | null {
  if (s.variantId !== undefined && !article.range.variants.some((v) => v.id === s.variantId))
    return { ok: false, status: 400, code: 'variant_not_sold_here', message: 'This size or finish is not sold here.' }
  if (s.copies !== undefined && (!Number.isInteger(s.copies) || s.copies < 1 || s.copies > MAX_COPIES))
    return {
      ok: false,
      status: 400,
      code: 'bad_copies',
      message: `Copies must be a whole number from 1 to ${MAX_COPIES}.`,
    }
  return null
}

/**
 * Applies a change to the session's draft under its lock, so uploads finishing at once (three at a time) each add
 * their photo. Only the owner's own images can be added.
 */
export async function changePrints(
  deps: Pick<EditorDeps, 'db' | 'now'>,
  key: OwnerKey,
  article: EditorArticle,
  change: PrintsChange,
): Promise<{ ok: true; view: PrintsView } | PrintsError> {
  const problem = checkSettings(article, 'add' in change ? change.settings : change.change)
  if (problem) return problem
  if ('add' in change) {
    const own = await edq.ownUploads(deps.db, key, change.add)
    if (own.length !== new Set(change.add).size || own.some((u) => u.kind !== 'image'))
      return { ok: false, status: 404, code: 'unknown_upload', message: 'A photo is not one of your uploads.' }
  }
  const outcome = await transaction(deps.db, async (tx) => {
    const row = await pdq.lockPrintDraft(tx, key, article.id)
    const draft = draftOf(row)
    const next = 'add' in change ? addPhotos(draft, change.add, change.settings) : changePhotos(draft, change.change)
    if (next.photos.length > MAX_DRAFT_PHOTOS) return 'too_many' as const
    return (await pdq.writePrintDraft(tx, key, article.id, row?.version ?? 0, next, deps.now()))
      ? ('written' as const)
      : ('raced' as const)
  })
  if (outcome === 'too_many')
    return {
      ok: false,
      status: 400,
      code: 'too_many_photos',
      message: `At most ${MAX_DRAFT_PHOTOS} photos can be printed in one go.`,
    }
  // Two first adds at once both saw no draft: one inserted it, the other tries again on top of it.
  if (outcome === 'raced') return changePrints(deps, key, article, change)
  return { ok: true, view: await readPrints(deps, key, article) }
}
