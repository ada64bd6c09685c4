import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { readyToPlace } from '../helpers/shopper.js'
import { tablesOf } from '../../db/client.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { visibleHtml } from '../helpers/visible-html.js'
import { photo, upload } from '../helpers/photos.js'
import { blankDocument } from '../../server/domain/editor/editor-document.js'

// Options and variants (decision 040) as a shopper meets them: chosen on the design page, priced by the variant's
// ladder for the brand and site, carried by the cart line, the order line and the factory API.
let app: TestApp
let printDesign: number
beforeAll(async () => {
  app = await startTestApp()
  const { designs } = tablesOf(app.db)
  printDesign = (await app.db.select({ id: designs.id }).from(designs).where(eq(designs.articleId, 101)).limit(1))[0]!
    .id
})
afterAll(() => app.close())

/** The design page on a host, following its canonical-slug redirect. */
async function designPage(host: string, query = '') {
  const first = await app.request(host, `/design/x/${printDesign}${query}`)
  const location = first.headers.location as string
  return location ? app.request(host, location) : first
}

describe('choosing options on the design page', () => {
  test('selects for size and finish, the default variant priced; a chosen one priced as chosen, without JS', async () => {
    const page = await designPage('wpx-es.localhost')
    expect(page.status).toBe(200)
    expect(page.text).toContain('name="opt-size"')
    expect(page.text).toContain('name="opt-finish"')
    expect(page.text).toMatch(/<option value="40x60"[^>]*>40x60 cm<\/option>/)
    expect(page.text).toMatch(/data-testid="price">0,49\s€/)
    const chosen = await designPage('wpx-es.localhost', '?opt-size=10x15&opt-finish=matte')
    expect(chosen.text).toMatch(/data-testid="price">0,32\s€/)
    expect(chosen.text).toMatch(/<option value="10x15" selected="">/)
    // The 10x15 cm prints get cheaper by the 50, 100 and 250 copies.
    expect(visibleHtml(chosen.text)).toMatch(/Desde 50 copias: 0,29\s€ cada una/)
  })
  test('a brand override: WPX-PL sells 10x15 cm gloss at its own price', async () => {
    const pl = await designPage('wpx-pl.localhost', '?opt-size=10x15&opt-finish=gloss')
    expect(pl.text).toMatch(/data-testid="price">0,99\szł/)
  })
})

describe('the variant in the cart and the order', () => {
  test('the form post names the options; the line carries the variant; tiers count the copies of a variant', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const form = { articleId: 101, designId: printDesign, quantity: 30, 'opt-size': '10x15', 'opt-finish': 'matte' }
    const res = await s.post('/cart/add', form, false)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/cart?added=101-30')
    let [line] = (await s.cart()).lines
    expect(line).toMatchObject({ variant_sku: 'print-10x15-matte', variant_label: '10x15 cm · Mate', pvp: 32 })
    // Another 30 copies of the same variant as a personalised-looking second line: 60 copies reach the 50 tier.
    await s.post('/cart/add', { articleId: 101, quantity: 30, 'opt-size': '10x15', 'opt-finish': 'matte' })
    const cart = await s.cart()
    expect(cart.lines.map((l) => l.pvp)).toEqual([29, 29])
    expect(cart.totals.subtotalMinor).toBe(60 * 29)
    // Another size is another variant: its own line and its own ladder.
    await s.post('/cart/add', { articleId: 101, quantity: 1, 'opt-size': '40x60', 'opt-finish': 'matte' })
    line = (await s.cart()).lines.find((l) => l.variant_sku === 'print-40x60-matte')!
    expect(line.pvp).toBe(1649)
    const page = await s.page('/cart')
    expect(page.text).toContain('data-testid="line-variant">10x15 cm · Mate</span>')
  })
  test('the cart changes a line to another size; a line that becomes the same product merges', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    await s.post('/cart/add', { articleId: 101, quantity: 2, 'opt-size': '10x15', 'opt-finish': 'gloss' })
    await s.post('/cart/add', { articleId: 101, quantity: 3, 'opt-size': '15x20', 'opt-finish': 'gloss' })
    const page = await s.page('/cart')
    expect(page.text).toContain('data-testid="line-options"')
    const small = (await s.cart()).lines.find((l) => l.variant_sku === 'print-10x15-gloss')
    // Without JS: the form posts and the cart page comes back.
    const changed = await s.post(
      `/cart/lines/${small!.line_id}/variant`,
      { 'opt-size': '15x20', 'opt-finish': 'matte' },
      false,
    )
    expect(changed.status).toBe(303)
    const bySku = async () => (await s.cart()).lines.map((l) => [l.variant_sku, l.quantity]).sort()
    expect(await bySku()).toEqual([
      ['print-15x20-gloss', 3],
      ['print-15x20-matte', 2],
    ])
    await s.post(`/cart/lines/${small!.line_id}/variant`, { 'opt-size': '15x20', 'opt-finish': 'gloss' })
    expect(await bySku()).toEqual([['print-15x20-gloss', 5]])
    const bad = await s.post(`/cart/lines/${(await s.cart()).lines[0]!.line_id}/variant`, { 'opt-size': '99x99' })
    expect(bad.json()).toMatchObject({ error: { code: 'unknown_option' } })
  })
  test('the order line, the account of the order and the factory API keep the variant', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    await s.post('/cart/add', { articleId: 101, quantity: 2, 'opt-size': '20x30', 'opt-finish': 'gloss' })
    const ready = await readyToPlace(s, 'variant@example.com', ES_ADDRESS)
    const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
    expect(placed.status).toBe(200)
    const publicId = placed.json<{ order: string }>().order
    const { orderLines, orders } = tablesOf(app.db)
    const [stored] = await app.db
      .select()
      .from(orderLines)
      .innerJoin(orders, and(eq(orders.id, orderLines.orderId), eq(orders.publicId, publicId)))
    expect(stored!.order_lines).toMatchObject({ variantSku: 'print-20x30-gloss', variantLabel: '20x30 cm · Brillo' })
    // The confirmation mail names the size and finish bought.
    await app.jobs.idle()
    const mail = app.outbox().find((m) => m.to === 'variant@example.com')!
    expect(mail.text).toContain('(20x30 cm · Brillo)')
    // And so does the order in the customer's view of it.
    const completed = await s.page(`/order-completed?order=${publicId}`)
    expect(visibleHtml(completed.text)).toContain('(20x30 cm · Brillo)')
    const created = await createApiKey(app.db, { name: 'factory-variants', brandSlug: 'WPX-ES' }, Date.now())
    if (!created.ok) throw new Error(created.error)
    const api = await app.request('wpx-es.localhost', `/api/v1/orders/${publicId}`, {
      headers: { authorization: `Bearer ${created.key}` },
    })
    expect(api.json<{ lines: unknown[] }>().lines[0]).toMatchObject({
      variant: { sku: 'print-20x30-gloss', label: '20x30 cm · Brillo' },
    })
  })
})

