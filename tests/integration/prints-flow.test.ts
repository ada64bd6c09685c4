import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { photo } from '../helpers/photos.js'
import { multipart } from '../helpers/multipart.js'
import { variantIdOf } from '../helpers/variants.js'
import * as aq from '../../db/queries/accounts.js'
import { hashPassword } from '../../server/services/accounts/auth-service.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

/** The prints page's flow around the draft (decision 054): sign-in, a reopened cart line, the cart, the form. */
const HOST = 'wpx-es.localhost'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

interface PrintsJson {
  version: number
  replacing: number
  photos: { uploadId: string; variantId: number; copies: number; fit: string; upload: { fileName: string } }[]
}

const variantId = (sku: string) => variantIdOf(app.db, sku)

/** One photo as the page's script sends it; answers its upload id. */
async function uploadPrint(s: Shopper, name: string, data?: Buffer): Promise<string> {
  const res = await s.postMultipart(
    '/prints/101/upload',
    multipart({}, { field: 'photos', name, type: 'image/jpeg', data: data ?? (await photo(1500, 1000)) }),
    { accept: 'application/json' },
  )
  expect(res.status).toBe(201)
  return res.json<PrintsJson>().photos.at(-1)!.uploadId
}

const prints = async (s: Shopper) => (await s.page('/prints/101/photos')).json<PrintsJson>()
const ids = (p: PrintsJson) => p.photos.map((x) => x.uploadId)
/** The page's text without React's text separators. */
const pageText = async (s: Shopper, path: string) => (await s.page(path)).text.replaceAll('<!-- -->', '')

async function newCustomer(email: string, password: string): Promise<void> {
  await aq.insertCustomer(app.db, {
    brandSlug: 'WPX-ES',
    email,
    emailVerifiedAt: 1,
    passwordHash: await hashPassword(password),
    firstName: 'Pia',
    lastName: '',
    birthDate: null,
    kind: 'customer',
    permissions: ['orders'],
    canMakeOrders: true,
    newsletter: false,
    language: 'es',
    createdAt: 1,
    updatedAt: 1,
  })
}

