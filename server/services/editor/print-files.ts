import { transaction } from '../../../db/transaction.js'
import * as edq from '../../../db/queries/editor.js'
import * as oq from '../../../db/queries/orders.js'
import { designArt } from '../../../db/queries/catalog.js'
import { blankDocument } from '../../domain/editor/editor-document.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import { printPixels, printSpecFor } from '../../domain/editor/print-spec.js'
import { renderPrintFile } from '../../images/print-render.js'
import { moveOrder } from '../orders/move-order.js'
import { imageJobs, printFileKey, writeOnce, type EditorDeps } from './storage.js'
import { bookPdfKey, multiPageOf, pageCountOf } from './book-print-files.js'
import { printArchiveKey, printLineOf } from '../prints/print-archive.js'

export interface PrintFileEntry {
  /** 1-based position of the line in the order: /print-files/{line}. */
  line: number
  articleId: number
  quantity: number
  personalisedDesignId: string | null
  designId: number | null
  widthPx: number
  heightPx: number
  dpi: number
  /** A photo book or calendar is one PDF (decision 046), bulk prints one ZIP of JPEGs (054); everything else a JPEG. */
  format: 'jpeg' | 'pdf' | 'zip'
  /** Pages of the file: 1 for a JPEG; the cover and every page of a book's PDF; 1 per print in a prints ZIP. */
  pages: number
  /** Files in it: the photos of a prints ZIP, else 1. */
  files: number
  /** False while a book's PDF or a prints ZIP is still being rendered by the job runner (409 until then). */
  ready: boolean
  downloaded: boolean
}

type Printable = Pick<PrintFileEntry, 'widthPx' | 'heightPx' | 'dpi' | 'format' | 'pages' | 'files' | 'ready'>

type OrderLine = Awaited<ReturnType<typeof oq.orderLineRows>>[number]

/** Lines that have something to print: a personalised design (rendered at add-to-cart) or a catalog design. */
async function printable(deps: EditorDeps, line: OrderLine): Promise<Printable | null> {
  if (line.personalisedDesignId) {
    const d = await edq.findFinalDesign(deps.db, line.personalisedDesignId)
    const prints = d && printLineOf(d)
    if (d && prints) {
      // The sizes of a portrait print; a landscape photo's file is the same sheet turned.
      const size = { widthPx: d.printWidthPx!, heightPx: d.printHeightPx!, dpi: d.printDpi! }
      const n = prints.photos.length
      return { ...size, format: 'zip', pages: n, files: n, ready: await deps.storage.exists(printArchiveKey(d.id)) }
    }
    if (!d?.printFile) return null
    const size = { widthPx: d.printWidthPx!, heightPx: d.printHeightPx!, dpi: d.printDpi! }
    const book = multiPageOf(d)
    if (!book) return { ...size, format: 'jpeg', pages: 1, files: 1, ready: true }
    const ready = await deps.storage.exists(bookPdfKey(d.id))
    return { ...size, format: 'pdf', pages: pageCountOf(book), files: 1, ready }
  }
  const article = await edq.articlePrintRow(deps.db, line.articleId, line.variantId)
  if (line.designId === null || !article || !(await designArt(deps.db, line.designId))) return null
  const spec = printSpecFor(article)
  const px = printPixels(spec)
  return { widthPx: px.width, heightPx: px.height, dpi: spec.dpi, format: 'jpeg', pages: 1, files: 1, ready: true }
}

export async function listPrintFiles(deps: EditorDeps, order: oq.OrderRow): Promise<PrintFileEntry[]> {
  const lines = await oq.orderLineRows(deps.db, order.id)
  const done = await edq.downloadedLineIds(
    deps.db,
    lines.map((l) => l.id),
  )
  const specs = await Promise.all(lines.map((l) => printable(deps, l)))
  return lines.flatMap((l, i) => {
    const p = specs[i]
    return p
      ? [
          {
            line: i + 1,
            articleId: l.articleId,
            quantity: l.quantity,
            personalisedDesignId: l.personalisedDesignId,
            designId: l.designId,
            ...p,
            downloaded: done.has(l.id),
          },
        ]
      : []
  })
}

