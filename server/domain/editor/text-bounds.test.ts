import { describe, expect, test } from 'vitest'
import { blankDocument, TEXT_LINE_HEIGHT } from './editor-document.js'
import { printSpecFor } from './print-spec.js'
import { textBoxMm, textRunsPastPrintArea, textsPastPrintArea } from './text-bounds.js'

// A 200 × 100 mm print with 3 mm bleed: the trim box runs from (3, 3) to (203, 103).
const spec = printSpecFor({ id: 1, kind: 'POSTER', printWidthMm: 200, printHeightMm: 100, bleedMm: 3, minDpi: 150 })
const text = (over: Partial<Parameters<typeof textRunsPastPrintArea>[0]> = {}) => ({
  type: 'text' as const,
  id: 't1',
  text: 'Hello',
  fontId: 'sans' as const,
  sizeMm: 10,
  color: '#000000',
  align: 'center' as const,
  x: 103,
  y: 53,
  rotation: 0,
  ...over,
})

describe('textBoxMm: the font metrics the editor draws with', () => {
  test('a monospaced line is its characters times the advance; lines stack at the line height', () => {
    expect(textBoxMm({ text: 'abcd', fontId: 'mono', sizeMm: 10 }).width).toBeCloseTo(4 * 6.02)
    expect(textBoxMm({ text: 'ab\nabcdef\nx', fontId: 'mono', sizeMm: 10 })).toEqual({
      width: expect.closeTo(6 * 6.02) as number,
      height: expect.closeTo(3 * TEXT_LINE_HEIGHT * 10) as number,
    })
  })

  test('capitals are wider than lower case, bold wider than regular, accents as their letter', () => {
    const w = (t: string, fontId: 'sans' | 'sans-bold' = 'sans') => textBoxMm({ text: t, fontId, sizeMm: 10 }).width
    expect(w('WWWW')).toBeGreaterThan(w('iiii'))
    expect(w('Hello', 'sans-bold')).toBeGreaterThan(w('Hello'))
    expect(w('Émile')).toBeCloseTo(w('Emile'))
  })
})

describe('textRunsPastPrintArea', () => {
  test('a text in the middle is inside; moved over the edge it runs past', () => {
    expect(textRunsPastPrintArea(text(), spec)).toBe(false)
    expect(textRunsPastPrintArea(text({ x: 10 }), spec)).toBe(true)
    expect(textRunsPastPrintArea(text({ y: 100 }), spec)).toBe(true)
  })

  test('a line too long for the print runs past even when centred', () => {
    expect(textRunsPastPrintArea(text({ text: 'A very long greeting for everybody at home' }), spec)).toBe(true)
  })

  test('more lines than the print is tall run past; turning a long line upright does too', () => {
    expect(textRunsPastPrintArea(text({ text: 'a\nb\nc\nd\ne\nf\ng\nh\ni' }), spec)).toBe(true)
    expect(textRunsPastPrintArea(text({ text: 'Happy birthday' }), spec)).toBe(false)
    expect(textRunsPastPrintArea(text({ text: 'Happy birthday', sizeMm: 15, rotation: 90 }), spec)).toBe(true)
  })

  test('the document lists the ids of its texts that run past, and no photo', () => {
    const doc = {
      ...blankDocument(1),
      items: [text(), text({ id: 't2', x: 199 }), text({ id: 't3', x: 5, y: 5 })],
    }
    expect(textsPastPrintArea(doc, spec)).toEqual(['t2', 't3'])
  })
})
