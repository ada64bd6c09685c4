import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { upload } from '../helpers/photos.js'
import { zipOf } from '../helpers/zip.js'
import * as sq from '../../db/queries/support.js'

// Issue 15, finding 5: files kept as sent are checked by their structure, not only their first bytes.

const HOST = 'wpx-es.localhost'
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const storedCount = (folder: string) => {
  const dir = join(app.storagePath, folder)
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0
}
// A 1 GiB zip bomb as its index declares it (the compressed data is what the attacker sends: here 1 KB).
const bomb = zipOf([{ name: 'bomb.bin', data: Buffer.alloc(1024), declaredSize: 1024 ** 3 }])

describe('uploads kept as sent', () => {
  test('a zip bomb and a truncated PDF are refused by /images/upload and nothing is stored', async () => {
    const s = await shopper(app, HOST)
    const before = storedCount('uploads')
    const zip = await upload(s, bomb, 'photos.zip', 'application/zip')
    expect(zip.status).toBe(422)
    expect(zip.json.error).toMatchObject({ code: 'damaged_document', message: expect.stringMatching(/250 MB/) })
    const pdf = await upload(s, Buffer.from('%PDF-1.4\n' + 'x'.repeat(4000)), 'cut.pdf', 'application/pdf')
    expect(pdf.status).toBe(422)
    expect(storedCount('uploads')).toBe(before)
    expect((await s.page('/images/uploads')).json<{ uploads: unknown[] }>().uploads).toEqual([])
    // A sound archive still goes through.
    const good = zipOf([{ name: 'a.jpg', data: Buffer.alloc(2048, 1) }])
    expect((await upload(s, good, 'photos.zip', 'application/zip')).status).toBe(201)
  })

  test('a zip bomb attached to the contact form is refused as the attachment and opens no ticket', async () => {
    const s = await shopper(app, HOST)
    const res = await s.postMultipart(
      '/contact',
      multipart(
        { name: 'Bo', email: 'bo.bomb@example.es', subject: 'Photos', message: 'Here are my photos for the canvas.' },
        { field: 'attachment', name: 'photos.zip', type: 'application/zip', data: bomb },
      ),
    )
    expect(res.headers.location).toBe('/contact?invalid=attachment')
    expect(
      (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).filter(
        (t) => t.email === 'bo.bomb@example.es',
      ),
    ).toEqual([])
    expect(storedCount('attachments')).toBe(0)
  })
})
