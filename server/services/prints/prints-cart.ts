import * as edq from '../../../db/queries/editor.js'
import * as pdq from '../../../db/queries/print-drafts.js'
import { transaction } from '../../../db/transaction.js'
import { printPixels } from '../../domain/editor/print-spec.js'
import { printPlacement } from '../../domain/prints/print-layout.js'
import { groupIntoLines, parsePrintsDraft, type PrintLineDocument } from '../../domain/prints/prints-draft.js'
import { sharp } from '../../images/sharp.js'
import { addPrintsLine, removeCartLines, type CartContext } from '../cart/cart.js'
import type { EditorArticle } from '../editor/designs.js'
import {
  hashedName,
  newEditorId,
  printFileKey,
  sha256,
  uploadKey,
  writeOnce,
  type EditorDeps,
  type OwnerKey,
} from '../editor/storage.js'
import { queuePrintArchive } from './print-archive.js'
import { variantSpec, type PrintsError } from './prints-draft.js'

export interface AddedPrints {
  /** False when this version of the prints was added already (a repeated post): nothing was added again. */
  added: boolean
  lines: { lineId: string; variantId: number; quantity: number; photos: number }[]
}

/** The cart's picture of a prints line: its first photo, small. Content-addressed, so a repeat writes nothing. */
async function linePreview(deps: EditorDeps, upload: edq.UploadRow): Promise<string> {
  const screen = await deps.storage.read(uploadKey(hashedName(upload.sha256, '.screen.webp')))
  const name = `prints/${hashedName(sha256(`${upload.sha256}:preview`), '.preview.webp')}`
  if (screen) {
    const preview = await sharp(screen).resize(480, 480, { fit: 'inside' }).webp({ quality: 80 }).toBuffer()
    await writeOnce(deps.storage, printFileKey(name), preview)
  }
  return name
}

/**
 * Adds the session's prints to the cart as one line per size and finish (decision 054), in one transaction with
 * the frozen photo lists and their archive jobs. `version` is the draft version the shopper saw: an older one is
 * refused (409, the page reloads its photos), the one added last adds nothing again. The draft is emptied; cart lines
 * it was reopened from are replaced.
 */
export async function addPrintsToCart(
  deps: EditorDeps,
  c: CartContext,
  key: OwnerKey,
  article: EditorArticle,
  version: number,
): Promise<{ ok: true; result: AddedPrints } | PrintsError> {
  const row = await pdq.findPrintDraft(deps.db, key, article.id)
  // A repeat of the version added last finds the draft emptied: answered as done before anything is checked.
  if (row && row.cartedVersion === version) return { ok: true, result: { added: false, lines: [] } }
  const draft = row && parsePrintsDraft(row.document)
  if (!row || !draft || draft.photos.length === 0)
    return { ok: false, status: 400, code: 'no_photos', message: 'Add photos to print first.' }
  const uploads = new Map(
    (
      await edq.ownUploads(
        deps.db,
        key,
        draft.photos.map((p) => p.uploadId),
      )
    ).map((u) => [u.id, u]),
  )
  const photos = draft.photos.filter((p) => uploads.get(p.uploadId)?.width)
  const groups = groupIntoLines(photos)
  const previews = new Map<number, string>()
  for (const g of groups) previews.set(g.variantId, await linePreview(deps, uploads.get(g.photos[0]!.uploadId)!))
  const now = deps.now()
  return transaction(deps.db, async (tx) => {
    const locked = await pdq.lockPrintDraft(tx, key, article.id)
    if (locked?.cartedVersion === version) return { ok: true as const, result: { added: false, lines: [] } }
    if (locked?.version !== version)
      return {
        ok: false as const,
        status: 409 as const,
        code: 'prints_changed',
        message: 'Your prints were changed meanwhile (in another tab?). Check them and add them again.',
      }
    // Lines reopened for changes are replaced by what the draft holds now, not bought twice.
    await removeCartLines({ ...c, db: tx }, draft.replaces ?? [])
    const lines: AddedPrints['lines'] = []
    for (const g of groups) {
      const variant = article.range.variants.find((v) => v.id === g.variantId)!
      const spec = variantSpec(article, variant)
      const dpis = g.photos.map(
        (p) => printPlacement(uploads.get(p.uploadId)! as { width: number; height: number }, spec, p.fit).dpi,
      )
      const px = printPixels(spec)
      const id = newEditorId()
      const document: PrintLineDocument = { kind: 'prints', variantId: g.variantId, photos: g.photos }
      await edq.insertFinalDesign(tx, {
        id,
        owner: key.owner,
        brandSlug: key.brandSlug,
        articleId: article.id,
        variantId: g.variantId,
        designId: null,
        document,
        printFile: null,
        previewFile: previews.get(g.variantId)!,
        printWidthPx: px.width,
        printHeightPx: px.height,
        printDpi: spec.dpi,
        minPhotoDpi: Math.floor(Math.min(...dpis)),
        createdAt: now,
        updatedAt: now,
      })
      const added = await addPrintsLine(
        { ...c, db: tx },
        { articleId: article.id, variantId: g.variantId, quantity: g.copies, personalisedDesignId: id },
      )
      if (!added.ok) throw new Error(`prints line refused: ${added.error}`)
      await queuePrintArchive(tx, id, now)
      lines.push({ lineId: added.lineId, variantId: g.variantId, quantity: g.copies, photos: g.photos.length })
    }
    // The prints are in the cart now: the page starts empty again, and this version stays known as added.
    await pdq.writePrintDraft(tx, key, article.id, version, { photos: [] }, now)
    await pdq.markPrintDraftCarted(tx, key, article.id, version)
    return { ok: true as const, result: { added: true, lines } }
  })
}
