import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { request } from 'undici'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'
import { mugDocument } from '../helpers/editor-documents.js'
import { factoryApi, payOrder, placeOrder } from '../helpers/factory-orders.js'
import { blankDocument, type EditorDocument } from '../../server/domain/editor/editor-document.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import * as oq from '../../db/queries/orders.js'
import { tablesOf } from '../../db/client.js'
import { eq } from 'drizzle-orm'

let app: TestApp
let api: Awaited<ReturnType<typeof factoryApi>>
beforeAll(async () => {
  app = await startTestApp()
  api = await factoryApi(app)
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'

/** A mug with one photo filling the wrap and a rotated text. */
const mugWithText = (uploadId: string, size: { width: number; height: number }) =>
  mugDocument(uploadId, size, [
    {
      type: 'text',
      id: 't1',
      text: 'For Grandma',
      fontId: 'serif-italic',
      sizeMm: 12,
      color: '#c0392b',
      align: 'center',
      x: 150,
      y: 40,
      rotation: -8,
    },
  ])

async function waitForStatus(publicId: string, status: number) {
  for (let i = 0; i < 50 && (await oq.findOrderByPublicId(app.db, publicId))!.status !== status; i++)
    await new Promise((ok) => setTimeout(ok, 20))
  return (await oq.findOrderByPublicId(app.db, publicId))!.status
}

describe('add a personalised product to the cart', () => {
  test('the server renders the print file; the cart line is personalised with its own preview, never merged', async () => {
    const s = await shopper(app, HOST)
    const up = await upload(s, await photo(3000, 2000))
    const doc = mugWithText(up.json.upload.id, { width: 3000, height: 2000 })
    const added = await s.post('/cart/personalised', { document: doc, quantity: 2 })
    expect(added.status).toBe(201)
    const body = added.json<{
      personalisedDesignId: string
      print: { widthPx: number; heightPx: number; dpi: number }
      cart: { lines: { url_preview: string; quantity: number; personalised_design_id: string }[] }
    }>()
    // 204 × 94 mm (200 × 90 plus 2 mm bleed) at 300 dpi.
    expect(body.print).toEqual({ widthPx: 2409, heightPx: 1110, dpi: 300 })
    expect(body.cart.lines).toHaveLength(1)
    expect(body.cart.lines[0]).toMatchObject({
      quantity: 2,
      personalised_design_id: body.personalisedDesignId,
      url_preview: `/images/designs/${body.personalisedDesignId}/preview.webp`,
    })
    const preview = await request(`http://127.0.0.1:${app.port}${body.cart.lines[0]!.url_preview}`, {
      headers: { host: HOST, cookie: s.cookie },
    })
    expect(preview.headers['content-type']).toBe('image/webp')
    const meta = await sharp(Buffer.from(await preview.body.arrayBuffer())).metadata()
    expect(meta.width).toBe(480)
    expect((await s.post('/cart/personalised', { document: doc })).status).toBe(201)
    expect((await s.cart()).lines).toHaveLength(2)
    // The cart page shows the preview.
    expect((await s.page('/cart')).text).toContain(`src="/images/designs/${body.personalisedDesignId}/preview.webp"`)
  })

  test("photos below the article's minimum dpi need an explicit confirmation; empty or foreign documents are refused", async () => {
    const s = await shopper(app, HOST)
    const small = await upload(s, await photo(400, 300))
    const doc = mugWithText(small.json.upload.id, { width: 400, height: 300 })
    const refused = await s.post('/cart/personalised', { document: doc })
    expect(refused.status).toBe(409)
    expect(refused.json()).toMatchObject({
      error: { code: 'low_resolution', minDpi: 150, photos: [{ id: 'p1', dpi: 49 }] },
    })
    expect((await s.post('/cart/personalised', { document: doc, acceptLowResolution: true })).status).toBe(201)
    expect((await s.post('/cart/personalised', { document: blankDocument(102) })).json()).toMatchObject({
      error: { code: 'empty_design' },
    })
    expect((await s.post('/cart/personalised', { document: { ...doc, articleId: 99999 } })).status).toBe(400)
    expect(
      (
        await s.post('/cart/personalised', { document: { ...doc, items: [{ ...doc.items[1], fontId: 'comic-sans' }] } })
      ).json(),
    ).toMatchObject({ error: { code: 'invalid_document' } })
    // A design from the catalog as background is enough to print.
    expect((await s.post('/cart/personalised', { document: blankDocument(102, 1) })).status).toBe(201)
  })
})

describe('print files for the factory', () => {
  test("a paid order's files download at print size and dpi, moving the order 0 -> 200 -> 201 -> 202", async () => {
    const s = await shopper(app, HOST)
    const up = await upload(s, await photo(3000, 2000))
    expect(
      (await s.post('/cart/personalised', { document: mugWithText(up.json.upload.id, { width: 3000, height: 2000 }) }))
        .status,
    ).toBe(201)
    // A 30 × 40 canvas with a 20 mm wrap edge, printed at 200 dpi.
    const canvas: EditorDocument = {
      ...blankDocument(104, 5),
      items: [
        {
          type: 'text',
          id: 't1',
          text: 'Home',
          fontId: 'sans-bold',
          sizeMm: 40,
          color: '#ffffff',
          align: 'center',
          x: 170,
          y: 220,
          rotation: 0,
        },
      ],
    }
    expect((await s.post('/cart/personalised', { document: canvas })).status).toBe(201)
    const publicId = await placeOrder(s, 'factory@example.es')
    const lines = await oq.orderLineRows(app.db, (await oq.findOrderByPublicId(app.db, publicId))!.id)
    expect(lines.map((l) => l.personalisedDesignId)).toEqual([
      expect.stringMatching(/^[a-z2-7]{24}$/),
      expect.stringMatching(/^[a-z2-7]{24}$/),
    ])
    expect(lines[0]!.urlPreview).toBe(`/images/designs/${lines[0]!.personalisedDesignId}/preview.webp`)

    expect((await api(`/${publicId}/print-files/1`)).status).toBe(409)
    const { order, moved } = await payOrder(app.db, publicId)
    expect(moved.ok).toBe(true)

    const manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
    expect(manifest.status).toBe(0)
    // Lines keep the cart's order (same timestamp here, so either way round).
    const mugLine = manifest.files.find((f: { articleId: number }) => f.articleId === 102)
    const canvasLine = manifest.files.find((f: { articleId: number }) => f.articleId === 104)
    expect(mugLine).toMatchObject({
      widthPx: 2409,
      heightPx: 1110,
      dpi: 300,
      downloaded: false,
      url: `/api/v1/orders/${publicId}/print-files/${mugLine.line}`,
    })
    expect(canvasLine).toMatchObject({ widthPx: 2677, heightPx: 3465, dpi: 200, downloaded: false })

    const mug = await api(`/${publicId}/print-files/${mugLine.line}`)
    expect(mug.status).toBe(200)
    expect(mug.headers['content-type']).toBe('image/jpeg')
    expect(mug.headers['content-disposition']).toBe(
      // Named by the variant's catalogue key: the factory sees which mug to print on.
      `attachment; filename="${publicId.slice(0, 8).toUpperCase()}-${mugLine.line}-mug-white-330.jpg"`,
    )
    const mugMeta = await sharp(mug.body).metadata()
    expect([mugMeta.width, mugMeta.height, mugMeta.density, mugMeta.format]).toEqual([2409, 1110, 300, 'jpeg'])
    expect(await waitForStatus(publicId, 201)).toBe(201)

    const print = await api(`/${publicId}/print-files/${canvasLine.line}`)
    const printMeta = await sharp(print.body).metadata()
    expect([printMeta.width, printMeta.height, printMeta.density]).toEqual([2677, 3465, 200])
    expect(await waitForStatus(publicId, 202)).toBe(202)
    const moves = (await oq.orderEventRows(app.db, order.id))
      .filter((e) => e.kind === 'status')
      .map((e) => [e.fromStatus, e.toStatus])
    expect(moves.slice(-3)).toEqual([
      [0, 200],
      [200, 201],
      [201, 202],
    ])

    // A second download (the factory retries) serves the file and leaves the order where it is.
    expect((await api(`/${publicId}/print-files/${mugLine.line}`)).status).toBe(200)
    expect(await waitForStatus(publicId, 202)).toBe(202)
    expect((await api(`/${publicId}/print-files/3`)).status).toBe(404)
    // The print really is the design: the photo's colours, not a blank page.
    const stats = await sharp(mug.body).stats()
    expect(stats.channels[2]!.mean).toBeGreaterThan(60)
  }, 120_000)

  test("a catalog design ordered as shown gets its print file rendered on request; other brands' keys see 404", async () => {
    const s = await shopper(app, HOST)
    expect((await s.post('/cart/add', { articleId: 102, designId: 1, quantity: 1 })).status).toBe(200)
    const publicId = await placeOrder(s, 'catalog@example.es')
    await payOrder(app.db, publicId)
    const file = await api(`/${publicId}/print-files/1`)
    expect(file.status).toBe(200)
    expect((await sharp(file.body).metadata()).width).toBe(2409)
    expect(await waitForStatus(publicId, 202)).toBe(202)
    const other = await createApiKey(app.db, { name: 'factory-pl', brandSlug: 'WPX-PL' }, TEST_NOW)
    if (!other.ok) throw new Error(other.error)
    const res = await request(`http://127.0.0.1:${app.port}/api/v1/orders/${publicId}/print-files/1`, {
      headers: { host: HOST, authorization: `Bearer ${other.key}` },
    })
    expect(res.statusCode).toBe(404)
    await res.body.dump()
    expect(
      (
        await request(`http://127.0.0.1:${app.port}/api/v1/orders/${publicId}/print-files/1`, {
          headers: { host: HOST },
        })
      ).statusCode,
    ).toBe(401)
  }, 60_000)
})

describe('drafts and saved designs', () => {
  test('the editor page opens the autosaved draft; ?design starts from a catalog design', async () => {
    const s = await shopper(app, HOST)
    const up = await upload(s, await photo(1200, 800))
    const doc = mugWithText(up.json.upload.id, { width: 1200, height: 800 })
    expect((await s.post('/api/editor/drafts/102', { document: doc })).json()).toMatchObject({ ok: true })
    const page = await s.page('/create/102')
    expect(page.status).toBe(200)
    expect(page.text).toContain('For Grandma')
    expect(page.text).toContain('data-testid="editor-loading"')
    const fromDesign = await s.page('/create/102?design=1')
    expect(fromDesign.text).not.toContain('For Grandma')
    expect(fromDesign.text).toMatch(/"designId":1\b/)
    expect((await s.page('/create/20000')).status).toBe(404)
    expect((await s.page('/create/999')).status).toBe(404)
  })

  test('a signed-in customer saves a design by name (saved_designs.state) and reopens it; guests are asked to sign in', async () => {
    const guest = await shopper(app, HOST)
    const up = await upload(guest, await photo(1500, 1000))
    const doc = mugWithText(up.json.upload.id, { width: 1500, height: 1000 })
    expect((await guest.post('/api/editor/saved', { articleId: 102, name: 'Mine', document: doc })).status).toBe(401)
    expect((await guest.post('/cart/personalised', { document: doc })).status).toBe(201)
    const preview = (await guest.cart()).lines[0]!.url_preview
    // Signing in takes the photos, the personalised design and the cart along.
    expect((await guest.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)).status).toBe(200)
    expect((await guest.cart()).lines.map((l) => l.url_preview)).toContain(preview)
    expect((await guest.page(preview)).status).toBe(200)
    expect((await guest.page(`/images/uploads/${up.json.upload.id}/thumb.webp`)).status).toBe(200)
    const saved = await guest.post('/api/editor/saved', { articleId: 102, name: '  Grandma mug  ', document: doc })
    expect(saved.status).toBe(201)
    const { id } = saved.json<{ id: number }>()
    const { savedDesigns } = tablesOf(app.db)
    const row = (await app.db.select().from(savedDesigns).where(eq(savedDesigns.id, id)))[0]!
    expect(row).toMatchObject({ name: 'Grandma mug', articleId: 102, designId: null, projectKind: 'PRIVATE' })
    expect(row.state).toEqual(doc)
    expect(
      (
        await guest.post('/api/editor/saved', { articleId: 102, name: 'Grandma mug v2', savedId: id, document: doc })
      ).json(),
    ).toMatchObject({ id, name: 'Grandma mug v2' })
    const reopened = await guest.page(`/create/102?saved=${id}`)
    expect(reopened.text).toContain('Grandma mug v2')
    expect(reopened.text).toContain('For Grandma')
    const thumb = await guest.page(`/images/saved-designs/${id}/preview.webp`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers['content-type']).toBe('image/webp')
    // Another visitor can open neither the saved design nor its preview.
    const other = await shopper(app, HOST)
    expect((await other.page(`/images/saved-designs/${id}/preview.webp`)).status).toBe(404)
    expect((await other.page(`/create/102?saved=${id}`)).text).not.toContain('For Grandma')
  }, 60_000)
})
