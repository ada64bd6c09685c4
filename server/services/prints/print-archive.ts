import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { finished } from 'node:stream/promises'
import { Zip, ZipPassThrough } from 'fflate'
import type { Db } from '../../../db/client.js'
import * as edq from '../../../db/queries/editor.js'
import { insertJob } from '../../../db/queries/jobs.js'
import { printSpecFor } from '../../domain/editor/print-spec.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import { printPlacement } from '../../domain/prints/print-layout.js'
import { parsePrintLine, type PrintLineDocument } from '../../domain/prints/prints-draft.js'
import { renderPrintPhoto } from '../../images/print-photo.js'
import { TEMP_PREFIX } from '../storage/file-storage.js'
import type { JobHandler } from '../jobs/job-runner.js'
import { PRINT_FILES, printFileKey, uploadKey, type EditorDeps } from '../editor/storage.js'

/**
 * A bulk-prints line is printed from one ZIP of JPEGs, one per photo at the variant's pixel size (decision 054),
 * rendered by the job runner after add-to-cart as a book's PDF is (decision 046): a few hundred photos take minutes of
 * CPU, never a request's. The job's ref is the line's frozen design; the archive's key follows from it.
 */
export const PRINT_ARCHIVE_JOB = 'print-archive'

const PRINT_ARCHIVE_RETRY: RetryPolicy = { maxAttempts: 6, baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 }

export const printArchiveKey = (designId: string) => printFileKey(`prints/${designId}.zip`)

export async function queuePrintArchive(db: Db, designId: string, now: number): Promise<void> {
  await insertJob(db, { kind: PRINT_ARCHIVE_JOB, ref: designId, runAt: now, now })
}

/** The photos of a frozen prints line, or null (any other design). */
export function printLineOf(design: Pick<edq.PersonalisedDesignRow, 'document'>): PrintLineDocument | null {
  return parsePrintLine(design.document)
}

/**
 * The name of a photo's file in the archive: its position (the shopper's order), the copies to print and the name it
 * was uploaded with, so the factory needs no other list.
 */
export function archiveEntryName(index: number, copies: number, fileName: string): string {
  const stem =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '_')
      .slice(0, 60) || 'photo'
  return `${String(index + 1).padStart(4, '0')}_${copies}x_${stem}.jpg`
}

/** Renders a frozen prints line's archive into the storage, unless it is there already. One photo at a time. */
export async function renderPrintArchiveOf(
  deps: EditorDeps,
  designId: string,
): Promise<'rendered' | 'existing' | 'gone'> {
  const key = printArchiveKey(designId)
  if (await deps.storage.exists(key)) return 'existing'
  const design = await edq.findFinalDesign(deps.db, designId)
  const line = design ? printLineOf(design) : null
  const article = line && (await edq.articlePrintRow(deps.db, design!.articleId, line.variantId))
  if (!design || !line || !article || article.variantId !== line.variantId) return 'gone'
  const spec = printSpecFor(article)
  const owner = { owner: design.owner, brandSlug: design.brandSlug }
  const temp = deps.storage.tempDir(PRINT_FILES)
  await mkdir(temp, { recursive: true })
  const path = join(temp, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}.part`)
  const out = createWriteStream(path)
  let zipError: Error | null = null
  // JPEGs are compressed already: stored, not deflated again.
  const zip = new Zip((err, chunk, final) => {
    if (err) zipError = err
    else out.write(chunk)
    if (final || err) out.end()
  })
  try {
    for (const [i, photo] of line.photos.entries()) {
      const [row] = await edq.ownUploads(deps.db, owner, [photo.uploadId])
      const source = row && (await deps.storage.read(uploadKey(row.storedAs)))
      if (!row?.width || !row.height || !source)
        throw new Error(`upload ${photo.uploadId} of prints ${designId} is missing`)
      const size = { width: row.width, height: row.height }
      const jpeg = await renderPrintPhoto(source, size, printPlacement(size, spec, photo.fit), spec.dpi)
      const entry = new ZipPassThrough(archiveEntryName(i, photo.copies, row.fileName))
      zip.add(entry)
      entry.push(jpeg, true)
    }
    zip.end()
    await finished(out)
    if (zipError) throw zipError
    await deps.storage.putFile(key, path)
    return 'rendered'
  } catch (err) {
    out.destroy()
    throw err
  } finally {
    await rm(path, { force: true })
  }
}

export function printArchiveJob(deps: EditorDeps): JobHandler {
  return {
    kind: PRINT_ARCHIVE_JOB,
    policy: PRINT_ARCHIVE_RETRY,
    leaseMs: 30 * 60_000,
    async run(ref) {
      await renderPrintArchiveOf(deps, ref)
    },
  }
}
