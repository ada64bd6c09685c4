import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { photo } from '../helpers/photos.js'
import { multipart } from '../helpers/multipart.js'
import { factoryApi, payOrder, placeOrder } from '../helpers/factory-orders.js'
import { variantIdOf } from '../helpers/variants.js'

/** Photos uploaded in the main test: the figure (about 23 s on an idle machine; BULK_PRINTS_PHOTOS=12 for a quick run; decision 054). */
const PHOTOS = Number(process.env.BULK_PRINTS_PHOTOS ?? 120)
const HOST = 'wpx-es.localhost'

let app: TestApp
let api: Awaited<ReturnType<typeof factoryApi>>
beforeAll(async () => {
  app = await startTestApp()
  api = await factoryApi(app)
})
afterAll(() => app.close())

const variantId = (sku: string) => variantIdOf(app.db, sku)

/** One photo as the page's script sends it: one file per request. */
async function uploadPrint(s: Shopper, data: Buffer, name: string) {
  const res = await s.postMultipart(
    '/prints/101/upload',
    multipart({}, { field: 'photos', name, type: 'image/jpeg', data }),
    { accept: 'application/json' },
  )
  return { status: res.status, json: res.json<Record<string, any>>() } // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('bulk prints', () => {
  test(`${PHOTOS} photos, two sizes, bought: one ZIP per line with one print per photo at the variant's pixels`, async () => {
    const s = await shopper(app, HOST)
    const small = await variantId('print-10x15-gloss')
    const large = await variantId('print-13x18-matte')
    // Landscape and portrait photos: each print follows its photo's orientation.
    const images = [await photo(1800, 1200), await photo(1200, 1800)]
    const ids: string[] = []
    for (let i = 0; i < PHOTOS; i++) {
      const up = await uploadPrint(s, images[i % 2]!, `holiday-${i}.jpg`)
      expect(up.status).toBe(201)
      ids.push(up.json.photos.at(-1).uploadId)
    }
    // A reload finds them again, in upload order.
    const listed = (await s.page('/prints/101/photos')).json<{ version: number; photos: { uploadId: string }[] }>()
    expect(listed.photos.map((p) => p.uploadId)).toEqual(ids)
    // All on 10x15 gloss, 9 copies each; the second half on 13x18 matte, fitted, one copy.
    expect((await s.post('/prints/101/photos', { variantId: small, copies: 9 })).status).toBe(200)
    const half = ids.slice(PHOTOS / 2)
    const set = await s.post('/prints/101/photos', { uploadIds: half, variantId: large, copies: 1, fit: 'fit' })
    expect(set.status).toBe(200)
    const version = set.json<{ version: number }>().version

    const added = await s.post('/prints/101/cart', { version })
    expect(added.status).toBe(201)
    expect(added.json<{ lines: unknown[] }>().lines).toHaveLength(2)
    // The same version again (a double click, a retried request) adds nothing.
    const again = await s.post('/prints/101/cart', { version })
    expect(again.status).toBe(200)
    expect(again.json()).toMatchObject({ added: false, lines: [] })

    const cart = await s.cart()
    // Both lines are added at one instant, so the cart may list them in either order.
    const bySize = (a: [number, number], b: [number, number]) => a[0] - b[0]
    expect(cart.lines.map((l): [number, number] => [l.variant_id, l.quantity]).sort(bySize)).toEqual(
      (
        [
          [small, (PHOTOS / 2) * 9],
          [large, PHOTOS / 2],
        ] as [number, number][]
      ).sort(bySize),
    )
    // The price ladder applies on the line's quantity: 54 or more copies of 10x15 cost less each than one.
    const one = await shopper(app, HOST)
    expect((await one.post('/cart/add', { articleId: 101, quantity: 1, variantId: small })).status).toBe(200)
    const single = (await one.cart()).lines[0]!.pvp
    expect(cart.lines.find((l) => l.variant_id === small)!.pvp).toBeLessThan(single)
    for (const l of cart.lines) expect(l.line_total).toBeCloseTo(l.pvp * l.quantity, 2)

    const publicId = await placeOrder(s, 'prints@example.es')
    expect((await payOrder(app.db, publicId)).moved.ok).toBe(true)
    let manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
    for (let i = 0; i < 600 && !manifest.files.every((f: { ready: boolean }) => f.ready); i++) {
      await new Promise((ok) => setTimeout(ok, 100))
      manifest = JSON.parse((await api(`/${publicId}/print-files`)).body.toString())
    }
    expect(manifest.files).toHaveLength(2)
    // 10x15 and 13x18 with 3 mm bleed at 300 dpi.
    const sheets = [
      { width: 1252, height: 1843 },
      { width: 1606, height: 2197 },
    ]
    const copiesSeen: string[] = []
    for (const f of manifest.files) {
      expect(f).toMatchObject({ format: 'zip', files: PHOTOS / 2, ready: true })
      const zip = await api(`/${publicId}/print-files/${f.line}`)
      expect(zip.status).toBe(200)
      expect(zip.headers['content-type']).toBe('application/zip')
      expect(zip.headers['x-print-files']).toBe(String(PHOTOS / 2))
      const entries = Object.entries(unzipSync(new Uint8Array(zip.body)))
      expect(entries).toHaveLength(PHOTOS / 2)
      // The 10x15 line is the one of nine copies a photo (in whichever order the lines came).
      const i = entries[0]![0].includes('_9x_') ? 0 : 1
      copiesSeen.push(i === 0 ? '9x' : '1x')
      for (const [name, data] of entries) {
        const meta = await sharp(Buffer.from(data)).metadata()
        const landscape = meta.width! > meta.height!
        const sheet = sheets[i]!
        expect([meta.width, meta.height]).toEqual(landscape ? [sheet.height, sheet.width] : [sheet.width, sheet.height])
        expect(meta.format).toBe('jpeg')
        expect(name).toMatch(i === 0 ? /^\d{4}_9x_holiday-\d+\.jpg$/ : /^\d{4}_1x_holiday-\d+\.jpg$/)
      }
    }
    expect(copiesSeen.sort()).toEqual(['1x', '9x'])
    // Up to a minute on a loaded CI machine (two cores shared by the suite's workers): room to spare.
  }, 300_000)

  test('a damaged photo among others fails alone, with its name, and the others are kept', async () => {
    const s = await shopper(app, HOST)
    const good = await photo(1500, 1000)
    const broken = good.subarray(0, 400)
    expect((await uploadPrint(s, good, 'a.jpg')).status).toBe(201)
    const bad = await uploadPrint(s, broken, 'broken.jpg')
    expect(bad.status).toBe(422)
    expect(bad.json.error).toMatchObject({ fileName: 'broken.jpg', ok: false })
    expect(typeof bad.json.error.message).toBe('string')
    // Several at once in one form post (the page without JS): the damaged one is named, the others added.
    const boundary = multipart(
      {},
      { field: 'photos', name: 'b.jpg', type: 'image/jpeg', data: await photo(1400, 1000) },
    )
    const form = await s.postMultipart('/prints/101/upload', boundary)
    expect(form.status).toBe(303)
    expect(form.headers.location).toMatch(/\/prints\/101\?added=1$/)
    const listed = (await s.page('/prints/101/photos')).json<{ photos: { upload: { fileName: string } }[] }>()
    expect(listed.photos.map((p) => p.upload.fileName)).toEqual(['a.jpg', 'b.jpg'])
  })

  test('bad input is a 4xx: another article, a size not sold, copies out of range, a stale version', async () => {
    const s = await shopper(app, HOST)
    expect((await s.page('/prints/102/photos')).status).toBe(404)
    expect((await s.post('/prints/101/photos', { variantId: 999999 })).status).toBe(400)
    expect((await s.post('/prints/101/photos', { copies: 0 })).status).toBe(400)
    expect((await s.post('/prints/101/cart', { version: 0 })).status).toBe(400)
    expect((await uploadPrint(s, await photo(1500, 1000), 'c.jpg')).status).toBe(201)
    const stale = await s.post('/prints/101/cart', { version: 0 })
    expect(stale.status).toBe(409)
    expect(stale.json()).toMatchObject({ error: { code: 'prints_changed' } })
  })
})