/** The storage key of a line's print file; a catalog-design line is rendered on first request and kept. */
async function printFileOf(deps: EditorDeps, line: OrderLine): Promise<string | null> {
  if (line.personalisedDesignId) {
    const d = await edq.findFinalDesign(deps.db, line.personalisedDesignId)
    if (d && printLineOf(d)) return printArchiveKey(d.id)
    if (d && multiPageOf(d)) return bookPdfKey(d.id)
    return d?.printFile ? printFileKey(d.printFile) : null
  }
  const article = await edq.articlePrintRow(deps.db, line.articleId, line.variantId)
  const art = line.designId === null ? undefined : await designArt(deps.db, line.designId)
  if (!article || !art || line.designId === null) return null
  const key = printFileKey(`catalog/${article.id}-${article.variantId}-${line.designId}.jpg`)
  if (await deps.storage.exists(key)) return key
  const spec = printSpecFor(article)
  const print = await imageJobs(() =>
    renderPrintFile({
      spec,
      doc: blankDocument(article.id, line.designId),
      photos: new Map(),
      designArt: { kind: 'design', seed: line.designId!, motif: art.motif, hue: art.hue },
      fontsDir: deps.fontsDir,
    }),
  )
  await writeOnce(deps.storage, key, print.jpeg)
  return key
}

export type DownloadResult =
  | { ok: true; key: string; fileName: string; entry: PrintFileEntry; status: number; complete: () => Promise<void> }
  | { ok: false; status: 404 | 409; code: string; message: string; retryAfterSeconds?: number }

const S = ORDER_STATUS

/**
 * The factory downloads a paid order's print files. The first download moves the order 0 -> 200 (files ready) ->
 * 201 (downloading); `complete()` (called once the file was sent) records the download and, when every print
 * file of the order has been fetched, moves it to 202 (downloaded). Later downloads (a retry in production) serve the
 * file without moving the order. Unpaid or canceled orders have nothing to download.
 */
export async function downloadPrintFile(
  deps: EditorDeps,
  order: oq.OrderRow,
  lineNo: number,
  actor: string,
): Promise<DownloadResult> {
  if (order.status === S.AWAITING_PAYMENT)
    return { ok: false, status: 409, code: 'not_paid', message: 'The order is not paid yet.' }
  if (order.status === S.CANCELED)
    return { ok: false, status: 409, code: 'canceled', message: 'The order was canceled.' }
  const lines = await oq.orderLineRows(deps.db, order.id)
  const line = lines[lineNo - 1]
  const entry = line ? (await listPrintFiles(deps, order)).find((e) => e.line === lineNo) : undefined
  if (!line || !entry)
    return { ok: false, status: 404, code: 'no_print_file', message: `Line ${lineNo} of this order has no print file.` }
  if (!entry.ready)
    return {
      ok: false,
      status: 409,
      code: 'print_file_rendering',
      message: `The ${entry.format === 'zip' ? 'prints archive' : 'PDF'} of line ${lineNo} is still being rendered; try again in a minute.`,
      retryAfterSeconds: 60,
    }
  const key = await printFileOf(deps, line)
  if (!key)
    return { ok: false, status: 404, code: 'no_print_file', message: `Line ${lineNo} of this order has no print file.` }
  const now = deps.now()
  // Checked and moved holding the order's row lock (moveOrder's transaction nests in this one), so a step moves the
  // order from `from` only, whatever another download or ops did to it a moment before.
  const step = (from: number, to: number, note: string) =>
    transaction(deps.db, async (tx) => {
      if ((await oq.lockOrder(tx, order.id))?.status === from) await moveOrder(tx, order.id, { to, actor, note }, now)
    })
  await step(S.RECEIVED, S.WAITING_FOR_DOWNLOAD, 'print files ready')
  await step(S.WAITING_FOR_DOWNLOAD, S.DOWNLOADING, `download of line ${lineNo} started`)
  const complete = async () => {
    await edq.recordPrintDownload(deps.db, line.id, actor, deps.now())
    if ((await listPrintFiles(deps, order)).every((e) => e.downloaded))
      await step(S.DOWNLOADING, S.DOWNLOADED, 'all print files downloaded')
  }
  const article = await edq.articlePrintRow(deps.db, line.articleId, line.variantId)
  const fileName = `${order.publicId.slice(0, 8).toUpperCase()}-${lineNo}-${line.variantSku ?? article?.code ?? line.articleId}.${entry.format === 'jpeg' ? 'jpg' : entry.format}`
  return { ok: true, key, fileName, entry, status: (await oq.findOrderById(deps.db, order.id))!.status, complete }
}
