import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { like } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { zipOf } from '../helpers/zip.js'
import * as lq from '../../db/queries/limits.js'
import * as sq from '../../db/queries/support.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

// Issue 15, finding 5: a quota on the total bytes kept per client address (and account), reserved before a file is
// stored and given back when it is refused; over the quota nothing is written.

const HOST = 'wpx-es.localhost'
const ADDRESS = '198.51.100.23'
// Three sound archives of one size (different content, so each is stored) and a zip bomb refused by its index.
const archive = (fill: number) => zipOf([{ name: 'photos.jpg', data: Buffer.alloc(2048, fill) }])
const [first, second, third] = [archive(1), archive(2), archive(3)]
const bomb = zipOf([{ name: 'bomb.bin', data: Buffer.alloc(1024), declaredSize: 1024 ** 3 }])
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(first.length),
  Buffer.from('\nstartxref\n9\n%%EOF\n'),
])
// Room for two archives, not for a third (nor for the bomb on top of two, had its reservation not been returned).
const QUOTA = 2 * first.length + bomb.length - 1

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'loopback', LIMIT_STORAGE_BYTES_PER_ADDRESS: String(QUOTA) })
})
afterAll(() => app.close())

const stored = (folder: string) => {
  const dir = join(app.storagePath, folder)
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []
}

/** A fresh visitor (new shop cookie) from `address`: dropping the cookie must not reset the quota. */
const visitor = async (address = ADDRESS) => {
  const s = await shopper(app, HOST)
  const from = { 'x-forwarded-for': address }
  return {
    s,
    upload: async (data: Buffer) => {
      const res = await s.postMultipart(
        '/images/upload',
        multipart({}, { field: 'img', name: 'photos.zip', type: 'application/zip', data }),
        { accept: 'application/json', ...from },
      )
      return { status: res.status, body: res.json<{ error?: { code: string; message: string } }>() }
    },
    contact: (email: string) =>
      s.postMultipart(
        '/contact',
        multipart(
          { name: 'Quinn', email, subject: 'My files', message: 'Here is the file for my order.' },
          { field: 'attachment', name: 'order.pdf', type: 'application/pdf', data: pdf },
        ),
        from,
      ),
  }
}

describe('storage quota per address', () => {
  test('uploads count against the address until the quota is full; then 413 and nothing is written', async () => {
    const a = await visitor()
    expect((await a.upload(first)).status).toBe(201)
    // A refused file gives its reservation back.
    expect((await a.upload(bomb)).status).toBe(422)
    expect(await lq.storageUsed(app.db, `a:${ADDRESS}`)).toBe(first.length)
    // Another cookie, same address: the same quota.
    const b = await visitor()
    expect((await b.upload(second)).status).toBe(201)
    expect(await lq.storageUsed(app.db, `a:${ADDRESS}`)).toBe(2 * first.length)

    const before = stored('uploads')
    const over = await b.upload(third)
    expect(over.status).toBe(413)
    expect(over.body.error).toMatchObject({ code: 'storage_quota', message: expect.stringMatching(/as many files/) })
    expect(stored('uploads')).toEqual(before)
    expect(await lq.storageUsed(app.db, `a:${ADDRESS}`)).toBe(2 * first.length)
    // b's list holds the second archive only: the refused third left no row.
    const list = (await b.s.page('/images/uploads')).json<{ uploads: { bytes: number }[] }>().uploads
    expect(list.map((u) => u.bytes)).toEqual([second.length])

    // Another address has its own quota.
    expect((await (await visitor('198.51.100.99')).upload(third)).status).toBe(201)
  })

  test('a contact attachment over the quota is refused with its translated message and opens no ticket', async () => {
    const a = await visitor()
    const before = stored('attachments')
    const res = await a.contact('quinn.quota@example.es')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact?error=storage_quota')
    expect(stored('attachments')).toEqual(before)
    expect(
      (await sq.listTickets(app.db, { brandSlug: 'WPX-ES', status: null })).filter(
        (t) => t.email === 'quinn.quota@example.es',
      ),
    ).toEqual([])
    const page = await a.s.page('/contact?error=storage_quota')
    expect(page.text).toContain('No podemos guardar más archivos tuyos.')
    // From an address with room, the same message goes through.
    const other = await visitor('198.51.100.77')
    expect((await other.contact('quinn.other@example.es')).headers.location).toBe('/contact?sent=1')
    expect(await lq.storageUsed(app.db, 'a:198.51.100.77')).toBe(pdf.length)
  })

  test('a signed-in customer counts against the account as well, and the full address refuses in the account too', async () => {
    const s = await shopper(app, HOST)
    await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    const post = (path: string, address: string) =>
      s.postMultipart(
        path,
        multipart(
          { subject: 'My files', message: 'Here is the file for my order.' },
          { field: 'attachment', name: 'order.pdf', type: 'application/pdf', data: pdf },
        ),
        { 'x-forwarded-for': address },
      )
    const created = await post('/accounts/tickets/new', '198.51.100.55')
    expect(created.status).toBe(303)
    expect(created.headers.location).not.toContain('error')
    const { storageUsage } = tablesOf(app.db)
    const accountKeys = await app.db
      .select({ key: storageUsage.key, bytes: storageUsage.bytes })
      .from(storageUsage)
      .where(like(storageUsage.key, 'c:%'))
    expect(accountKeys.map((r) => r.bytes)).toEqual([pdf.length])
    expect(await lq.storageUsed(app.db, 'a:198.51.100.55')).toBe(pdf.length)
    // From the address whose quota is full, the account's form refuses the attachment and stores nothing.
    const before = stored('attachments')
    const refused = await post('/accounts/tickets/new', ADDRESS)
    expect(refused.headers.location).toBe('/accounts/tickets?new=1&error=storage_quota')
    expect(stored('attachments')).toEqual(before)
    expect((await s.page('/accounts/tickets?new=1&error=storage_quota')).text).toContain(
      'No podemos guardar más archivos tuyos.',
    )
  })
})
