import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'
import { mugDocument } from '../helpers/editor-documents.js'
import { abandonedUploadsJob } from '../../server/services/editor/abandoned-uploads.js'
import { createFsStorage } from '../../server/services/storage/fs-storage.js'
import { ABANDONED_UPLOADS_AFTER_MS, ABANDONED_UPLOADS_JOB } from '../../server/domain/uploads/abandoned-uploads.js'

const HOST = 'wpx-es.localhost'
const DAY = 24 * 3_600_000
let app: TestApp
let clock = TEST_NOW
beforeAll(async () => {
  app = await startTestApp({}, { now: () => clock })
})
afterAll(() => app.close())

/** The queued checks of the owner of `uploadId` (its session), oldest first. */
async function checksOf(uploadId: string) {
  const { uploads, jobs } = tablesOf(app.db)
  const [row] = await app.db.select().from(uploads).where(eq(uploads.id, uploadId))
  const all = await app.db.select().from(jobs).where(eq(jobs.kind, ABANDONED_UPLOADS_JOB))
  return all.filter((j) => j.ref.endsWith(`:${row!.owner}`)).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
}

/** Runs the job of one check as the runner would, at the clock's time. */
const runAt = (at: number, ref: string) =>
  abandonedUploadsJob({ db: app.db, storage: createFsStorage(app.storagePath) }, () => at).run(ref)

const files = (sha: string) =>
  ['.jpg', '.thumb.webp', '.screen.webp'].map((s) =>
    existsSync(join(app.storagePath, 'uploads', sha.slice(0, 2), sha + s)),
  )

const listed = async (s: Shopper) => (await s.page('/images/uploads')).json<{ uploads: unknown[] }>().uploads.length

describe('uploads of abandoned sessions are removed (decision 047)', () => {
  test('a quiet session loses its uploads after the time, files shared with a cart design stay', async () => {
    const idle = await shopper(app, HOST)
    const buyer = await shopper(app, HOST)
    const own = await photo(1201, 800)
    const shared = await photo(1200, 800)
    const ownUp = (await upload(idle, own)).json.upload
    await upload(idle, shared)
    const sharedUp = (await upload(buyer, shared)).json.upload
    const added = await buyer.post('/cart/personalised', {
      document: mugDocument(sharedUp.id, { width: 1200, height: 800 }),
      acceptLowResolution: true,
    })
    expect(added.status).toBe(201)
    const { uploads } = tablesOf(app.db)
    const sha = async (id: string) => (await app.db.select().from(uploads).where(eq(uploads.id, id)))[0]!.sha256
    const ownSha = await sha(ownUp.id)
    const sharedSha = await sha(sharedUp.id)

    const [check] = await checksOf(ownUp.id)
    expect(check!.nextAttemptAt).toBeGreaterThanOrEqual(TEST_NOW + ABANDONED_UPLOADS_AFTER_MS)
    // Ten days later the shopper uploads once more: the first check, when due, finds the session active and leaves
    // the uploads to the check due that long after its last activity.
    clock = TEST_NOW + 10 * DAY
    await upload(idle, await photo(1202, 800))
    clock = TEST_NOW
    await runAt(check!.nextAttemptAt, check!.ref)
    expect(await listed(idle)).toBe(3)
    const later = (await checksOf(ownUp.id)).at(-1)!
    expect(later.nextAttemptAt).toBeGreaterThanOrEqual(TEST_NOW + 10 * DAY + ABANDONED_UPLOADS_AFTER_MS)

    await runAt(later.nextAttemptAt, later.ref)
    expect(await listed(idle)).toBe(0)
    expect(files(ownSha)).toEqual([false, false, false])
    // The buyer's photo is the same file: kept for its upload, which its cart line's design names.
    expect(files(sharedSha)).toEqual([true, true, true])
    const [buyerCheck] = await checksOf(sharedUp.id)
    await runAt(TEST_NOW + 100 * DAY, buyerCheck!.ref)
    expect(await listed(buyer)).toBe(1)
    expect(files(sharedSha)).toEqual([true, true, true])
  })
})
