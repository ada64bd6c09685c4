import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { sharp } from './sharp.js'
import { renderBookPdf } from './book-pdf.js'
import { blankMultiPageDocument } from '../domain/editor/book-document.js'
import { MM_PER_INCH, printPixels, printSpecFor, trimBox } from '../domain/editor/print-spec.js'
import { autoFill } from '../domain/editor/page-auto-fill.js'
import { LAYOUT_IDS } from '../domain/editor/page-layouts.js'
import { projectRoot } from '../project-root.js'
import { mmOf, pdfPageImages, pdfPages } from '../../tests/helpers/pdf-pages.js'
import { pdfImagePlacements, pdfPageRuns } from '../../tests/helpers/pdf-text.js'
import { BOOK_SPEC as spec, CALENDAR_PAGES, CALENDAR_SPEC, filledBook } from '../../tests/helpers/sample-book.js'
import { calendarGridBox, HOLIDAY_COLOUR } from '../domain/editor/calendar-grid.js'
import type { ArtSpec } from './art-spec.js'
import type { DocumentPage } from '../domain/editor/book-document.js'
import type { PhotoItem } from '../domain/editor/editor-document.js'
import { pixelCrop } from '../domain/editor/photo-geometry.js'

/** The catalog's art by design id: design 99 is not in it (deleted since the book was bought). */
const catalogArt = async (id: number): Promise<ArtSpec | null> =>
  id === 99 ? null : { kind: 'design', seed: id, motif: 'hearts', hue: 340 }

async function render(doc: Parameters<typeof renderBookPdf>[0]['doc'], photo: Buffer, printSpec = spec) {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  const reads: string[] = []
  const r = await renderBookPdf(
    {
      spec: printSpec,
      doc,
      fontsDir: join(projectRoot(), 'server/assets/fonts'),
      photo: async (id) => {
        reads.push(id)
        return { source: photo, width: 1200, height: 900 }
      },
      design: catalogArt,
    },
    out,
  )
  return { ...r, pdf: Buffer.concat(chunks), reads }
}

/** The source pixels of a page's photo crop (the test photos are 1200 × 900), as the PDF holds it. */
function photoPixels(page: DocumentPage) {
  const item = page.items.find((i) => i.type === 'photo')!
  const c = pixelCrop((item as PhotoItem).crop, { width: 1200, height: 900 })
  return { width: c.width, height: c.height }
}

/** The demo book cut to its cover and two pages, photos in upload order, each page's background design as given. */
async function twoPageBook(designs: { cover: number | null; pages: (number | null)[] }) {
  const uploads = ['a', 'b'].map((l, i) => ({ uploadId: l.repeat(24), width: 1200, height: 900, uploadedAt: i }))
  const { doc } = filledBook(uploads)
  const withDesign = (p: DocumentPage, designId: number | null) => ({ ...p, background: { ...p.background, designId } })
  return {
    ...doc,
    cover: withDesign(doc.cover, designs.cover),
    pages: doc.pages.slice(0, 2).map((p, i) => withDesign(p, designs.pages[i]!)),
  }
}

