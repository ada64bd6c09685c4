import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { photo, upload } from '../helpers/photos.js'

// Issue 15, finding 5: uploads and attachments are streamed to a temporary file (never buffered whole), the size
// limit enforced on the way; every refusal, oversized or interrupted body leaves nothing behind.

const HOST = 'wpx-es.localhost'
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

/** Temporary files of bodies being read (`.incoming-<uuid>.part`) in a storage folder. */
const temps = (folder: string) => {
  const dir = join(app.storagePath, folder)
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('.incoming-')) : []
}
const files = (folder: string) => {
  const dir = join(app.storagePath, folder)
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : []
}
const noTemps = (folder: string) => expect.poll(() => temps(folder), { timeout: 2000 }).toEqual([])

describe('uploads streamed to disk', () => {
  test('a photo upload still works and leaves no temporary file', async () => {
    const s = await shopper(app, HOST)
    const res = await upload(s, await photo(1200, 800))
    expect(res.status).toBe(201)
    expect(res.json.upload).toMatchObject({ kind: 'image', width: 1200, height: 800 })
    await noTemps('uploads')
    expect((await s.page(res.json.upload!.urls.file)).status).toBe(200)
  })

  test('an oversized upload is cut off at the limit: 413 and nothing on disk', async () => {
    const s = await shopper(app, HOST)
    const before = files('uploads')
    const res = await upload(s, Buffer.concat([await photo(64, 64), Buffer.alloc(26 * 1_048_576, 7)]))
    expect(res.status).toBe(413)
    expect(res.json.error).toMatchObject({ code: 'too_large', message: expect.stringMatching(/25 MB/) })
    await noTemps('uploads')
    expect(files('uploads')).toEqual(before)
  })

  test('a refused file type and an unreadable image leave no temporary file', async () => {
    const s = await shopper(app, HOST)
    const before = files('uploads')
    expect((await upload(s, Buffer.from('just some text, not a photo'), 'notes.jpg')).status).toBe(415)
    const broken = (await photo(400, 300)).subarray(0, 600)
    expect([415, 422]).toContain((await upload(s, broken)).status)
    await noTemps('uploads')
    expect(files('uploads')).toEqual(before)
  })

  test('a client that goes away mid-upload leaves no temporary file', async () => {
    const before = files('uploads')
    const boundary = '----aborted'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="img"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    )
    const socket = connect(app.port, '127.0.0.1')
    await new Promise<void>((ok) => socket.once('connect', ok))
    socket.write(
      [
        'POST /images/upload HTTP/1.1',
        `Host: ${HOST}`,
        `Origin: http://${HOST}`,
        'Accept: application/json',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${20 * 1_048_576}`,
        '',
        '',
      ].join('\r\n'),
    )
    socket.write(head)
    socket.write(Buffer.alloc(2 * 1_048_576, 9))
    // The body is being written to a temporary file ...
    await expect.poll(() => temps('uploads').length, { timeout: 2000 }).toBe(1)
    // ... until the client disappears: then it is deleted.
    socket.destroy()
    await noTemps('uploads')
    expect(files('uploads')).toEqual(before)
  })

  test('a contact attachment over 5 MB is refused while streaming and leaves nothing behind', async () => {
    const s = await shopper(app, HOST)
    const res = await s.postMultipart(
      '/contact',
      multipart(
        { name: 'Ana', email: 'ana.big@example.es', subject: 'Photos', message: 'A large attachment for you.' },
        { field: 'attachment', name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(6 * 1_048_576, 1) },
      ),
    )
    expect(res.headers.location).toBe('/contact?error=too_large')
    await noTemps('attachments')
    expect(files('attachments')).toEqual([])
  })

  test('a sound contact attachment is stored under its hash, without a temporary file', async () => {
    const s = await shopper(app, HOST)
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nstartxref\n10\n%%EOF\n')
    // A form with mistakes keeps nothing of its attachment.
    const invalid = await s.postMultipart(
      '/contact',
      multipart(
        { name: 'Ana', email: 'not an address', subject: 'Invoice', message: 'My invoice, as asked.' },
        { field: 'attachment', name: 'invoice.pdf', type: 'application/pdf', data: pdf },
      ),
    )
    expect(invalid.headers.location).toBe('/contact?invalid=email')
    await noTemps('attachments')
    expect(files('attachments')).toEqual([])
    const res = await s.postMultipart(
      '/contact',
      multipart(
        { name: 'Ana', email: 'ana.pdf@example.es', subject: 'Invoice', message: 'My invoice, as asked.' },
        { field: 'attachment', name: 'invoice.pdf', type: 'application/pdf', data: pdf },
      ),
    )
    expect(res.headers.location).toBe('/contact?sent=1')
    await noTemps('attachments')
    expect(files('attachments')).toHaveLength(1)
  })
})
