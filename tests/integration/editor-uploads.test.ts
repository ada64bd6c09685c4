import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { photo, pngBomb, upload } from '../helpers/photos.js'
import { blankDocument } from '../../server/domain/editor/editor-document.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'
const uploadsDir = () => join(app.storagePath, 'uploads')
const storedFiles = () =>
  readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name)

describe('POST /images/upload', () => {
  test('a photo is accepted by its content, turned upright from its EXIF orientation, thumbnailed, stored once by hash', async () => {
    const s = await shopper(app, HOST)
    // 300×200 pixels stored sideways: EXIF orientation 6 means "rotate 90° clockwise to view".
    const sideways = await photo(300, 200, { orientation: 6 })
    const first = await upload(s, sideways, 'Holiday 2025.JPG')
    expect(first.status).toBe(201)
    expect(first.json.upload).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      fileName: 'Holiday 2025.jpg',
      width: 200,
      height: 300,
    })
    const id = first.json.upload.id
    expect(id).toMatch(/^[a-z2-7]{24}$/)
    const stored = await s.page(`/images/uploads/${id}/file`)
    expect(stored.status).toBe(200)
    expect(stored.headers['cache-control']).toBe('private, no-store')
    const thumb = await app.request(HOST, first.json.upload.urls.thumb!, { headers: { cookie: s.cookie } })
    expect(thumb.headers['content-type']).toBe('image/webp')
    const screen = await app.request(HOST, first.json.upload.urls.screen!, { headers: { cookie: s.cookie } })
    expect(screen.status).toBe(200)
    // Stored by content hash: the upright photo, its thumbnail and the editor's screen copy.
    const files = storedFiles()
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(1)
    expect(files.some((f) => /^[0-9a-f]{64}\.thumb\.webp$/.test(f))).toBe(true)
    // The same photo again is a new upload of this shopper but no new file.
    const again = await upload(s, sideways, 'copy.jpg')
    expect(again.status).toBe(201)
    expect(again.json.upload.id).not.toBe(id)
    expect(storedFiles()).toEqual(files)
    const list = (await s.page('/images/uploads')).json<{ uploads: { id: string }[] }>().uploads.map((u) => u.id)
    expect(list.sort()).toEqual([id, again.json.upload.id].sort())
  })

  test('the stored image is upright with no orientation flag left', async () => {
    const s = await shopper(app, HOST)
    const r = await upload(s, await photo(120, 80, { orientation: 8 }))
    const file = await fetchBytes(s.cookie, `/images/uploads/${r.json.upload.id}/file`)
    const meta = await sharp(file).metadata()
    expect([meta.width, meta.height]).toEqual([80, 120])
    expect(meta.orientation ?? 1).toBe(1)
  })

  test('PNG (kept transparent), PDF and ZIP files are accepted; PDF and ZIP are kept as sent', async () => {
    const s = await shopper(app, HOST)
    const png = await upload(s, await photo(64, 48, { format: 'png' }), 'logo.png', 'image/png')
    expect(png.json.upload).toMatchObject({ kind: 'image', contentType: 'image/png' })
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const r1 = await upload(s, pdf, 'order.pdf', 'application/pdf')
    expect(r1.status).toBe(201)
    expect(r1.json.upload).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      fileName: 'order.pdf',
      width: null,
      urls: { thumb: null },
    })
    const back = await app.request(HOST, r1.json.upload.urls.file, { headers: { cookie: s.cookie } })
    expect(back.headers['content-type']).toBe('application/pdf')
    expect(back.text).toBe(pdf.toString())
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)])
    const r2 = await upload(s, zip, 'photos.zip', 'application/zip')
    expect(r2.status).toBe(201)
    expect(r2.json.upload.contentType).toBe('application/zip')
    // A document is not a photo: it cannot be placed in a design.
    const draft = await s.post('/api/editor/drafts/102', {
      document: { ...blankDocument(102), items: [photoItem(r1.json.upload.id)] },
    })
    expect(draft.status).toBe(404)
  })

  test('anything else is refused by its content, whatever its name or declared type', async () => {
    const s = await shopper(app, HOST)
    const fake = await upload(
      s,
      Buffer.from('MZ\x90\x00 this is a Windows program, not a photo'),
      'cat.jpg',
      'image/jpeg',
    )
    expect(fake.status).toBe(415)
    expect(fake.json.error).toMatchObject({ code: 'unsupported_type' })
    const html = await upload(s, Buffer.from('<svg onload="alert(1)"></svg>'), 'cat.png', 'image/png')
    expect(html.status).toBe(415)
    const broken = await upload(
      s,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      'broken.jpg',
    )
    expect([415, 422]).toContain(broken.status)
    expect((await s.page('/images/uploads')).json<{ uploads: unknown[] }>().uploads).toHaveLength(0)
  })

  test('files over 25 MB are refused with 413', async () => {
    const s = await shopper(app, HOST)
    const huge = Buffer.concat([await photo(100, 100), Buffer.alloc(25 * 1024 * 1024 + 10, 1)])
    const r = await upload(s, huge, 'huge.jpg')
    expect(r.status).toBe(413)
    expect(r.json.error?.code).toBe('too_large')
  })

  test('a decompression bomb (small file, 256 megapixels) is refused before it is decoded', async () => {
    const s = await shopper(app, HOST)
    const bomb = await pngBomb(16_000)
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    const r = await upload(s, bomb, 'innocent.png', 'image/png')
    expect(r.status).toBe(413)
    expect(r.json.error).toMatchObject({ code: 'too_many_pixels' })
    expect(r.json.error!.message).toContain('16000 × 16000')
  }, 60_000)

  test("the field must be img, the session must be the caller's own, and the post same-origin", async () => {
    const s = await shopper(app, HOST)
    const data = await photo(50, 50)
    const wrongField = await s.postMultipart(
      '/images/upload',
      multipart({}, { field: 'file', name: 'a.jpg', type: 'image/jpeg', data }),
    )
    expect(wrongField.status).toBe(400)
    expect(wrongField.json()).toMatchObject({ error: { code: 'missing_file' } })
    const other = await upload(s, data, 'a.jpg', 'image/jpeg', { ext_session_id: 'abcdefghijklmnopqrstuvwxyz234567' })
    expect(other.status).toBe(403)
    const form = multipart({}, { field: 'img', name: 'a.jpg', type: 'image/jpeg', data })
    const crossSite = await app.request(HOST, '/images/upload', {
      method: 'POST',
      headers: { cookie: s.cookie, origin: 'https://evil.example', 'content-type': form.contentType },
      body: form.body,
    })
    expect(crossSite.status).toBe(403)
    const notMultipart = await s.post('/images/upload', { img: 'x' })
    expect(notMultipart.status).toBe(415)
  })
})