describe('book print PDF', () => {
  it('writes the cover and every page at trim plus bleed, with the trim box inside the bleed', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a4f8f' } })
      .jpeg()
      .toBuffer()
    const uploads = ['a', 'b', 'c'].map((l, i) => ({ uploadId: l.repeat(24), width: 1200, height: 900, uploadedAt: i }))
    const { doc } = filledBook(uploads)
    const withText = {
      ...doc,
      cover: {
        ...doc.cover,
        items: [
          ...doc.cover.items,
          {
            type: 'text' as const,
            id: 't',
            text: 'Sommer 2026\nŁódź · Ærø',
            fontId: 'serif-italic' as const,
            sizeMm: 12,
            color: '#ffffff',
            align: 'center' as const,
            x: 151.5,
            y: 180,
            rotation: -5,
          },
        ],
      },
    }
    const r = await render(withText, photo)
    expect(r.pages).toBe(25)
    const pages = pdfPages(r.pdf)
    expect(pages).toHaveLength(25)
    for (const p of pages) {
      expect(mmOf(p.mediaBox[2])).toBeCloseTo(303, 1)
      expect(mmOf(p.mediaBox[3])).toBeCloseTo(216, 1)
      expect(p.trimBox!.map(mmOf).map((n) => Math.round(n * 10) / 10)).toEqual([3, 3, 300, 213])
    }
    expect(r.reads).toEqual(['a', 'b', 'c'].map((l) => l.repeat(24)))
    const text = r.pdf.toString('latin1')
    // The fonts are embedded (a FontFile2 stream per font used), and the photos kept at their source pixels.
    expect(text).toMatch(/\/FontFile2/)
    expect(text).toMatch(/\/Width 1200\s/)
  })
  it('draws a page’s catalog design over the whole page at the print’s pixels, under its photo; other pages have none', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a4f8f' } })
      .jpeg()
      .toBuffer()
    // Cover: photo a, no design. Page 1: photo b on design 7. Page 2: empty, no design.
    const doc = await twoPageBook({ cover: null, pages: [7, null] })
    const r = await render(doc, photo)
    expect(r.pages).toBe(3)
    const design = printPixels(spec)
    // Trim plus 3 mm bleed at 300 dpi: the design is never scaled down to a screen size.
    expect(design).toEqual({ width: 3579, height: 2551 })
    const photoPx = photoPixels(doc.cover)
    expect(photoPixels(doc.pages[0]!)).toEqual(photoPx)
    // A page's resources name its images in the order they were drawn: the design first, under the photo.
    expect(pdfPageImages(r.pdf)).toEqual([[photoPx], [design, photoPx], []])
  })
  it('embeds a design used on several pages once', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a4f8f' } })
      .jpeg()
      .toBuffer()
    // A small page keeps the test quick: what counts is how often the design is embedded.
    const small = printSpecFor({
      id: 112,
      kind: 'PHOTO_BOOK',
      printWidthMm: 60,
      printHeightMm: 40,
      bleedMm: 3,
      minDpi: 150,
    })
    const doc = await twoPageBook({ cover: 7, pages: [null, 7] })
    const r = await render(doc, photo, small)
    const design = printPixels(small)
    const photoPx = photoPixels(doc.cover)
    expect(pdfPageImages(r.pdf)).toEqual([[design, photoPx], [photoPx], [design]])
    const designImages = r.pdf.toString('latin1').match(new RegExp(`/Width ${design.width}\\s`, 'g'))
    expect(designImages).toHaveLength(1)
  })
  it('refuses to print a book whose page background design is no longer in the catalog, before writing anything', async () => {
    const doc = await twoPageBook({ cover: 7, pages: [null, 99] })
    const out = new PassThrough()
    const written: Buffer[] = []
    out.on('data', (c: Buffer) => written.push(c))
    const reads: string[] = []
    const rendering = renderBookPdf(
      {
        spec,
        doc,
        fontsDir: join(projectRoot(), 'server/assets/fonts'),
        photo: async (id) => {
          reads.push(id)
          throw new Error('no photo is read')
        },
        design: catalogArt,
      },
      out,
    )
    await expect(rendering).rejects.toThrow(
      'the background design 99 of page 2 is no longer in the catalog: the book is not printed',
    )
    expect(reads).toEqual([])
    expect(written).toEqual([])
  })
  it('prints a calendar month grid on each month page, in the site language, with the country’s holidays marked', async () => {
    const calendarSpec = printSpecFor({
      id: 108,
      kind: 'CALENDAR',
      printWidthMm: 210,
      printHeightMm: 297,
      bleedMm: 3,
      minDpi: 150,
    })
    const blank = blankMultiPageDocument(108, CALENDAR_PAGES)
    const doc = {
      ...blank,
      startMonth: '2027-01',
      calendar: { locale: 'es-ES', country: 'ES' },
      // February on a dark page: its grid is printed in white.
      pages: blank.pages.map((p, i) => (i === 1 ? { ...p, background: { color: '#1d3557', designId: null } } : p)),
    }
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a4f8f' } })
      .jpeg()
      .toBuffer()
    const r = await render(doc, photo, calendarSpec)
    expect(r.pages).toBe(13)
    const pages = pdfPageRuns(r.pdf)
    expect(pages).toHaveLength(13)
    const texts = (i: number) => pages[i]!.map((run) => run.text)
    // The cover is the title sheet: no grid.
    expect(texts(0)).toEqual([])
    // January: Spanish names, weeks from Monday, 1 and 6 January (Año Nuevo, Reyes) marked.
    expect(texts(1)).toContain('Enero de 2027')
    expect(texts(1).slice(1, 8)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'])
    const holidays = (i: number) => pages[i]!.filter((run) => run.fill === HOLIDAY_COLOUR).map((run) => run.text)
    expect(holidays(1)).toEqual(['1', '6'])
    // February has no national holiday in Spain; its days are white on the dark page.
    expect(texts(2)).toContain('Febrero de 2027')
    expect(holidays(2)).toEqual([])
    expect(pages[2]!.find((run) => run.text === '14')?.fill).toBe('#ffffff')
    expect(pages[1]!.find((run) => run.text === '14')?.fill).toBe('#222222')
    // December 2027: the Constitution (6), the Immaculate Conception (8) and Christmas.
    expect(texts(12)).toContain('Diciembre de 2027')
    expect(holidays(12)).toEqual(['6', '8', '25'])
  })
  it('places an auto-filled calendar’s photos above each month page’s grid panel, whatever the layout', async () => {
    const calendarSpec = CALENDAR_SPEC
    const blank = blankMultiPageDocument(108, CALENDAR_PAGES)
    const laidOut = {
      ...blank,
      startMonth: '2027-01',
      calendar: { locale: 'de-DE', country: 'DE' },
      pages: blank.pages.map((p, i) => ({ ...p, layoutId: LAYOUT_IDS[i % LAYOUT_IDS.length]! })),
    }
    const photos = Array.from({ length: 40 }, (_, i) => ({
      uploadId: String(i).padStart(24, '0'),
      width: 1200,
      height: 900,
      uploadedAt: i,
    }))
    const { doc } = autoFill(laidOut, photos, 'upload', calendarSpec)
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a4f8f' } })
      .jpeg()
      .toBuffer()
    const r = await render(doc, photo, calendarSpec)
    const images = pdfImagePlacements(r.pdf)
    expect(images).toHaveLength(13)
    const mm = (points: number) => (points * MM_PER_INCH) / 72
    const grid = calendarGridBox(trimBox(calendarSpec))
    // Every photo placed is drawn, and on the month pages each ends above the grid's panel.
    expect(images.map((page) => page.length)).toEqual([doc.cover, ...doc.pages].map((p) => p.items.length))
    for (const page of images.slice(1)) for (const box of page) expect(mm(box.y + box.height)).toBeLessThan(grid.y)
    // The title sheet has no grid: its photo covers most of the page's height.
    expect(mm(images[0]![0]!.y + images[0]![0]!.height)).toBeGreaterThan(grid.y)
  })
})
