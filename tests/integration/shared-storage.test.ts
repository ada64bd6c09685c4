import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'
import { multipart } from '../helpers/multipart.js'
import { mugDocument } from '../helpers/editor-documents.js'
import * as sq from '../../db/queries/support.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

// Issue 19, decision 030: two app instances of one shop (same database, same STORAGE_PATH, same session secrets)
// behind a balancer. A file stored through one is served by the other, whichever instance the next request reaches.

let a: TestApp
let b: TestApp
/** Which instance the "balancer" sends the next request to. */
let target: TestApp
beforeAll(async () => {
  a = await startTestApp()
  b = await startTestApp({}, { sameShopAs: a })
  target = a
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const HOST = 'wpx-es.localhost'
/** One browser in front of both instances: its requests go to `target`. */
const balanced = () =>
  shopper({ ...a, request: (...args: Parameters<TestApp['request']>) => target.request(...args) }, HOST)

async function bytes(app: TestApp, cookie: string, path: string) {
  const res = await fetch(`http://127.0.0.1:${app.port}${path}`, { headers: { host: HOST, cookie } })
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) }
}

describe('two instances on one STORAGE_PATH', () => {
  test('the instances really are two (own port, own database connection) on one storage folder', () => {
    expect(b.port).not.toBe(a.port)
    expect(b.db).not.toBe(a.db)
    expect(b.storagePath).toBe(a.storagePath)
    expect(b.env.STORAGE_PATH).toBe(a.storagePath)
  })

  test('a photo uploaded through A is served by B (file, thumbnail, screen copy), byte for byte', async () => {
    target = a
    const s = await balanced()
    const up = await upload(s, await photo(3000, 2000), 'wall.jpg')
    expect(up.status).toBe(201)
    const id = up.json.upload.id
    for (const path of [up.json.upload.urls.file, up.json.upload.urls.thumb!, up.json.upload.urls.screen!]) {
      const fromA = await bytes(a, s.cookie, path)
      const fromB = await bytes(b, s.cookie, path)
      expect(fromA.status).toBe(200)
      expect(fromB.status).toBe(200)
      expect(fromB.type).toBe(fromA.type)
      expect(fromB.body.length).toBeGreaterThan(100)
      expect(fromB.body.equals(fromA.body)).toBe(true)
    }
    // Still the owner's only: another visitor asking B gets the 404 of an unknown id.
    const other = await shopper(b, HOST)
    expect((await bytes(b, other.cookie, `/images/uploads/${id}/file`)).status).toBe(404)
    // And B lists it for the owner.
    target = b
    expect((await s.page('/images/uploads')).json<{ uploads: { id: string }[] }>().uploads.map((u) => u.id)).toContain(
      id,
    )
  })

  test('B renders a personalised product from the photo A stored; A serves the preview B wrote', async () => {
    target = a
    const s = await balanced()
    const up = await upload(s, await photo(3000, 2000), 'mug.jpg')
    expect(up.status).toBe(201)
    target = b
    const added = await s.post('/cart/personalised', {
      document: mugDocument(up.json.upload.id, up.json.upload as never),
    })
    expect(added.status).toBe(201)
    const id = added.json<{ personalisedDesignId: string }>().personalisedDesignId
    const fromA = await bytes(a, s.cookie, `/images/designs/${id}/preview.webp`)
    expect(fromA.status).toBe(200)
    expect(fromA.type).toBe('image/webp')
    expect(fromA.body.subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  test('a support attachment sent through A is downloaded through B', async () => {
    target = a
    const s = await balanced()
    expect((await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)).status).toBe(200)
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const created = await s.postMultipart(
      '/accounts/tickets/new',
      multipart(
        { subject: 'Invoice', message: 'The invoice for my order, please.' },
        { field: 'attachment', name: 'order.pdf', type: 'application/pdf', data: pdf },
      ),
    )
    expect(created.status).toBe(303)
    const publicId = (created.headers.location as string).split('/').pop()!
    expect(await sq.findTicketByPublicId(b.db, publicId)).toBeTruthy()
    target = b
    const detail = await s.page(`/accounts/tickets/${publicId}`)
    const href = /href="([^"]+\/attachments\/\d+)"/.exec(detail.text)![1]!
    const got = await bytes(b, s.cookie, href)
    expect(got.status).toBe(200)
    expect(got.body.equals(pdf)).toBe(true)
  })

  test('catalog art rendered by A is served by B from the shared media cache, not rendered again', async () => {
    const path = '/media/design/3/320.webp'
    const first = await bytes(a, '', path)
    expect(first.status).toBe(200)
    const folder = join(a.storagePath, 'media-cache')
    const cached = readdirSync(folder, { recursive: true })
      .map(String)
      .find((f) => f.endsWith('design-3-320.webp'))!
    expect(cached).toBeTruthy()
    expect(readFileSync(join(folder, cached)).equals(first.body)).toBe(true)
    // Marked, so the answer shows where it came from: B answers with the cached file, it does not render its own.
    const marked = Buffer.concat([first.body, Buffer.from('cached by A')])
    writeFileSync(join(folder, cached), marked)
    const second = await bytes(b, '', path)
    expect(second.status).toBe(200)
    expect(second.body.equals(marked)).toBe(true)
  })
})