describe('uploads and designs are private to their owner', () => {
  test('another session cannot see, list, or use a photo, nor see a personalised design', async () => {
    const alice = await shopper(app, HOST)
    const bob = await shopper(app, HOST)
    const up = await upload(alice, await photo(1800, 1200))
    const id = up.json.upload.id
    for (const variant of ['thumb.webp', 'screen.webp', 'file']) {
      expect((await alice.page(`/images/uploads/${id}/${variant}`)).status).toBe(200)
      const theirs = await bob.page(`/images/uploads/${id}/${variant}`)
      expect(theirs.status).toBe(404)
      expect(theirs.json()).toEqual({ error: { code: 'not_found', message: 'No such upload.' } })
    }
    expect((await app.request(HOST, `/images/uploads/${id}/thumb.webp`)).status).toBe(404)
    expect((await bob.page('/images/uploads')).json<{ uploads: unknown[] }>().uploads).toEqual([])
    const doc = { ...blankDocument(102), items: [photoItem(id)] }
    expect((await bob.post('/api/editor/drafts/102', { document: doc })).json()).toMatchObject({
      error: { code: 'unknown_upload' },
    })
    expect((await bob.post('/cart/personalised', { document: doc, acceptLowResolution: true })).status).toBe(404)

    const added = await alice.post('/cart/personalised', { document: doc, acceptLowResolution: true })
    expect(added.status).toBe(201)
    const preview = (await alice.cart()).lines[0]!.url_preview
    expect(preview).toMatch(/^\/images\/designs\/[a-z2-7]{24}\/preview\.webp$/)
    expect((await alice.page(preview)).status).toBe(200)
    expect((await bob.page(preview)).status).toBe(404)
    // Alice's autosave is hers alone.
    expect((await alice.post('/api/editor/drafts/102', { document: doc })).status).toBe(200)
    expect((await alice.page('/api/editor/drafts/102')).json<{ draft: unknown }>().draft).toEqual(doc)
    expect((await bob.page('/api/editor/drafts/102')).json<{ draft: unknown }>().draft).toBeNull()
  })
})

function photoItem(uploadId: string) {
  return {
    type: 'photo',
    id: 'p1',
    uploadId,
    x: 102,
    y: 47,
    width: 204,
    height: 94,
    rotation: 0,
    crop: { x: 0, y: 0, width: 1800, height: 829 },
  }
}

async function fetchBytes(cookie: string, path: string): Promise<Buffer> {
  const { request } = await import('undici')
  const res = await request(`http://127.0.0.1:${app.port}${path}`, { headers: { host: HOST, cookie } })
  return Buffer.from(await res.body.arrayBuffer())
}

describe('autosave', () => {
  test("the page's last save arrives as a beacon (text/plain JSON) and is kept like any other", async () => {
    const s = await shopper(app, HOST)
    const doc = { ...blankDocument(102, 1), background: { color: '#123456', designId: 1 } }
    const beacon = await app.request(HOST, '/api/editor/drafts/102', {
      method: 'POST',
      headers: { cookie: s.cookie, origin: `http://${HOST}`, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ document: doc }),
    })
    expect(beacon.status).toBe(200)
    expect((await s.page('/api/editor/drafts/102')).json<{ draft: unknown }>().draft).toEqual(doc)
    expect((await s.post('/api/editor/drafts/102', { document: { ...doc, articleId: 101 } })).json()).toMatchObject({
      error: { code: 'wrong_article' },
    })
    expect((await s.post('/api/editor/drafts/20000', { document: doc })).status).toBe(404)
  })
})
