import * as edq from '../../../db/queries/editor.js'
import * as pdq from '../../../db/queries/print-drafts.js'
import { transaction } from '../../../db/transaction.js'
import { joinPhotos, MAX_DRAFT_PHOTOS, parsePrintLine, parsePrintsDraft } from '../../domain/prints/prints-draft.js'
import { findCartLine, type CartContext } from '../cart/cart.js'
import type { EditorArticle } from '../editor/designs.js'
import type { EditorDeps, OwnerKey } from '../editor/storage.js'
import type { PrintsError } from './prints-draft.js'

/**
 * Puts a prints line of the session's cart back on the prints page for changes (decision 054): its photos join the
 * draft with the settings they were added with (photos already in the draft keep theirs), and the draft names the
 * line, so adding to the cart replaces it instead of adding a second. A line reopened already adds nothing again
 * (a photo the shopper removed since stays removed). `reopened` counts the photos put back.
 */
export async function reopenPrintsLine(
  deps: Pick<EditorDeps, 'db' | 'now'>,
  c: CartContext,
  key: OwnerKey,
  article: EditorArticle,
  lineId: string,
): Promise<{ ok: true; reopened: number } | PrintsError> {
  const line = await findCartLine(c, lineId)
  const [frozen] =
    line?.articleId === article.id && line.personalisedDesignId
      ? await edq.finalDesignDocuments(deps.db, [line.personalisedDesignId])
      : []
  const document = frozen && parsePrintLine(frozen.document)
  if (!document)
    return { ok: false, status: 404, code: 'unknown_line', message: 'This prints line is not in your cart.' }
  // Only photos still the owner's come back (a line's uploads are not removed as abandoned, but be sure).
  const own = new Set(
    (
      await edq.ownUploads(
        deps.db,
        key,
        document.photos.map((p) => p.uploadId),
      )
    ).map((u) => u.id),
  )
  const photos = document.photos.filter((p) => own.has(p.uploadId))
  const outcome = await transaction(deps.db, async (tx) => {
    const row = await pdq.lockPrintDraft(tx, key, article.id)
    const draft = (row && parsePrintsDraft(row.document)) ?? { photos: [] }
    if (draft.replaces?.includes(lineId)) return 0
    const next = joinPhotos(draft, photos, [lineId])
    if (next.photos.length > MAX_DRAFT_PHOTOS) return 'too_many' as const
    const written = await pdq.writePrintDraft(tx, key, article.id, row?.version ?? 0, next, deps.now())
    return written ? next.photos.length - draft.photos.length : ('raced' as const)
  })
  if (outcome === 'too_many')
    return {
      ok: false,
      status: 400,
      code: 'too_many_photos',
      message: `At most ${MAX_DRAFT_PHOTOS} photos can be printed in one go.`,
    }
  if (outcome === 'raced') return reopenPrintsLine(deps, c, key, article, lineId)
  return { ok: true, reopened: outcome }
}
