import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { request } from 'undici'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { mmOf, pdfPages } from '../helpers/pdf-pages.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { moveOrder } from '../../server/services/orders/move-order.js'
import * as oq from '../../db/queries/orders.js'
import { blankMultiPageDocument } from '../../server/domain/editor/book-document.js'
import { pageRuleFor } from '../../server/domain/editor/page-count.js'
import { autoFill, type FillPhoto } from '../../server/domain/editor/page-auto-fill.js'
import { printSpecFor, trimBox } from '../../server/domain/editor/print-spec.js'

let app: TestApp
let key = ''
beforeAll(async () => {
  app = await startTestApp()
  const created = await createApiKey(app.db, { name: 'factory-es', brandSlug: 'WPX-ES' }, TEST_NOW)
  if (!created.ok) throw new Error(created.error)
  key = created.key
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'
/** The demo photo book: A4 landscape, 3 mm bleed, 24 pages (article attribute). */
const spec = printSpecFor({
  id: 112,
  kind: 'PHOTO_BOOK',
  printWidthMm: 297,
  printHeightMm: 210,
  bleedMm: 3,
  minDpi: 150,
})
const rule = pageRuleFor('PHOTO_BOOK', {}, { pages: '24' })!

async function api(path: string) {
  const res = await request(`http://127.0.0.1:${app.port}/api/v1/orders${path}`, {
    headers: { host: HOST, authorization: `Bearer ${key}` },
  })
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) }
}

async function placeOrder(s: Shopper, email: string): Promise<string> {
  expect((await s.post('/checkout/contact', { email, customerType: 'PERSON' })).status).toBe(200)
  expect((await s.post('/checkout/address', ES_ADDRESS)).status).toBe(200)
  expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'CORREOS' })).status).toBe(200)
  const step4 = await s.page('/checkout?step=4')
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4.text)?.[1] ?? ''
  const placed = await s.post('/checkout/place', {
    cartId: hidden('cartId'),
    idempotencyKey: hidden('idempotencyKey'),
    paymentMethod: 'BANK_TRANSFER',
    acceptTerms: true,
  })
  expect(placed.status).toBe(200)
  return placed.json<{ order: string }>().order
}

async function bookOf(s: Shopper) {
  const size = { width: 2400, height: 1700 }
  const photos: FillPhoto[] = []
  for (let i = 0; i < 4; i++) {
    const up = await upload(s, await photo(size.width, size.height))
    expect(up.status).toBe(201)
    photos.push({ uploadId: up.json.upload.id as string, ...size, uploadedAt: i })
  }
  const blank = blankMultiPageDocument(112, rule)
  // One photo per page, the same four over and over: every page printed, four uploads read.
  const all = Array.from({ length: 25 }, (_, i) => ({ ...photos[i % 4]!, uploadedAt: i }))
  return autoFill(blank, all, 'upload', trimBox(spec)).doc
}

describe('a photo book is printed as one PDF', () => {
  test('a 24-page book is saved, bought, rendered by the job runner and served to the factory with its page count', async () => {
    const s = await shopper(app, HOST)
    const book = await bookOf(s)
    expect((await s.post('/api/editor/drafts/112', { document: book })).json()).toMatchObject({ ok: true })
    const added = await s.post('/cart/personalised', { document: book })
    expect(added.status).toBe(201)
    const publicId = await placeOrder(s, 'book@example.es')
    const order = (await oq.findOrderByPublicId(app.db, publicId))!
    expect((await moveOrder(app.db, order.id, { to: 0, actor: 'test:payment' }, TEST_NOW)).ok).toBe(true)

    let manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
    for (let i = 0; i < 300 && !manifest.files[0].ready; i++) {
      await new Promise((ok) => setTimeout(ok, 100))
      manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
    }
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
})
