import type { Db } from '../../../db/client.js'
import * as pdq from '../../../db/queries/print-drafts.js'
import { joinPhotos, MAX_DRAFT_PHOTOS, parsePrintsDraft } from '../../domain/prints/prints-draft.js'
import type { OwnerKey } from '../editor/storage.js'

/**
 * At sign-in, the shop session's prints drafts become the customer's (decision 054), in the caller's transaction
 * with the uploads they name. Per article: with no customer draft the row simply changes hands; otherwise the
 * session's photos join the customer's at the end (a photo both hold counts once, each keeps its settings, up to
 * MAX_DRAFT_PHOTOS) as the customer draft's next version, and the session's row is gone, so a repeated sign-in finds
 * nothing more to merge.
 */
export async function handOverPrintDrafts(tx: Db, from: OwnerKey, toOwner: string, now: number): Promise<void> {
  if (from.owner === toOwner) return
  const to = { owner: toOwner, brandSlug: from.brandSlug }
  for (const guest of await pdq.lockOwnerPrintDrafts(tx, from)) {
    const theirs = await pdq.lockPrintDraft(tx, to, guest.articleId)
    if (!theirs) {
      await pdq.movePrintDraft(tx, from, guest.articleId, toOwner)
      continue
    }
    const incoming = parsePrintsDraft(guest.document)
    const current = parsePrintsDraft(theirs.document) ?? { photos: [] }
    if (incoming?.photos.length) {
      const joined = joinPhotos(current, incoming.photos, incoming.replaces)
      const kept = { ...joined, photos: joined.photos.slice(0, MAX_DRAFT_PHOTOS) }
      await pdq.writePrintDraft(tx, to, guest.articleId, theirs.version, kept, now)
    }
    await pdq.deletePrintDraft(tx, from, guest.articleId)
  }
}
