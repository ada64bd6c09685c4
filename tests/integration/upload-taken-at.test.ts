import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { photo, upload } from '../helpers/photos.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'

/** A generated photo carrying EXIF dates as a camera writes them: IFD0 is the image's, IFD2 the Exif sub-IFD. */
async function photoWithExif(exif: { IFD0?: Record<string, string>; IFD2?: Record<string, string> }) {
  return await sharp(await photo(120, 80))
    .withExif(exif)
    .jpeg()
    .toBuffer()
}

type Listed = { id: string; takenAt: number | null; uploadedAt: number }

describe('taken-at date of uploads (decision 046: auto-fill in date order)', () => {
  test('photos keep their EXIF date (shutter time first), read as a wall-clock time; without EXIF it is null', async () => {
    const s = await shopper(app, HOST)
    // Uploaded in the reverse of the order they were taken.
    const later = await upload(s, await photoWithExif({ IFD2: { DateTimeOriginal: '2024:08:15 18:30:05' } }), 'b.jpg')
    const earlier = await upload(
      s,
      await photoWithExif({
        IFD0: { DateTime: '2025:01:02 10:00:00' },
        IFD2: { DateTimeOriginal: '2023:07:14 09:30:00', DateTimeDigitized: '2023:07:20 12:00:00' },
      }),
      'a.jpg',
    )
    const undated = await upload(s, await photo(100, 60), 'c.jpg')
    expect([later.status, earlier.status, undated.status]).toEqual([201, 201, 201])
    expect(later.json.upload).toMatchObject({ takenAt: Date.UTC(2024, 7, 15, 18, 30, 5) })
    const listed = (await s.page('/images/uploads')).json<{ uploads: Listed[] }>().uploads
    const byId = new Map(listed.map((u) => [u.id, u]))
    expect(byId.get(later.json.upload.id)?.takenAt).toBe(Date.UTC(2024, 7, 15, 18, 30, 5))
    expect(byId.get(earlier.json.upload.id)?.takenAt).toBe(Date.UTC(2023, 6, 14, 9, 30, 0))
    expect(byId.get(undated.json.upload.id)?.takenAt).toBeNull()
    // The upload time is served too: photos without a date go by it.
    expect(byId.get(undated.json.upload.id)!.uploadedAt).toBeGreaterThanOrEqual(
      byId.get(later.json.upload.id)!.uploadedAt,
    )
    // The stored copy still carries no EXIF (no location kept); the date lives in the database only.
    const stored = await app.request(HOST, `/images/uploads/${earlier.json.upload.id}/file`, {
      headers: { cookie: s.cookie },
    })
    expect((await sharp(stored.bytes).metadata()).exif).toBeUndefined()
  })

  test('a damaged EXIF block uploads fine without a date; an impossible date is no date; documents have none', async () => {
    const s = await shopper(app, HOST)
    const good = await photoWithExif({ IFD2: { DateTimeOriginal: '2022:03:04 05:06:07' } })
    const damaged = Buffer.from(good)
    // Break the TIFF byte-order mark right after "Exif\0\0": no EXIF reader can make sense of the block.
    damaged.write('XX', damaged.indexOf(Buffer.from('Exif\0\0')) + 6, 'latin1')
    const r = await upload(s, damaged, 'damaged.jpg')
    expect(r.status).toBe(201)
    expect(r.json.upload).toMatchObject({ kind: 'image', width: 120, height: 80, takenAt: null })
    const unsetClock = await upload(s, await photoWithExif({ IFD2: { DateTimeOriginal: '1980:01:01 00:00:00' } }))
    expect(unsetClock.json.upload).toMatchObject({ takenAt: null })
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const doc = await upload(s, pdf, 'order.pdf', 'application/pdf')
    expect(doc.status).toBe(201)
    expect(doc.json.upload).toMatchObject({ kind: 'document', takenAt: null })
  })
})
