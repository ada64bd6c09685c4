import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'
import { mmOf, pdfPageImages, pdfPages } from '../helpers/pdf-pages.js'
import { factoryApi, payOrder, placeOrder } from '../helpers/factory-orders.js'
import { BOOK_PAGES as rule, CALENDAR_PAGES, CALENDAR_SPEC, filledBook } from '../helpers/sample-book.js'
import { blankMultiPageDocument } from '../../server/domain/editor/book-document.js'
import { autoFill, type FillPhoto } from '../../server/domain/editor/page-auto-fill.js'
import { tablesOf } from '../../db/client.js'
import { and, eq } from 'drizzle-orm'

let app: TestApp
let api: Awaited<ReturnType<typeof factoryApi>>
beforeAll(async () => {
  app = await startTestApp()
  api = await factoryApi(app)
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'

async function bookOf(s: Shopper) {
  const size = { width: 2400, height: 1700 }
  const photos: FillPhoto[] = []
  for (let i = 0; i < 4; i++) {
    const up = await upload(s, await photo(size.width, size.height))
    expect(up.status).toBe(201)
    photos.push({ uploadId: up.json.upload.id as string, ...size, uploadedAt: i })
  }
  // One photo per page, the same four over and over: every page printed, four uploads read.
  const all = Array.from({ length: 25 }, (_, i) => ({ ...photos[i % 4]!, uploadedAt: i }))
  return filledBook(all).doc
}

/** The order's print-file manifest once its book's PDF is rendered (or after `seconds`, not ready). */
async function whenRendered(publicId: string, seconds = 30) {
  let manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
  for (let i = 0; i < seconds * 10 && !manifest.files[0].ready; i++) {
    await new Promise((ok) => setTimeout(ok, 100))
    manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
  }
  return manifest
}

describe('a photo book is printed as one PDF', () => {
  test('a 24-page book is saved, bought, rendered by the job runner and served to the factory with its page count', async () => {
    const s = await shopper(app, HOST)
    const book = await bookOf(s)
    expect((await s.post('/api/editor/drafts/112', { document: book })).json()).toMatchObject({ ok: true })
    const added = await s.post('/cart/personalised', { document: book })
    expect(added.status).toBe(201)
    const publicId = await placeOrder(s, 'book@example.es')
    expect((await payOrder(app.db, publicId)).moved.ok).toBe(true)

    const manifest = await whenRendered(publicId)
    expect(manifest.files[0]).toMatchObject({ articleId: 112, format: 'pdf', pages: 25, ready: true })

    const pdf = await api(`/${publicId}/print-files/${manifest.files[0].line}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['x-print-pages']).toBe('25')
    expect(String(pdf.headers['content-disposition'])).toMatch(/\.pdf"$/)
    const pages = pdfPages(pdf.body)
    // The cover and 24 pages, each A4 landscape plus 3 mm bleed on every side.
    expect(pages).toHaveLength(25)
    for (const p of pages) {
      expect(mmOf(p.mediaBox[2])).toBeCloseTo(303, 1)
      expect(mmOf(p.mediaBox[3])).toBeCloseTo(216, 1)
    }
  })

  test('a page whose background is a catalog design prints it under its photo at the print’s pixels; other pages do not', async () => {
    const s = await shopper(app, HOST)
    const filled = await bookOf(s)
    // Design 1 is sold on this site (its article is): page 1 gets it, the cover and the other pages keep their colour.
    const [first, ...rest] = filled.pages
    const book = { ...filled, pages: [{ ...first!, background: { color: '#ffffff', designId: 1 } }, ...rest] }
    expect((await s.post('/cart/personalised', { document: book })).status).toBe(201)
    const publicId = await placeOrder(s, 'book-design@example.es')
    expect((await payOrder(app.db, publicId)).moved.ok).toBe(true)
    // Rasterising the design at 300 dpi takes seconds of CPU (more on a loaded test machine).
    const manifest = await whenRendered(publicId, 100)
    expect(manifest.files[0]).toMatchObject({ format: 'pdf', pages: 25, ready: true })
    const pdf = await api(`/${publicId}/print-files/${manifest.files[0].line}`)
    expect(pdf.status).toBe(200)
    // The design at the whole print's pixels (trim and bleed at the article's dpi), as the single-surface print has it.
    const design = { width: manifest.files[0].widthPx, height: manifest.files[0].heightPx }
    expect(design).toEqual({ width: 3579, height: 2551 })
    const images = pdfPageImages(pdf.body)
    expect(images).toHaveLength(25)
    const designs = images.map((page) =>
      page.filter((img) => img.width === design.width && img.height === design.height),
    )
    expect(designs[0]).toEqual([])
    // Drawn first on page 1, under its photo; no other page has it.
    expect(images[1]![0]).toEqual(design)
    expect(images[1]).toHaveLength(2)
    expect(designs.slice(2).every((d) => d.length === 0)).toBe(true)
  }, 120_000)

  test('a page count the variant does not allow is refused at save and at add-to-cart', async () => {
    const s = await shopper(app, HOST)
    const book = blankMultiPageDocument(112, rule)
    const short = { ...book, pages: book.pages.slice(0, 22) }
    const saved = await s.post('/api/editor/drafts/112', { document: short })
    expect(saved.status).toBe(400)
    expect(saved.json()).toMatchObject({ error: { code: 'page_count_not_allowed' } })
    const odd = { ...book, pages: book.pages.slice(0, 23) }
    const added = await s.post('/cart/personalised', { document: odd })
    expect(added.status).toBe(400)
    expect(added.json()).toMatchObject({ error: { code: 'page_count_not_allowed' } })
    // A multi-page document for a mug is refused too.
    const mug = await s.post('/cart/personalised', { document: { ...book, articleId: 102 } })
    expect(mug.status).toBe(400)
    expect(mug.json()).toMatchObject({ error: { code: 'not_multi_page' } })
  })
  test('a calendar is frozen with the site’s locale and country, which its PDF’s month grids are printed in', async () => {
    const s = await shopper(app, HOST)
    const size = { width: 2400, height: 1700 }
    const up = await upload(s, await photo(size.width, size.height))
    expect(up.status).toBe(201)
    const spec = CALENDAR_SPEC
    const blank = blankMultiPageDocument(108, CALENDAR_PAGES)
    const photos = [{ uploadId: up.json.upload.id as string, ...size, uploadedAt: 0 }]
    const { doc } = autoFill(blank, photos, 'upload', spec)
    expect((await s.post('/cart/personalised', { document: { ...doc, startMonth: '2027-01' } })).status).toBe(201)
    const { personalisedDesigns: d } = tablesOf(app.db)
    const [frozen] = await app.db
      .select({ document: d.document })
      .from(d)
      .where(and(eq(d.articleId, 108), eq(d.status, 'final')))
    expect(frozen!.document).toMatchObject({ startMonth: '2027-01', calendar: { locale: 'es-ES', country: 'ES' } })
  })
})
