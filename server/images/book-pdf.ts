/**
 * The print PDF of a photo book or calendar (decision 046): one page per document page, cover first, each the
 * variant's trim size plus bleed (MediaBox = BleedBox, TrimBox inset by the bleed), fonts embedded (the vendored
 * DejaVu files the editor shows), photos placed at their real resolution. Each photo's crop is cut from the stored
 * upload and passed to the PDF as JPEG at its source pixels (never scaled to the page's size); pdfkit writes each
 * image as soon as it is placed, and the PDF goes to a stream, so one photo at a time is held in memory. A page whose
 * background is a catalog design gets it over the whole page (trim and bleed), under its photos and texts, drawn at
 * the print's resolution like the single-surface print file (print-render.ts); a design on several pages is embedded
 * once. A calendar's month pages get their month grid (calendar-pdf.ts) in the locale and country frozen with the
 * design.
 */
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { sharp } from './sharp.js'
import { allPages, type DocumentPage, type MultiPageDocument } from '../domain/editor/book-document.js'
import {
  calendarGridBox,
  calendarMonths,
  monthGrid,
  parseMonth,
  type MonthGrid,
} from '../domain/editor/calendar-grid.js'
import { FONTS, TEXT_LINE_HEIGHT, type PhotoItem, type TextItem } from '../domain/editor/editor-document.js'
import { pixelCrop, type Size } from '../domain/editor/photo-geometry.js'
import { canvasMm, MM_PER_INCH, trimBox, type PrintSpec } from '../domain/editor/print-spec.js'
import { drawMonthGrid } from './calendar-pdf.js'
import type { ArtSpec } from './art-spec.js'
import { designRaster } from './print-render.js'

const PT_PER_MM = 72 / MM_PER_INCH
const pt = (mm: number) => mm * PT_PER_MM
/** Same ceiling as the JPEG renderer: a decompression bomb is refused, not decoded. */
const PIXEL_LIMIT = 60_000_000

export interface BookPhotoSource {
  /** A path or the bytes of the stored (upright) upload. */
  source: string | Buffer
  width: number
  height: number
}

export interface BookPdfInput {
  spec: PrintSpec
  doc: MultiPageDocument
  /** Called once per placed photo, when it is drawn, so no more than one is read at a time. */
  photo: (uploadId: string) => Promise<BookPhotoSource>
  /** The art of a catalog design used as a page background, or null when the catalog no longer has it. */
  design: (designId: number) => Promise<ArtSpec | null>
  fontsDir: string
  title?: string
}

/** The crop of a photo at its source pixels, as JPEG (chroma kept whole: print quality, not screen size). */
async function croppedPhoto(item: PhotoItem, photo: BookPhotoSource): Promise<Buffer> {
  const c = pixelCrop(item.crop, photo as Size)
  return sharp(photo.source, { limitInputPixels: PIXEL_LIMIT })
    .extract({ left: c.x, top: c.y, width: c.width, height: c.height })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer()
}

function drawText(pdf: PDFKit.PDFDocument, item: TextItem): void {
  const lines = item.text.split('\n')
  pdf.font(`editor-${item.fontId}`).fontSize(pt(item.sizeMm)).fillColor(item.color)
  const lineHeight = pt(item.sizeMm * TEXT_LINE_HEIGHT)
  const widths = lines.map((l) => pdf.widthOfString(l))
  const box = Math.max(...widths)
  pdf.save().translate(pt(item.x), pt(item.y)).rotate(item.rotation)
  lines.forEach((line, i) => {
    const dx = item.align === 'left' ? 0 : item.align === 'center' ? (box - widths[i]!) / 2 : box - widths[i]!
    pdf.text(line, -box / 2 + dx, -(lines.length * lineHeight) / 2 + i * lineHeight, { lineBreak: false })
  })
  pdf.restore()
}

/**
 * An image pdfkit has read: placed on several pages it is one XObject, written once (pdfkit then drops its bytes).
 * pdfkit's types leave out `openImage` and image objects as `image()`'s source, both part of its API.
 */
interface OpenedImage {
  width: number
  height: number
}
type Backgrounds = Map<number, OpenedImage>

/**
 * The art of every background design of the document, read before anything is drawn. A design the catalog no longer
 * has fails the render (decision 046: the shopper bought the page with it, so it is never printed plain).
 */
async function backgroundArt(doc: MultiPageDocument, input: BookPdfInput): Promise<Map<number, ArtSpec>> {
  const arts = new Map<number, ArtSpec>()
  for (const [i, page] of allPages(doc).entries()) {
    const id = page.background.designId
    if (id === null || arts.has(id)) continue
    const art = await input.design(id)
    if (!art) {
      const where = i === 0 ? 'the cover' : `page ${i}`
      throw new Error(`the background design ${id} of ${where} is no longer in the catalog: the book is not printed`)
    }
    arts.set(id, art)
  }
  return arts
}

