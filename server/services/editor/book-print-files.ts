import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { Db } from '../../../db/client.js'
import * as edq from '../../../db/queries/editor.js'
import { insertJob } from '../../../db/queries/jobs.js'
import { designArt } from '../../../db/queries/catalog.js'
import { parseAnyDocument } from '../../domain/editor/book-document-schema.js'
import { allPages, type MultiPageDocument } from '../../domain/editor/book-document.js'
import { printSpecFor } from '../../domain/editor/print-spec.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import { renderBookPdf } from '../../images/book-pdf.js'
import { TEMP_PREFIX } from '../storage/file-storage.js'
import type { JobHandler } from '../jobs/job-runner.js'
import { PRINT_FILES, printFileKey, uploadKey, type EditorDeps } from './storage.js'

/**
 * Photo books and calendars are printed from one PDF per design (decision 046), rendered by the job runner after
 * add-to-cart (a 24-page book takes seconds of CPU: never in a request). The job's ref is the frozen design's id;
 * the PDF's key follows from it, so a rerun finds it done.
 */
export const BOOK_PDF_JOB = 'book-print-pdf'

/** A few quick tries, then minutes: a missing upload or a full disk needs ops, not a tight loop. */
const BOOK_PDF_RETRY: RetryPolicy = { maxAttempts: 6, baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 }

export const bookPdfKey = (designId: string) => printFileKey(`books/${designId}.pdf`)

export async function queueBookPdf(db: Db, designId: string, now: number): Promise<void> {
  await insertJob(db, { kind: BOOK_PDF_JOB, ref: designId, runAt: now, now })
}

/** The multi-page document of a frozen design, or null (a single-surface design). */
export function multiPageOf(design: Pick<edq.PersonalisedDesignRow, 'document'>): MultiPageDocument | null {
  const parsed = parseAnyDocument(design.document)
  return parsed.ok && parsed.doc.version === 2 ? parsed.doc : null
}

export function pageCountOf(doc: MultiPageDocument): number {
  return allPages(doc).length
}

/** Renders a frozen book design's PDF into the storage, unless it is there already. */
export async function renderBookPdfOf(deps: EditorDeps, designId: string): Promise<'rendered' | 'existing' | 'gone'> {
  const key = bookPdfKey(designId)
  if (await deps.storage.exists(key)) return 'existing'
  const design = await edq.findFinalDesign(deps.db, designId)
  const doc = design ? multiPageOf(design) : null
  const article = design && (await edq.articlePrintRow(deps.db, design.articleId, design.variantId))
  if (!design || !doc || !article) return 'gone'
  const owner = { owner: design.owner, brandSlug: design.brandSlug }
  const temp = deps.storage.tempDir(PRINT_FILES)
  await mkdir(temp, { recursive: true })
  const path = join(temp, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}.part`)
  try {
    // Not through imageJobs: the job runner renders one book at a time already, and a book must not hold the
    // add-to-cart renders back for its seconds.
    await renderBookPdf(
      {
        spec: printSpecFor(article),
        doc,
        fontsDir: deps.fontsDir,
        title: `${article.code} ${designId}`,
        photo: async (uploadId) => {
          const [row] = await edq.ownUploads(deps.db, owner, [uploadId])
          const source = row && (await deps.storage.read(uploadKey(row.storedAs)))
          if (!row || !source) throw new Error(`upload ${uploadId} of design ${designId} is missing`)
          return { source, width: row.width!, height: row.height! }
        },
        // By id alone, like a catalog line's print file: add-to-cart checked the design was sold on the shopper's site.
        design: async (id) => {
          const art = await designArt(deps.db, id)
          return art ? { kind: 'design', seed: id, motif: art.motif, hue: art.hue } : null
        },
      },
      createWriteStream(path),
    )
    await deps.storage.putFile(key, path)
    return 'rendered'
  } finally {
    await rm(path, { force: true })
  }
}

export function bookPdfJob(deps: EditorDeps): JobHandler {
  return {
    kind: BOOK_PDF_JOB,
    policy: BOOK_PDF_RETRY,
    leaseMs: 10 * 60_000,
    async run(ref) {
      await renderBookPdfOf(deps, ref)
    },
  }
}