describe('prints flow', () => {
  test("signing in merges the guest's prints into the customer's draft: appended, settings kept, once", async () => {
    const email = demoEmail('WPX-ES', 'customer')
    // The customer has prints under way on another device.
    const elsewhere = await shopper(app, HOST)
    expect((await elsewhere.signIn(email, DEMO_PASSWORD)).status).toBe(200)
    const mine = await uploadPrint(elsewhere, 'mine.jpg')
    // On this browser, as a guest: two photos, the second fitted with three copies.
    const guest = await shopper(app, HOST)
    const a = await uploadPrint(guest, 'guest-a.jpg')
    const b = await uploadPrint(guest, 'guest-b.jpg')
    expect((await guest.post('/prints/101/photos', { uploadIds: [b], copies: 3, fit: 'fit' })).status).toBe(200)

    expect((await guest.signIn(email, DEMO_PASSWORD)).status).toBe(200)
    const merged = await prints(guest)
    expect(ids(merged)).toEqual([mine, a, b])
    expect(merged.photos[2]).toMatchObject({ copies: 3, fit: 'fit' })
    expect(merged.photos[1]).toMatchObject({ copies: 1, fit: 'fill' })
    // The uploads are the customer's too: their pictures open for the signed-in browser.
    expect((await guest.page(`/images/uploads/${a}/thumb.webp`)).status).toBe(200)
    expect(ids(await prints(elsewhere))).toEqual([mine, a, b])
    // Signing in again (same browser) merges nothing a second time.
    expect((await guest.signIn(email, DEMO_PASSWORD)).status).toBe(200)
    expect(ids(await prints(guest))).toEqual([mine, a, b])
  }, 60_000)

  test('a customer without prints gets the guest draft as it is, and can add it to the cart', async () => {
    await newCustomer('pia@example.es', 'una clave bastante larga')
    const guest = await shopper(app, HOST)
    const a = await uploadPrint(guest, 'pia-a.jpg')
    const version = (await prints(guest)).version
    expect((await guest.signIn('pia@example.es', 'una clave bastante larga')).status).toBe(200)
    const moved = await prints(guest)
    expect(ids(moved)).toEqual([a])
    expect(moved.version).toBe(version)
    const added = await guest.post('/prints/101/cart', { version })
    expect(added.status).toBe(201)
    expect((await guest.cart()).lines).toHaveLength(1)
  }, 60_000)

  test('a prints line reopened on the prints page comes back with its settings and is replaced, not doubled', async () => {
    const small = await variantId('print-10x15-gloss')
    const s = await shopper(app, HOST)
    const p1 = await uploadPrint(s, 'p1.jpg')
    const p2 = await uploadPrint(s, 'p2.jpg')
    await s.post('/prints/101/photos', { variantId: small, copies: 1 })
    const set = await s.post('/prints/101/photos', { uploadIds: [p1], copies: 2 })
    expect((await s.post('/prints/101/cart', { version: set.json<PrintsJson>().version })).status).toBe(201)
    const [line] = (await s.cart()).lines
    expect(line).toMatchObject({ variant_id: small, quantity: 3 })
    // The cart offers "Edit" on the line: a form posting the line to the prints page.
    const cartPage = await pageText(s, '/cart')
    expect(cartPage).toContain('data-testid="line-prints-edit"')
    expect(cartPage).toContain(`name="line" value="${line!.line_id}"`)

    // A new photo meanwhile; then the line is opened (the form, without JS).
    const p3 = await uploadPrint(s, 'p3.jpg')
    const reopened = await s.post('/prints/101/reopen', { line: line!.line_id }, false)
    expect(reopened.status).toBe(303)
    expect(reopened.headers.location).toMatch(/\/prints\/101\?reopened=2$/)
    const draft = await prints(s)
    expect(ids(draft)).toEqual([p3, p1, p2])
    expect(draft.photos[1]).toMatchObject({ variantId: small, copies: 2 })
    expect(draft.replacing).toBe(1)
    expect(await pageText(s, '/prints/101?reopened=2')).toContain('data-testid="prints-replacing"')
    // Opening it again puts nothing back twice (and a photo removed since would stay removed).
    const again = await s.post('/prints/101/reopen', { line: line!.line_id }, false)
    expect(again.headers.location).toMatch(/\?reopened=0$/)
    expect(ids(await prints(s))).toEqual([p3, p1, p2])

    // Changed and added again: the line is replaced by one of all three photos, nothing lost, nothing twice.
    await s.post('/prints/101/photos', { uploadIds: [p3], variantId: small })
    const changed = await s.post('/prints/101/photos', { uploadIds: [p2], copies: 4 })
    const added = await s.post('/prints/101/cart', { version: changed.json<PrintsJson>().version })
    expect(added.status).toBe(201)
    const cart = await s.cart()
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({ variant_id: small, quantity: 1 + 2 + 4 })
    expect(cart.lines[0]!.line_id).not.toBe(line!.line_id)
    expect((await prints(s)).replacing).toBe(0)

    // A line that is not a prints line of this cart cannot be opened.
    const unknown = await s.post('/prints/101/reopen', { line: line!.line_id })
    expect(unknown.status).toBe(404)
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown_line' } })
    const other = await shopper(app, HOST)
    expect((await other.post('/prints/101/reopen', { line: cart.lines[0]!.line_id })).status).toBe(404)
    expect((await other.post('/prints/101/reopen', { line: 'not a line' })).status).toBe(400)
  }, 60_000)

  test("the cart's quantity endpoint refuses a prints line, form and JSON, and changes nothing", async () => {
    const s = await shopper(app, HOST)
    await uploadPrint(s, 'q.jpg')
    const changed = await s.post('/prints/101/photos', { copies: 5 })
    expect((await s.post('/prints/101/cart', { version: changed.json<PrintsJson>().version })).status).toBe(201)
    const [line] = (await s.cart()).lines
    expect(line!.quantity).toBe(5)

    const json = await s.post(`/cart/lines/${line!.line_id}`, { quantity: 2 })
    expect(json.status).toBe(409)
    expect(json.json()).toMatchObject({ error: { code: 'prints_line' } })
    expect(json.json<{ error: { message: string } }>().error.message).toMatch(/prints page/)
    const form = await s.post(`/cart/lines/${line!.line_id}`, { quantity: 2 }, false)
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/cart?error=PRINTS_LINE')
    const page = await pageText(s, '/cart?error=PRINTS_LINE')
    expect(page).toMatch(/data-testid="cart-error"[^>]*>[^<]+/)
    expect((await s.cart()).lines.map((l) => l.quantity)).toEqual([5])
    // Removing the line is still the cart's to do.
    expect((await s.post(`/cart/lines/${line!.line_id}/remove`, {})).status).toBe(200)
    expect((await s.cart()).lines).toHaveLength(0)
  }, 60_000)

  test('without JS: too many files get the page back; three photos (one damaged), settings, cart', async () => {
    const s = await shopper(app, HOST)
    const tiny = await photo(300, 200)
    const many = Array.from({ length: 21 }, (_, i) => ({
      field: 'photos',
      name: `many-${i}.jpg`,
      type: 'image/jpeg',
      data: tiny,
    }))
    const refused = await s.postMultipart('/prints/101/upload', multipart({}, ...many))
    expect(refused.status).toBe(303)
    expect(refused.headers.location).toMatch(/\/prints\/101\?error=too_many_files$/)
    const told = await pageText(s, '/prints/101?error=too_many_files')
    expect(told).toMatch(/data-testid="prints-too-many-files"[^>]*>[^<]*20/)
    expect((await prints(s)).photos).toHaveLength(0)
    // A script client keeps its 413.
    const asJson = await s.postMultipart('/prints/101/upload', multipart({}, ...many), { accept: 'application/json' })
    expect(asJson.status).toBe(413)

    const good = await photo(1500, 1000)
    const form = multipart(
      {},
      { field: 'photos', name: 'beach.jpg', type: 'image/jpeg', data: good },
      { field: 'photos', name: 'broken.jpg', type: 'image/jpeg', data: good.subarray(0, 400) },
      { field: 'photos', name: 'dunes.jpg', type: 'image/jpeg', data: await photo(1000, 1500) },
    )
    const posted = await s.postMultipart('/prints/101/upload', form)
    expect(posted.status).toBe(303)
    expect(posted.headers.location).toMatch(/\/prints\/101\?added=2&failed=broken\.jpg$/)
    const page = await pageText(s, String(posted.headers.location))
    expect(page).toContain('data-testid="prints-count">(2)')
    expect(page).toMatch(/data-testid="prints-failed"[^>]*>[^<]*broken\.jpg/)
    expect((await prints(s)).photos.map((p) => p.upload.fileName)).toEqual(['beach.jpg', 'dunes.jpg'])

    const small = await variantId('print-10x15-gloss')
    const settings = await s.post('/prints/101/photos', { variantId: small, copies: 2, fit: 'fit' }, false)
    expect(settings.status).toBe(303)
    const version = /name="version" value="(\d+)"/.exec(await pageText(s, '/prints/101'))![1]!
    const carted = await s.post('/prints/101/cart', { version }, false)
    expect(carted.status).toBe(303)
    expect(carted.headers.location).toBe('/cart')
    expect((await s.cart()).lines.map((l) => [l.variant_id, l.quantity])).toEqual([[small, 4]])
  }, 60_000)
})
