import { describe, expect, test } from 'vitest'
import { handlePosition, normalizeAngle, shade, wrapSourceX } from './mug-wrap.js'
import { parseEditorDocument } from './editor-document-schema.js'
import { blankDocument, isEmptyDocument, uploadIdsOf } from './editor-document.js'

const wrap = { printWidthMm: 200, circumferenceMm: 258 }

describe('mug wrap preview', () => {
  test('seen from the front, the middle of the silhouette shows the middle of the print', () => {
    expect(wrapSourceX(0, 0, wrap)).toBeCloseTo(100, 9)
  })
  test('the edges of the silhouette show a quarter turn either side', () => {
    expect(wrapSourceX(1, 0, wrap)).toBeCloseTo(100 + 258 / 4, 9)
    expect(wrapSourceX(-1, 0, wrap)).toBeCloseTo(100 - 258 / 4, 9)
  })
  test('seen from the back (the handle), the middle is unprinted', () => {
    expect(wrapSourceX(0, Math.PI, wrap)).toBeNull()
    expect(handlePosition(Math.PI)).toEqual({ u: expect.closeTo(0, 9), facing: true })
  })
  test('from the front the handle is behind the mug; turned a quarter, it sticks out at the side', () => {
    expect(handlePosition(0).facing).toBe(false)
    expect(handlePosition(Math.PI / 2).u).toBeCloseTo(1, 9)
    expect(handlePosition(-Math.PI / 2).u).toBeCloseTo(-1, 9)
  })
  test('angles wrap round and the sides are darker than the front', () => {
    expect(normalizeAngle(3 * Math.PI)).toBeCloseTo(-Math.PI, 9)
    expect(normalizeAngle(-0.5)).toBeCloseTo(-0.5, 9)
    expect(shade(0)).toBe(1)
    expect(shade(1)).toBeLessThan(shade(0.5))
  })
})

describe('editor document validation', () => {
  const photo = {
    type: 'photo',
    id: 'p1',
    uploadId: 'a'.repeat(24),
    x: 50,
    y: 50,
    width: 100,
    height: 80,
    rotation: 0,
    crop: { x: 0, y: 0, width: 1000, height: 800 },
  }
  const text = {
    type: 'text',
    id: 't1',
    text: 'Happy birthday',
    fontId: 'serif',
    sizeMm: 12,
    color: '#c0392b',
    align: 'center',
    x: 100,
    y: 40,
    rotation: -5,
  }
  test('a document with a photo and a text is valid; its upload ids are listed once', () => {
    const r = parseEditorDocument({ ...blankDocument(102), items: [photo, text, { ...photo, id: 'p2' }] })
    expect(r.ok).toBe(true)
    if (r.ok) expect(uploadIdsOf(r.doc)).toEqual(['a'.repeat(24)])
  })
  test('unknown fields, fonts, colours and bad upload ids are refused', () => {
    expect(parseEditorDocument({ ...blankDocument(102), extra: 1 }).ok).toBe(false)
    expect(parseEditorDocument({ ...blankDocument(102), items: [{ ...text, fontId: 'comic' }] }).ok).toBe(false)
    expect(parseEditorDocument({ ...blankDocument(102), items: [{ ...text, color: 'red' }] }).ok).toBe(false)
    expect(parseEditorDocument({ ...blankDocument(102), items: [{ ...photo, uploadId: '../../etc/passwd' }] }).ok).toBe(
      false,
    )
    expect(parseEditorDocument({ ...blankDocument(102), items: [{ ...text, text: '   ' }] }).ok).toBe(false)
    expect(parseEditorDocument({ ...blankDocument(102), items: [{ ...photo, x: Number.NaN }] }).ok).toBe(false)
    expect(
      parseEditorDocument({
        ...blankDocument(102),
        items: Array.from({ length: 31 }, (_, i) => ({ ...text, id: `t${i}` })),
      }).ok,
    ).toBe(false)
  })
  test('duplicate item ids are refused', () => {
    expect(parseEditorDocument({ ...blankDocument(102), items: [text, text] }).ok).toBe(false)
  })
  test('an empty document has nothing to print unless it starts from a design', () => {
    expect(isEmptyDocument(blankDocument(102))).toBe(true)
    expect(isEmptyDocument(blankDocument(102, 7))).toBe(false)
  })
})