async function drawBackground(
  pdf: PDFKit.PDFDocument,
  page: DocumentPage,
  input: BookPdfInput,
  arts: Map<number, ArtSpec>,
  opened: Backgrounds,
): Promise<void> {
  const c = canvasMm(input.spec)
  pdf.rect(0, 0, pt(c.width), pt(c.height)).fill(page.background.color)
  const id = page.background.designId
  if (id === null) return
  let image = opened.get(id)
  if (!image) {
    const jpeg = await designRaster(arts.get(id)!, input.spec)
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
      .toBuffer()
    image = (pdf as unknown as { openImage(src: Buffer): OpenedImage }).openImage(jpeg)
    opened.set(id, image)
  }
  pdf.image(image as unknown as Buffer, 0, 0, { width: pt(c.width), height: pt(c.height) })
}

async function drawPage(
  pdf: PDFKit.PDFDocument,
  page: DocumentPage,
  input: BookPdfInput,
  backgrounds: { arts: Map<number, ArtSpec>; opened: Backgrounds },
): Promise<void> {
  await drawBackground(pdf, page, input, backgrounds.arts, backgrounds.opened)
  for (const item of page.items) {
    if (item.type === 'text') {
      drawText(pdf, item)
      continue
    }
    const jpeg = await croppedPhoto(item, await input.photo(item.uploadId))
    pdf.save().translate(pt(item.x), pt(item.y)).rotate(item.rotation)
    pdf.image(jpeg, -pt(item.width) / 2, -pt(item.height) / 2, { width: pt(item.width), height: pt(item.height) })
    pdf.restore()
  }
}

/**
 * The month grid of each page of a calendar (the cover is its title sheet), or none: a book, or a calendar document
 * frozen without its place or start month (then its pages are printed as they are, like a book's).
 */
function monthGridsOf(doc: MultiPageDocument): (MonthGrid | null)[] {
  const start = doc.startMonth ? parseMonth(doc.startMonth) : null
  const place = doc.calendar
  if (!start || !place) return allPages(doc).map(() => null)
  const grids = calendarMonths(start, doc.pages.length).map((m) => monthGrid(m.year, m.month, place))
  return [null, ...grids]
}

function drawGrid(pdf: PDFKit.PDFDocument, grid: MonthGrid, page: DocumentPage, input: BookPdfInput): void {
  const box = calendarGridBox(trimBox(input.spec))
  drawMonthGrid(
    pdf,
    grid,
    { x: pt(box.x), y: pt(box.y), width: pt(box.width), height: pt(box.height) },
    {
      background: page.background.color,
      locale: input.doc.calendar!.locale,
      fonts: { regular: 'editor-sans', bold: 'editor-sans-bold' },
    },
  )
}

/** Writes the PDF to `out`; resolves with its page count once every byte is written. */
export async function renderBookPdf(input: BookPdfInput, out: Writable): Promise<{ pages: number }> {
  // Loaded on the first book, not at server start (pdfkit and its font stack take a while to load).
  const { default: PDFDocument } = await import('pdfkit')
  const backgrounds = { arts: await backgroundArt(input.doc, input), opened: new Map() as Backgrounds }
  const c = canvasMm(input.spec)
  const size: [number, number] = [pt(c.width), pt(c.height)]
  const pdf = new PDFDocument({ autoFirstPage: false, info: { Title: input.title ?? 'Print file' } })
  for (const f of FONTS) pdf.registerFont(`editor-${f.id}`, join(input.fontsDir, f.file))
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve)
    out.on('error', reject)
    pdf.on('error', reject)
  })
  pdf.pipe(out)
  const pages = allPages(input.doc)
  const grids = monthGridsOf(input.doc)
  const b = pt(input.spec.bleedMm)
  for (const [i, page] of pages.entries()) {
    pdf.addPage({ size, margin: 0 })
    // The factory's imposition reads where to cut: trim inside the bleed, bleed = the whole page.
    const dictionary = pdf.page.dictionary.data as Record<string, unknown>
    dictionary['TrimBox'] = [b, b, size[0] - b, size[1] - b]
    dictionary['BleedBox'] = [0, 0, size[0], size[1]]
    await drawPage(pdf, page, input, backgrounds)
    const grid = grids[i]
    if (grid) drawGrid(pdf, grid, page, input)
  }
  pdf.end()
  await finished
  return { pages: pages.length }
}
