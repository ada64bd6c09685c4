import { describe, expect, it } from 'vitest'
import { zipOf } from '../../../tests/helpers/zip.js'
import { checkPdf, checkZip } from './document-structure.js'

const photo = { name: 'a.jpg', data: Buffer.from('not really a photo') }

describe('ZIP structure', () => {
  it('accepts a sound archive and an empty one', () => {
    expect(checkZip(zipOf([photo, { name: 'b.jpg', data: Buffer.alloc(100) }]))).toEqual({ ok: true })
    expect(checkZip(Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]))).toEqual({ ok: true })
  })
  it('refuses a zip bomb by the sizes its index declares, and too many files', () => {
    const bomb = zipOf([{ name: 'big.bin', data: Buffer.alloc(1000), declaredSize: 1024 ** 3 }])
    expect(checkZip(bomb)).toMatchObject({ ok: false, message: expect.stringMatching(/unpacks to more than 250 MB/) })
    const many = zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, data: Buffer.alloc(1) })))
    expect(checkZip(many, { zipEntries: 10, zipUncompressedBytes: 1_000 })).toMatchObject({ ok: false })
  })
  it('refuses a file that only starts like a ZIP, a cut one, and one whose index points outside it', () => {
    expect(checkZip(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)])).ok).toBe(false)
    const whole = zipOf([photo])
    expect(checkZip(whole.subarray(0, whole.length - 5)).ok).toBe(false)
    const moved = Buffer.from(whole)
    moved.writeUInt32LE(9999, moved.length - 6)
    expect(checkZip(moved).ok).toBe(false)
  })
})

describe('PDF structure', () => {
  it('needs the header and the end-of-file marker; startxref must point inside', () => {
    expect(checkPdf(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).toEqual({ ok: true })
    expect(checkPdf(Buffer.from('%PDF-1.7\nxref\nstartxref\n9\n%%EOF'))).toEqual({ ok: true })
    expect(checkPdf(Buffer.from('%PDF-1.4\n' + 'x'.repeat(5000))).ok).toBe(false)
    expect(checkPdf(Buffer.from('%PDF-1.4\nstartxref\n99999\n%%EOF')).ok).toBe(false)
    expect(checkPdf(Buffer.from('%PDF-x\n%%EOF')).ok).toBe(false)
  })
})