describe('the editor lays out on the chosen variant', () => {
  test('the page opens on the variant the options name; the print file is rendered at that size', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const page = await s.page('/create/104?opt-size=60x90')
    expect(page.status).toBe(200)
    // A 60x90 cm canvas: 600 × 900 mm, its wrap printed as 20 mm of bleed.
    expect(page.text).toMatch(/600\s×\s900\smm/)
    const variantId = Number(/"variantId":(\d+)/.exec(page.text)![1])
    const up = await upload(s, await photo(1200, 1800))
    const doc = {
      ...blankDocument(104),
      variantId,
      items: [
        {
          type: 'photo' as const,
          id: 'p1',
          uploadId: up.json.upload.id,
          x: 320,
          y: 470,
          width: 640,
          height: 940,
          rotation: 0,
          crop: { x: 0, y: 0, width: 1200, height: 1800 },
        },
      ],
    }
    const added = await s.post('/cart/personalised', { document: doc, quantity: 1, acceptLowResolution: true })
    expect(added.status).toBe(201)
    const body = added.json<{ print: { widthPx: number; heightPx: number; dpi: number } }>()
    // 640 × 940 mm at 200 dpi.
    expect(body.print).toEqual({ widthPx: 5039, heightPx: 7402, dpi: 200 })
    expect((await s.cart()).lines[0]).toMatchObject({ variant_sku: 'canvas-60x90', pvp: 7995 })
  })
  test('a variant of another article is refused and nothing is added', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const up = await upload(s, await photo(800, 800))
    const doc = {
      ...blankDocument(104),
      variantId: 1,
      background: { color: '#ffffff', designId: null },
      items: [
        {
          type: 'photo' as const,
          id: 'p1',
          uploadId: up.json.upload.id,
          x: 170,
          y: 220,
          width: 340,
          height: 440,
          rotation: 0,
          crop: { x: 0, y: 0, width: 800, height: 800 },
        },
      ],
    }
    const added = await s.post('/cart/personalised', { document: doc, quantity: 1, acceptLowResolution: true })
    expect(added.status).toBe(404)
    expect(added.json()).toMatchObject({ error: { code: 'variant_not_sold_here' } })
    expect((await s.cart()).lines).toHaveLength(0)
  })
})

describe('bad choices change nothing', () => {
  test('an unknown option or value is a 400 naming it; a combination not sold is a 400; the cart stays empty', async () => {
    const s = await shopper(app, 'wpx-es.localhost')
    const unknown = await s.post('/cart/add', { articleId: 101, quantity: 1, 'opt-size': '10x15', 'opt-colour': 'red' })
    expect(unknown.status).toBe(400)
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown_option' } })
    const value = await s.post('/cart/add', { articleId: 101, quantity: 1, 'opt-size': '11x11', 'opt-finish': 'gloss' })
    expect(value.json()).toMatchObject({ error: { code: 'unknown_option' } })
    const partial = await s.post('/cart/add', { articleId: 101, quantity: 1, 'opt-size': '10x15' })
    expect(partial.json()).toMatchObject({ error: { code: 'variant_not_sold_here' } })
    const foreign = await s.post('/cart/add', { articleId: 102, quantity: 1, variantId: 1 })
    expect(foreign.json()).toMatchObject({ error: { code: 'variant_not_sold_here' } })
    expect((await s.cart()).lines).toHaveLength(0)
    // Without JS the cart page says what went wrong.
    const form = await s.post('/cart/add', { articleId: 101, quantity: 1, 'opt-size': '10x15', 'opt-x': 'y' }, false)
    expect(form.headers.location).toBe('/cart?error=UNKNOWN_OPTION')
  })
})

describe('whole units', () => {
  test('WPX-CZ: every tier price and line total is a whole koruna, and the total charged is the total shown', async () => {
    const s = await shopper(app, 'wpx-cz.localhost')
    await s.post('/cart/add', { articleId: 101, quantity: 55, 'opt-size': '9x13', 'opt-finish': 'matte' })
    const cart = await s.cart()
    expect(cart.allowDecimals).toBe(false)
    for (const l of cart.lines) {
      expect(l.pvp % 100).toBe(0)
      expect(l.line_total % 100).toBe(0)
    }
    expect(cart.totals.totalMinor % 100).toBe(0)
  })
})
